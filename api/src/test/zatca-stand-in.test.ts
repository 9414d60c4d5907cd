import { createPrivateKey, X509Certificate } from 'node:crypto';
import type { Company } from '@rihla/shared/contracts/company';
import { generateCsr } from '../modules/zatca/zatca-csr';
import {
  checkComplianceDocument,
  type IssuedCsid,
  reportDocument,
  requestComplianceCsid,
  requestProductionCsid,
  ZatcaRefusal,
  ZatcaUnavailable,
} from '../modules/zatca/zatca-gateway';
import { signerFromKey } from '../modules/zatca/zatca-key';
import { complianceSamples } from '../modules/zatca/zatca-samples';
import { DEMO_COMPANY_DETAILS } from '../seed/company';
import { REJECT_MARK, STAND_IN_OTP, WARNING_MARK, ZatcaStandIn } from './zatca-stand-in';

const TIMEOUT = 5_000;
const seller = { ...DEMO_COMPANY_DETAILS, timeZone: 'Asia/Riyadh' } as unknown as Company;
const fields = {
  environment: 'sandbox' as const,
  unitSerial: '0b7a4c36-6f43-4b0a-9a4a-2f4b0c1d2e3f',
  organizationName: DEMO_COMPANY_DETAILS.legalNameEn,
  organizationUnit: 'Riyadh',
  vatNumber: DEMO_COMPANY_DETAILS.vatNumber,
  registeredAddress: '2322 King Fahd Road, Olaya, Riyadh 12214',
  businessCategory: 'School transport',
};

/** The stand-in's refusal of a call, as the gateway client reads it. */
async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ZatcaRefusal) return error.code;
    if (error instanceof ZatcaUnavailable) return 'unavailable';
    throw error;
  }
  return 'accepted';
}

/** A simplified invoice to a buyer, signed with a CSID's key and certificate. */
function invoiceTo(key: Buffer, csid: IssuedCsid, buyerName: string, issuedAt = new Date()) {
  const signer = signerFromKey(
    createPrivateKey({ key, format: 'der', type: 'pkcs8' }),
    csid.certificateBase64,
  );
  return complianceSamples(seller, signer, issuedAt, buyerName)[0]!;
}

