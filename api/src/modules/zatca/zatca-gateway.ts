import type { ZatcaEnvironment, ZatcaMessage } from '@rihla/shared/contracts/zatca';

/** ZATCA's e-invoicing gateway per environment (the developer portal's, the simulation's, production's). */
const GATEWAY_URLS: Record<ZatcaEnvironment, string> = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
};

/** The gateway the API calls: ZATCA_API_URL when set (a stand-in's, a proxy's), else the environment's. */
export const gatewayUrl = (environment: ZatcaEnvironment, override: string | undefined) =>
  (override ?? GATEWAY_URLS[environment]).replace(/\/+$/, '');

/** A CSID's basic-auth credentials: the certificate token and the secret. */
export interface CsidCredentials {
  token: string;
  secret: string;
}

/** A CSID ZATCA issued: the credentials, the certificate (base64 DER) and the request it answers. */
export interface IssuedCsid extends CsidCredentials {
  requestId: string;
  certificateBase64: string;
}

/** A document as the compliance and reporting APIs take it. */
export interface SentDocument {
  uuid: string;
  invoiceHash: string;
  xml: string;
}

/** ZATCA's verdict on a document, or why there is none. */
export type DocumentOutcome =
  | { kind: 'reported' | 'warnings' | 'rejected'; messages: ZatcaMessage[] }
  /** The CSID was refused (expired or revoked). */
  | { kind: 'unauthorized' }
  /** ZATCA did not answer, or answered what is not a verdict: try again later. */
  | { kind: 'unavailable'; reason: string };

/** ZATCA refused an onboarding request: its code (Invalid-OTP, Invalid-CSR, Missing-ComplianceSteps…) and message. */
export class ZatcaRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** ZATCA could not be reached, or answered a server error. */
export class ZatcaUnavailable extends Error {}

interface Call {
  otp?: string;
  credentials?: CsidCredentials;
  headers?: Record<string, string>;
  body: unknown;
  timeoutMs: number;
}

async function call(base: string, path: string, options: Call): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
    'accept-language': 'en',
    'accept-version': 'V2',
    ...options.headers,
  };
  if (options.otp) headers.otp = options.otp;
  if (options.credentials) {
    const { token, secret } = options.credentials;
    headers.authorization = `Basic ${Buffer.from(`${token}:${secret}`).toString('base64')}`;
  }
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw new ZatcaUnavailable(error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.status >= 500) throw new ZatcaUnavailable(`ZATCA answered ${response.status}`);
  return { status: response.status, body };
}

/** ZATCA's error body's code and message: `{ code, message }`, `{ errors: [...] }` or a bare status. */
function refusal(status: number, body: unknown): ZatcaRefusal {
  const answer = (body ?? {}) as { code?: string; message?: string; errors?: unknown };
  const first = Array.isArray(answer.errors)
    ? (answer.errors[0] as { code?: string; message?: string })
    : null;
  const code = answer.code ?? first?.code ?? (status === 401 ? 'Unauthorized' : `HTTP-${status}`);
  return new ZatcaRefusal(code, answer.message ?? first?.message ?? '');
}

function issued(body: unknown): IssuedCsid {
  const answer = body as { requestID?: string | number; binarySecurityToken?: string; secret?: string };
  if (!answer?.binarySecurityToken || !answer.secret || answer.requestID === undefined) {
    throw new ZatcaRefusal('Invalid-Answer', 'ZATCA issued no CSID');
  }
  return {
    requestId: String(answer.requestID),
    token: answer.binarySecurityToken,
    secret: answer.secret,
    // The token is the certificate's base64, in base64 again.
    certificateBase64: Buffer.from(answer.binarySecurityToken, 'base64').toString('utf8'),
  };
}

/** The compliance CSID for a CSR, against the portal's one-time password (`POST /compliance`). */
export async function requestComplianceCsid(base: string, otp: string, csrPem: string, timeoutMs: number) {
  const answer = await call(base, '/compliance', {
    otp,
    body: { csr: Buffer.from(csrPem).toString('base64') },
    timeoutMs,
  });
  if (answer.status !== 200) throw refusal(answer.status, answer.body);
  return issued(answer.body);
}

/** The production CSID once the compliance steps passed (`POST /production/csids`). */
export async function requestProductionCsid(base: string, compliance: IssuedCsid, timeoutMs: number) {
  const answer = await call(base, '/production/csids', {
    credentials: compliance,
    body: { compliance_request_id: compliance.requestId },
    timeoutMs,
  });
  if (answer.status !== 200) throw refusal(answer.status, answer.body);
  return issued(answer.body);
}

const messagesOf = (body: unknown): ZatcaMessage[] => {
  const results = (body as { validationResults?: Record<string, unknown> } | null)?.validationResults;
  const list = (key: string) =>
    Array.isArray(results?.[key])
      ? (results[key] as { type?: string; code?: string; message?: string }[])
      : [];
  return [...list('errorMessages'), ...list('warningMessages')].map((message) => ({
    type: String(message.type ?? ''),
    code: String(message.code ?? ''),
    message: String(message.message ?? ''),
  }));
};

/** ZATCA's verdict on a document from its answer: 200 reported, 202 with warnings, 400 rejected. */
function outcome(status: number, body: unknown): DocumentOutcome {
  if (status === 401 || status === 403) return { kind: 'unauthorized' };
  const messages = messagesOf(body);
  if (status === 200) return { kind: 'reported', messages };
  if (status === 202) return { kind: 'warnings', messages };
  if (status === 400 && messages.length > 0) return { kind: 'rejected', messages };
  return { kind: 'unavailable', reason: `ZATCA answered ${status}` };
}

async function sendDocument(
  base: string,
  path: string,
  credentials: CsidCredentials,
  doc: SentDocument,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<DocumentOutcome> {
  try {
    const answer = await call(base, path, {
      credentials,
      headers,
      body: {
        invoiceHash: doc.invoiceHash,
        uuid: doc.uuid,
        invoice: Buffer.from(doc.xml).toString('base64'),
      },
      timeoutMs,
    });
    return outcome(answer.status, answer.body);
  } catch (error) {
    if (error instanceof ZatcaUnavailable) return { kind: 'unavailable', reason: error.message };
    throw error;
  }
}

/** A compliance sample checked with the compliance CSID (`POST /compliance/invoices`). */
export const checkComplianceDocument = (
  base: string,
  credentials: CsidCredentials,
  doc: SentDocument,
  timeoutMs: number,
) => sendDocument(base, '/compliance/invoices', credentials, doc, timeoutMs);

/** A simplified document reported with the production CSID (`POST /invoices/reporting/single`). */
export const reportDocument = (
  base: string,
  credentials: CsidCredentials,
  doc: SentDocument,
  timeoutMs: number,
) =>
  sendDocument(base, '/invoices/reporting/single', credentials, doc, timeoutMs, { 'clearance-status': '0' });
