import { generateKeyPairSync, randomBytes, verify, X509Certificate } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DOMParser, type Document as XmlDocument, type Element as XmlElement } from '@xmldom/xmldom';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import jsrsasign from 'jsrsasign';

/**
 * A local stand-in for ZATCA's e-invoicing gateway that follows its published onboarding and
 * reporting API (test code, ADR 0073), under `/e-invoicing/<environment>` like the real one:
 *
 * - `POST /compliance` (headers `OTP`, `Accept-Version: V2`; body `{ csr }`, the PEM CSR in base64):
 *   checks the one-time password and the CSR (its signature, C=SA, CN, O, OU, the SAN's serial
 *   number `1-…|2-…|3-…`, VAT number, invoice type, address and category, the certificate template
 *   name) and issues the compliance CSID: a certificate over the CSR's key signed by the stand-in's
 *   own CA, as `binarySecurityToken` (the certificate's base64, in base64), a `secret` and a `requestID`;
 * - `POST /compliance/invoices` (basic auth token:secret of the compliance CSID): checks a sample
 *   document, and counts it towards the compliance steps its invoice type needs;
 * - `POST /production/csids` (compliance CSID; body `{ compliance_request_id }`): issues the
 *   production CSID once every step passed, else `Missing-ComplianceSteps`;
 * - `POST /invoices/reporting/single` (production CSID; `Clearance-Status: 0`): reports a simplified
 *   document. 200 REPORTED, 202 REPORTED with warnings, 400 NOT_REPORTED with the errors.
 *
 * What it checks of a document: its UUID and hash are the request's, it is signed with the CSID's
 * certificate (the signature verified with its key) for the certificate's VAT number, it is
 * simplified. What it answers beside that, from what it sees in the document: a buyer named with
 * `ZATCA-REJECT` is rejected (BR-KSA-25), one with `ZATCA-WARNING` reported with a warning
 * (BR-KSA-08), and a document issued more than 24 hours before it is reported gets ZATCA's lateness
 * warning (BR-KSA-98).
 *
 * Faults it can be told about (`POST /_stand-in/state`, or the methods below): `down` answers 503
 * to everything, `revoked` refuses the CSIDs issued so far (401). `GET /_stand-in/reports` lists
 * what was reported. Imported by the API tests; run by itself (`node zatca-stand-in.ts`) for the
 * browser tests, set by `STAND_IN_PORT` and `STAND_IN_OTP`. Erasable TypeScript only.
 */

export const STAND_IN_OTP = '123345';
export const REJECT_MARK = 'ZATCA-REJECT';
export const WARNING_MARK = 'ZATCA-WARNING';

const TEMPLATE_NAME_OID = '1.3.6.1.4.1.311.20.2';
const REGISTERED_ADDRESS_OID = '2.5.4.26';
const DAY_MS = 86_400_000;

interface Message {
  type: 'INFO' | 'WARNING' | 'ERROR';
  code: string;
  category: string;
  message: string;
  status: 'PASS' | 'WARNING' | 'ERROR';
}

interface Csid {
  requestId: number;
  kind: 'compliance' | 'production';
  token: string;
  secret: string;
  certificateBase64: string;
  vatNumber: string;
  invoiceType: string;
  /** Compliance steps passed (compliance CSIDs only). */
  steps: Set<string>;
}

/** What a valid CSR gives the certificates issued for it. */
interface ReadCsr {
  publicKeyPem: string;
  subject: unknown;
  san: unknown;
  template: string;
  vatNumber: string;
  invoiceType: string;
}

export interface StandInReport {
  uuid: string;
  invoiceHash: string;
  status: 'REPORTED' | 'NOT_REPORTED';
  warnings: string[];
  errors: string[];
}

const ERROR = (code: string, message: string, category = 'KSA'): Message => ({
  type: 'ERROR',
  code,
  category,
  message,
  status: 'ERROR',
});
const WARNING = (code: string, message: string): Message => ({
  type: 'WARNING',
  code,
  category: 'KSA',
  message,
  status: 'WARNING',
});

/**
 * A random certificate serial as DER requires it: positive and without a leading zero byte (the
 * first byte in 0x10-0x7f). This file runs as plain Node, so it keeps its own copy of the product's rule.
 */
function caSerialHex(): string {
  const bytes = randomBytes(12);
  bytes[0] = (bytes[0]! & 0x7f) | 0x10;
  return bytes.toString('hex');
}

const certificateTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** The steps a CSR's invoice type (title: standard digit, simplified digit, 0, 0) asks for. */
function stepsFor(invoiceType: string): string[] {
  const steps: string[] = [];
  if (invoiceType[0] === '1')
    steps.push('standard-compliant', 'standard-credit-note-compliant', 'standard-debit-note-compliant');
  if (invoiceType[1] === '1')
    steps.push('simplified-compliant', 'simplified-credit-note-compliant', 'simplified-debit-note-compliant');
  return steps;
}

const STEP_OF: Record<string, string> = {
  '388': 'compliant',
  '381': 'credit-note-compliant',
  '383': 'debit-note-compliant',
};

/** The first element of a name, in any namespace. */
function first(doc: XmlDocument, localName: string): XmlElement | null {
  return (doc.getElementsByTagNameNS('*', localName)[0] as XmlElement | undefined) ?? null;
}
const textOf = (element: XmlElement | null) => element?.textContent?.trim() ?? '';

/** An RDN array's value of a type (jsrsasign's parsed names). */
function rdnValue(name: { array?: { type: string; value: string }[][] } | undefined, type: string): string {
  for (const rdn of name?.array ?? []) for (const atv of rdn) if (atv.type === type) return atv.value;
  return '';
}

export class ZatcaStandIn {
  readonly otp: string;
  /** While true, every API call answers 503 (ZATCA down). */
  down = false;
  /** How long the certificates it issues are valid (an expired CSID: a negative number of days). */
  certificateDays = 365;
  readonly reports: StandInReport[] = [];
  /** How many calls each path received (a queue that does not call while it waits is seen here). */
  readonly calls = new Map<string, number>();
  private readonly csids = new Map<string, Csid>();
  private readonly revoked = new Set<string>();
  private nextRequestId = 1_234_567_890_000;
  private readonly ca = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  private readonly caName = { str: '/DC=local/DC=gov/DC=extgazt/CN=Rihla ZATCA stand-in CA' };
  private readonly server: FastifyInstance;

  constructor(otp = STAND_IN_OTP) {
    this.otp = otp;
    this.server = Fastify({ logger: false, bodyLimit: 5_000_000 });
    this.routes();
  }

  async start(port = 0): Promise<this> {
    await this.server.listen({ port, host: '127.0.0.1' });
    return this;
  }