describe('the ZATCA stand-in follows the onboarding and reporting API', () => {
  let standIn: ZatcaStandIn;
  let base: string;
  beforeAll(async () => {
    standIn = await new ZatcaStandIn().start();
    base = standIn.apiUrl('developer-portal');
  });
  afterAll(() => standIn.stop());

  it('issues a compliance CSID over the CSR key, signed by its CA, only with the right OTP and a complete CSR', async () => {
    const { privateKeyDer, csrPem } = generateCsr(fields);
    expect(await refusalOf(requestComplianceCsid(base, '000000', csrPem, TIMEOUT))).toBe('Invalid-OTP');
    const incomplete = generateCsr({ ...fields, vatNumber: '123' }).csrPem;
    expect(await refusalOf(requestComplianceCsid(base, STAND_IN_OTP, incomplete, TIMEOUT))).toBe(
      'Invalid-CSR',
    );
    // The signature's last byte changed: the request no longer matches its signature.
    const der = Buffer.from(csrPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    der.writeUInt8(der.readUInt8(der.length - 1) ^ 0x01, der.length - 1);
    const tampered = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    expect(await refusalOf(requestComplianceCsid(base, STAND_IN_OTP, tampered, TIMEOUT))).toBe('Invalid-CSR');

    const csid = await requestComplianceCsid(base, STAND_IN_OTP, csrPem, TIMEOUT);
    const certificate = new X509Certificate(Buffer.from(csid.certificateBase64, 'base64'));
    const ca = new X509Certificate(Buffer.from(standIn.caCertificateBase64, 'base64'));
    expect(certificate.verify(ca.publicKey)).toBe(true);
    const key = createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' });
    expect(certificate.checkPrivateKey(key)).toBe(true);
    expect(certificate.subject).toContain('C=SA');
    expect(certificate.subjectAltName).toContain(`UID=${fields.vatNumber}`);
    expect(certificate.subjectAltName).toContain(`1-Rihla|2-1.0|3-${fields.unitSerial}`);
  });

  it('issues the production CSID once the simplified steps passed, and reports accepted, warned and rejected documents', async () => {
    const { privateKeyDer, csrPem } = generateCsr(fields);
    const compliance = await requestComplianceCsid(base, STAND_IN_OTP, csrPem, TIMEOUT);
    expect(await refusalOf(requestProductionCsid(base, compliance, TIMEOUT))).toBe('Missing-ComplianceSteps');

    const signer = signerFromKey(
      createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' }),
      compliance.certificateBase64,
    );
    const samples = complianceSamples(seller, signer);
    // A sample signed with another certificate does not count.
    const other = generateCsr(fields);
    const otherCsid = await requestComplianceCsid(base, STAND_IN_OTP, other.csrPem, TIMEOUT);
    expect((await checkComplianceDocument(base, otherCsid, samples[0]!, TIMEOUT)).kind).toBe('rejected');
    for (const sample of samples.slice(0, 2)) {
      expect((await checkComplianceDocument(base, compliance, sample, TIMEOUT)).kind).toBe('reported');
    }
    expect(await refusalOf(requestProductionCsid(base, compliance, TIMEOUT))).toBe('Missing-ComplianceSteps');
    expect((await checkComplianceDocument(base, compliance, samples[2]!, TIMEOUT)).kind).toBe('reported');
    const production = await requestProductionCsid(base, compliance, TIMEOUT);
    expect(production.token).not.toBe(compliance.token);
    // The compliance CSID does not report.
    expect((await reportDocument(base, compliance, samples[0]!, TIMEOUT)).kind).toBe('unauthorized');

    const accepted = await reportDocument(
      base,
      production,
      invoiceTo(privateKeyDer, production, 'Noura'),
      TIMEOUT,
    );
    expect(accepted).toEqual({ kind: 'reported', messages: [] });
    const warned = await reportDocument(
      base,
      production,
      invoiceTo(privateKeyDer, production, `Fahad ${WARNING_MARK}`),
      TIMEOUT,
    );
    expect(warned).toMatchObject({ kind: 'warnings', messages: [{ type: 'WARNING', code: 'BR-KSA-08' }] });
    const rejected = await reportDocument(
      base,
      production,
      invoiceTo(privateKeyDer, production, `Sara ${REJECT_MARK}`),
      TIMEOUT,
    );
    expect(rejected).toMatchObject({ kind: 'rejected', messages: [{ type: 'ERROR', code: 'BR-KSA-25' }] });
    const late = invoiceTo(privateKeyDer, production, 'Omar', new Date(Date.now() - 26 * 3_600_000));
    expect(await reportDocument(base, production, late, TIMEOUT)).toMatchObject({
      kind: 'warnings',
      messages: [{ code: 'BR-KSA-98' }],
    });
    // A document whose hash is not the one sent is rejected.
    const wrongHash = { ...invoiceTo(privateKeyDer, production, 'Hind'), invoiceHash: accepted.kind };
    expect((await reportDocument(base, production, wrongHash, TIMEOUT)).kind).toBe('rejected');
    expect(standIn.reports.map((report) => report.status)).toEqual([
      'REPORTED',
      'REPORTED',
      'NOT_REPORTED',
      'REPORTED',
      'NOT_REPORTED',
    ]);

    // Down: every call is unavailable, nothing is recorded; back up, the same document reports.
    const queued = invoiceTo(privateKeyDer, production, 'Layla');
    standIn.down = true;
    expect((await reportDocument(base, production, queued, TIMEOUT)).kind).toBe('unavailable');
    expect(await refusalOf(requestComplianceCsid(base, STAND_IN_OTP, csrPem, TIMEOUT))).toBe('unavailable');
    standIn.down = false;
    expect((await reportDocument(base, production, queued, TIMEOUT)).kind).toBe('reported');

    // Revoked: the CSID is refused.
    standIn.revokeAll();
    expect(
      (await reportDocument(base, production, invoiceTo(privateKeyDer, production, 'Ali'), TIMEOUT)).kind,
    ).toBe('unauthorized');
  });
});