  get base(): string {
    const address = this.server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** The gateway's base URL for an environment (what `ZATCA_API_URL` names). */
  apiUrl(environment = 'developer-portal'): string {
    return `${this.base}/e-invoicing/${environment}`;
  }

  async stop(): Promise<void> {
    await this.server.close();
  }

  /** Refuses every CSID issued so far (ZATCA revoked them). */
  revokeAll(): void {
    for (const token of this.csids.keys()) this.revoked.add(token);
  }

  /** The stand-in CA's certificate, base64 DER (what a test verifies issued certificates with). */
  readonly caCertificateBase64 = ((): string => {
    const certificate = new jsrsasign.KJUR.asn1.x509.Certificate({
      version: 3,
      serial: { int: 1 },
      issuer: { str: '/DC=local/DC=gov/DC=extgazt/CN=Rihla ZATCA stand-in CA' },
      subject: { str: '/DC=local/DC=gov/DC=extgazt/CN=Rihla ZATCA stand-in CA' },
      notbefore: certificateTime(new Date(Date.now() - DAY_MS)),
      notafter: certificateTime(new Date(Date.now() + 3650 * DAY_MS)),
      sbjpubkey: this.ca.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      sigalg: 'SHA256withECDSA',
      cakey: this.ca.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      ext: [{ extname: 'basicConstraints', cA: true }],
    });
    return jsrsasign.hextob64(certificate.getEncodedHex());
  })();

  private count(path: string) {
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
  }

  private routes() {
    const app = this.server;
    app.get('/health', async () => ({ ok: true }));
    app.post('/_stand-in/state', async (request) => {
      const body = (request.body ?? {}) as { down?: boolean; revoke?: boolean; certificateDays?: number };
      if (typeof body.down === 'boolean') this.down = body.down;
      if (typeof body.certificateDays === 'number') this.certificateDays = body.certificateDays;
      if (body.revoke) this.revokeAll();
      return { down: this.down, certificateDays: this.certificateDays };
    });
    app.get('/_stand-in/reports', async () => this.reports);
    app.register(
      async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          this.count(request.routeOptions.url ?? request.url);
          if (this.down)
            return reply.code(503).send({ code: 'Service-Unavailable', message: 'Service unavailable' });
          if (request.headers['accept-version'] !== 'V2') {
            return reply.code(400).send({ code: 'Invalid-Version', message: 'Accept-Version must be V2' });
          }
        });
        api.post('/compliance', (request, reply) => this.compliance(request, reply));
        api.post('/compliance/invoices', (request, reply) => this.document(request, reply, 'compliance'));
        api.post('/production/csids', (request, reply) => this.production(request, reply));
        api.post('/invoices/reporting/single', (request, reply) =>
          this.document(request, reply, 'production'),
        );
      },
      { prefix: '/e-invoicing/:environment' },
    );
  }

  /** The CSID whose basic-auth credentials the request carries, if of the kind the path needs. */
  private authenticated(request: FastifyRequest, kind: Csid['kind']): Csid | null {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return null;
    const [token, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    const csid = this.csids.get(token ?? '');
    if (!csid || csid.secret !== secret || csid.kind !== kind || this.revoked.has(csid.token)) return null;
    const certificate = new X509Certificate(Buffer.from(csid.certificateBase64, 'base64'));
    if (new Date(certificate.validTo).getTime() < Date.now()) return null;
    return csid;
  }

  private unauthorized(reply: FastifyReply) {
    return reply.code(401).send({ timestamp: Date.now(), status: 401, error: 'Unauthorized', message: '' });
  }

  /** The CSR's fields as ZATCA requires them, or what is wrong with it. */
  private readCsr(pem: string): { error: string } | ReadCsr {
    let csr: ReturnType<typeof jsrsasign.KJUR.asn1.csr.CSRUtil.getParam>;
    try {
      csr = jsrsasign.KJUR.asn1.csr.CSRUtil.getParam(pem);
    } catch {
      return { error: 'The CSR is not a PKCS#10 request' };
    }
    if (
      !(
        jsrsasign.KJUR.asn1.csr.CSRUtil as unknown as { verifySignature(pem: string): boolean }
      ).verifySignature(pem)
    )
      return { error: 'The CSR signature does not verify' };
    const subject = csr.subject as { array?: { type: string; value: string }[][] };
    for (const type of ['C', 'OU', 'O', 'CN']) {
      if (!rdnValue(subject, type)) return { error: `The CSR subject has no ${type}` };
    }
    if (rdnValue(subject, 'C') !== 'SA') return { error: 'The CSR country must be SA' };
    const extensions = (csr.extreq ?? []) as {
      extname: string;
      array?: { dn?: { array?: { type: string; value: string }[][] } }[];
      extn?: unknown;
    }[];
    const san = extensions.find((extension) => extension.extname === 'subjectAltName');
    const dn = san?.array?.[0]?.dn;
    const serial = rdnValue(dn, 'SN');
    const vatNumber = rdnValue(dn, 'UID');
    const invoiceType = rdnValue(dn, 'T');
    if (!/^1-[^|]+\|2-[^|]+\|3-[^|]+$/.test(serial))
      return { error: 'The CSR serial number must read 1-<solution>|2-<version>|3-<serial>' };
    if (!/^3\d{13}3$/.test(vatNumber))
      return { error: 'The CSR organization identifier must be a VAT number' };
    if (!/^[01]{2}00$/.test(invoiceType) || invoiceType === '0000')
      return { error: 'The CSR invoice type (title) is not valid' };
    if (!rdnValue(dn, REGISTERED_ADDRESS_OID) || !rdnValue(dn, 'businessCategory')) {
      return { error: 'The CSR has no registered address or business category' };
    }
    const template = extensions.find((extension) => extension.extname === TEMPLATE_NAME_OID);
    const templateName = (template?.extn as { prnstr?: { str?: string } } | undefined)?.prnstr?.str ?? '';
    if (!/^(TST|PRE)?ZATCA-Code-Signing$/.test(templateName))
      return { error: 'The CSR has no certificate template name' };
    return { publicKeyPem: csr.sbjpubkey, subject, san, template: templateName, vatNumber, invoiceType };
  }

  /** A certificate over the CSR's key, signed by the stand-in's CA, and its CSID credentials. */
  private issue(kind: Csid['kind'], csr: ReadCsr): Csid {
    const now = new Date();
    const certificate = new jsrsasign.KJUR.asn1.x509.Certificate({
      version: 3,
      serial: { hex: caSerialHex() },
      issuer: this.caName,
      subject: csr.subject as { str: string },
      notbefore: certificateTime(new Date(now.getTime() - 60_000)),
      notafter: certificateTime(new Date(now.getTime() + this.certificateDays * DAY_MS)),
      sbjpubkey: csr.publicKeyPem,
      sigalg: 'SHA256withECDSA',
      cakey: this.ca.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      ext: [
        csr.san as { extname: 'subjectAltName' },
        { extname: TEMPLATE_NAME_OID, extn: { prnstr: { str: csr.template } } },
        { extname: 'keyUsage', critical: true, names: ['digitalSignature'] },
      ],
    });
    const certificateBase64 = jsrsasign.hextob64(certificate.getEncodedHex());
    const csid: Csid = {
      requestId: this.nextRequestId++,
      kind,
      token: Buffer.from(certificateBase64).toString('base64'),
      secret: randomBytes(32).toString('base64'),
      certificateBase64,
      vatNumber: csr.vatNumber,
      invoiceType: csr.invoiceType,
      steps: new Set(),
    };
    this.csids.set(csid.token, csid);
    return csid;
  }

  private readonly csrs = new Map<number, ReadCsr>();

  private async compliance(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.otp !== this.otp) {
      return reply.code(400).send({ code: 'Invalid-OTP', message: 'The provided OTP is invalid' });
    }
    const { csr } = (request.body ?? {}) as { csr?: string };
    const read =
      typeof csr === 'string'
        ? this.readCsr(Buffer.from(csr, 'base64').toString('utf8'))
        : { error: 'No CSR' };
    if ('error' in read) return reply.code(400).send({ code: 'Invalid-CSR', message: read.error });
    const csid = this.issue('compliance', read);
    this.csrs.set(csid.requestId, read);
    return {
      requestID: csid.requestId,
      dispositionMessage: 'ISSUED',
      binarySecurityToken: csid.token,
      secret: csid.secret,
      errors: null,
    };
  }

  private async production(request: FastifyRequest, reply: FastifyReply) {
    const compliance = this.authenticated(request, 'compliance');
    if (!compliance) return this.unauthorized(reply);
    const { compliance_request_id: requestId } = (request.body ?? {}) as {
      compliance_request_id?: string | number;
    };
    if (String(requestId) !== String(compliance.requestId)) {
      return reply
        .code(400)
        .send({ code: 'Invalid-Request-ID', message: 'The compliance request ID is not this CSID’s' });
    }
    const missing = stepsFor(compliance.invoiceType).filter((step) => !compliance.steps.has(step));
    if (missing.length > 0) {
      return reply.code(400).send({
        code: 'Missing-ComplianceSteps',
        message: `The compliance certificate is not done with the following compliance steps yet [${missing.join(',')}]`,
      });
    }
    const csid = this.issue('production', this.csrs.get(compliance.requestId)!);
    return {
      requestID: csid.requestId,
      tokenType: 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
      dispositionMessage: 'ISSUED',
      binarySecurityToken: csid.token,
      secret: csid.secret,
      errors: null,
    };
  }

  /** What ZATCA's checks find in a document sent with a CSID. */
  private validate(
    csid: Csid,
    body: { invoiceHash?: string; uuid?: string; invoice?: string },
    mode: Csid['kind'],
  ) {
    const errors: Message[] = [];
    const warnings: Message[] = [];
    const xml = Buffer.from(body.invoice ?? '', 'base64').toString('utf8');
    const doc = xml ? new DOMParser().parseFromString(xml, 'text/xml') : null;
    const root = doc?.documentElement;
    if (!doc || !root || root.localName !== 'Invoice') {
      return {
        errors: [ERROR('XSD_ZATCA_INVALID', 'The invoice is not a UBL 2.1 invoice', 'XSD validation')],
        warnings,
        typeCode: '',
      };
    }
    if (textOf(first(doc, 'UUID')) !== body.uuid)
      errors.push(ERROR('invalid-uuid', 'The UUID is not the document’s'));
    const signedData = [...(doc.getElementsByTagNameNS('*', 'Reference') as unknown as XmlElement[])].find(
      (reference) => reference.getAttribute('Id') === 'invoiceSignedData',
    );
    const statedHash = textOf(
      (signedData?.getElementsByTagNameNS('*', 'DigestValue')[0] as XmlElement | undefined) ?? null,
    );
    if (!body.invoiceHash || statedHash !== body.invoiceHash) {
      errors.push(
        ERROR('invalid-invoice-hash', 'The invoice hash is not the document’s', 'INVOICE_HASHING_ERRORS'),
      );
    }
    const certificate = textOf(first(doc, 'X509Certificate'));
    if (certificate !== csid.certificateBase64) {
      errors.push(
        ERROR(
          'certificate-permissions',
          'The document is not signed with the CSID’s certificate',
          'CERTIFICATE_ERRORS',
        ),
      );
    } else {
      const signature = textOf(first(doc, 'SignatureValue'));
      const key = new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;
      const valid = verify(
        'sha256',
        Buffer.from(statedHash, 'base64'),
        key,
        Buffer.from(signature, 'base64'),
      );
      if (!valid) errors.push(ERROR('signature', 'The signature does not verify', 'SIGNATURE_ERRORS'));
    }
    const supplier = first(doc, 'AccountingSupplierParty');
    const vat = textOf(
      (supplier?.getElementsByTagNameNS('*', 'CompanyID')[0] as XmlElement | undefined) ?? null,
    );
    if (vat !== csid.vatNumber) {
      errors.push(
        ERROR(
          'certificate-permissions',
          'User only allowed to use the vat number that exists in the authentication certificate',
          'CERTIFICATE_ERRORS',
        ),
      );
    }
    const type = first(doc, 'InvoiceTypeCode');
    const typeCode = textOf(type);
    const simplified = (type?.getAttribute('name') ?? '').startsWith('02');
    if (mode === 'production' && !simplified) {
      errors.push(
        ERROR('invoiceTypeCode', 'Only simplified documents are reported; standard ones are cleared'),
      );
    }
    const customer = first(doc, 'AccountingCustomerParty');
    const buyer = customer?.textContent ?? '';
    if (buyer.includes(REJECT_MARK)) {
      errors.push(ERROR('BR-KSA-25', 'The buyer’s name must be given in full on the document'));
    }
    if (buyer.includes(WARNING_MARK)) {
      warnings.push(
        WARNING('BR-KSA-08', 'The seller identification must exist only once with one of the scheme IDs'),
      );
    }
    const issued = Date.parse(`${textOf(first(doc, 'IssueDate'))}T${textOf(first(doc, 'IssueTime'))}+03:00`);
    if (mode === 'production' && Number.isFinite(issued) && Date.now() - issued > DAY_MS) {
      warnings.push(
        WARNING('BR-KSA-98', 'The simplified tax invoice should be reported within 24 hours of its issue'),
      );
    }
    return { errors, warnings, typeCode: simplified ? typeCode : `standard-${typeCode}` };
  }

  private async document(request: FastifyRequest, reply: FastifyReply, mode: Csid['kind']) {
    const csid = this.authenticated(request, mode);
    if (!csid) return this.unauthorized(reply);
    if (mode === 'production' && request.headers['clearance-status'] !== '0') {
      return reply
        .code(400)
        .send({ code: 'Clearance-Status', message: 'Reporting needs Clearance-Status: 0' });
    }
    const body = (request.body ?? {}) as { invoiceHash?: string; uuid?: string; invoice?: string };
    const { errors, warnings, typeCode } = this.validate(csid, body, mode);
    const status = errors.length > 0 ? 'ERROR' : warnings.length > 0 ? 'WARNING' : 'PASS';
    if (mode === 'compliance' && status !== 'ERROR') {
      const step = STEP_OF[typeCode.replace(/^standard-/, '')];
      if (step) csid.steps.add(`${typeCode.startsWith('standard-') ? 'standard' : 'simplified'}-${step}`);
    }
    const reportingStatus = status === 'ERROR' ? 'NOT_REPORTED' : 'REPORTED';
    if (mode === 'production') {
      this.reports.push({
        uuid: body.uuid ?? '',
        invoiceHash: body.invoiceHash ?? '',
        status: reportingStatus,
        warnings: warnings.map((message) => message.code),
        errors: errors.map((message) => message.code),
      });
    }
    return reply.code(status === 'ERROR' ? 400 : status === 'WARNING' ? 202 : 200).send({
      validationResults: {
        infoMessages: [
          {
            type: 'INFO',
            code: 'XSD_ZATCA_VALID',
            category: 'XSD validation',
            message: 'Complied with UBL 2.1 standards in line with ZATCA specifications',
            status: 'PASS',
          },
        ],
        warningMessages: warnings,
        errorMessages: errors,
        status,
      },
      reportingStatus,
      clearanceStatus: null,
      qrSellertStatus: null,
      qrBuyertStatus: null,
    });
  }
}

// Run by itself: the browser tests' ZATCA.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = new ZatcaStandIn(process.env.STAND_IN_OTP ?? STAND_IN_OTP);
  await standIn.start(Number(process.env.STAND_IN_PORT ?? 0));
  console.log(`ZATCA stand-in on ${standIn.base}`);
}
