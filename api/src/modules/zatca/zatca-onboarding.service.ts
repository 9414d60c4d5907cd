import { createPrivateKey, randomUUID, X509Certificate } from 'node:crypto';
import type { Company } from '@rihla/shared/contracts/company';
import type { ZatcaOnboardInput, ZatcaOnboarding } from '@rihla/shared/contracts/zatca';
import { and, count, eq, lt, ne } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/types';
import type { Audit } from '../../lib/mutate';
import { HttpProblem } from '../../lib/problem';
import { sealBytes } from '../../lib/sealed-secret';
import { getCompany } from '../company/company.service';
import { zatcaChain, zatcaDocuments, zatcaReports } from './zatca.table';
import { generateCsr } from './zatca-csr';
import {
  checkComplianceDocument,
  gatewayUrl,
  type IssuedCsid,
  requestComplianceCsid,
  requestProductionCsid,
  ZatcaRefusal,
  ZatcaUnavailable,
} from './zatca-gateway';
import { zatcaKeySecret } from './zatca-issue';
import { sealPrivateKey, signerFromKey } from './zatca-key';
import { complianceSamples } from './zatca-samples';

type Config = Pick<AppConfig, 'ZATCA_API_URL' | 'ZATCA_KEY_SECRET' | 'ZATCA_TIMEOUT_MS'>;

/** What seals the CSID's secret (the same secret as the key, another purpose). */
export const CSID_SECRET_PURPOSE = 'rihla-zatca-csid-secret';

const sealCsidSecret = (secret: string, config: Config) =>
  sealBytes(Buffer.from(secret, 'utf8'), zatcaKeySecret(config), CSID_SECRET_PURPOSE);

/** A document still unreported this long after its issue is late (ZATCA wants it within 24 hours). */
const LATE_MS = 24 * 3_600_000;

/** The settings page's view: where the installation stands, its certificate and its reports. */
export async function onboardingView(db: Database, config: Config): Promise<ZatcaOnboarding> {
  const [chain] = await db.select().from(zatcaChain).where(eq(zatcaChain.id, 1));
  const [pending] = await db.select({ n: count() }).from(zatcaReports).where(ne(zatcaReports.state, 'done'));
  const [late] = await db
    .select({ n: count() })
    .from(zatcaReports)
    .innerJoin(zatcaDocuments, eq(zatcaDocuments.id, zatcaReports.documentId))
    .where(and(ne(zatcaReports.state, 'done'), lt(zatcaDocuments.issuedAt, new Date(Date.now() - LATE_MS))));
  const [rejected] = await db
    .select({ n: count() })
    .from(zatcaDocuments)
    .where(eq(zatcaDocuments.status, 'rejected'));
  const onboarded = Boolean(chain?.onboardedAt && chain.certificate);
  const certificate = onboarded ? new X509Certificate(Buffer.from(chain!.certificate!, 'base64')) : null;
  return {
    status: onboarded ? 'onboarded' : 'not_onboarded',
    environment: chain?.environment ?? null,
    apiUrl: gatewayUrl(chain?.environment ?? 'sandbox', config.ZATCA_API_URL),
    certificateSerial: certificate?.serialNumber ?? null,
    certificateExpiresAt: chain?.csidExpiresAt?.toISOString() ?? null,
    onboardedAt: chain?.onboardedAt?.toISOString() ?? null,
    csidRefusedAt: chain?.csidRefusedAt?.toISOString() ?? null,
    pendingReports: pending?.n ?? 0,
    lateReports: late?.n ?? 0,
    rejectedDocuments: rejected?.n ?? 0,
  };
}

/** The company's details a CSR and the samples need: refused (translated) when missing. */
function onboardableSeller(seller: Company): Company {
  const needed = [
    seller.vatRegistered,
    seller.legalNameAr,
    seller.legalNameEn,
    seller.vatNumber,
    seller.crNumber,
    seller.buildingNumber,
    seller.street,
    seller.district,
    seller.city,
    seller.postalCode,
  ];
  if (needed.some((value) => !value)) throw new HttpProblem(409, 'zatca.companyIncomplete');
  return seller;
}

/** ZATCA's refusal as the console's translated problem: a wrong OTP lands on its field. */
function problemOf(error: unknown): never {
  if (error instanceof ZatcaUnavailable) throw new HttpProblem(503, 'zatca.unavailable');
  if (error instanceof ZatcaRefusal) {
    if (error.code === 'Invalid-OTP') {
      throw new HttpProblem(422, 'validation', [{ path: 'otp', code: 'zatca.invalidOtp' }]);
    }
    if (error.code === 'Missing-ComplianceSteps') throw new HttpProblem(422, 'zatca.complianceFailed');
    throw new HttpProblem(422, 'zatca.refused');
  }
  throw error;
}

/**
 * Onboards the installation (ADR 0073): a new key and its CSR with ZATCA's fields, the compliance
 * CSID for it against the portal's one-time password, the compliance checks' samples signed with
 * it, then the production CSID. Answers the write that follows, for the caller's transaction: with
 * the chain row locked, the new key (sealed) and the production certificate replace the signing
 * identity and the CSID's credentials are kept (the secret sealed). A failure at any step leaves
 * the installation as it was.
 */
export async function onboard(
  db: Database,
  config: Config,
  input: ZatcaOnboardInput,
): Promise<(tx: Database, audit: Audit) => Promise<void>> {
  const seller = onboardableSeller(await getCompany(db));
  const base = gatewayUrl(input.environment, config.ZATCA_API_URL);
  const timeout = config.ZATCA_TIMEOUT_MS;
  const { privateKeyDer, csrPem } = generateCsr({
    environment: input.environment,
    unitSerial: randomUUID(),
    organizationName: seller.legalNameEn!,
    organizationUnit: input.branch,
    vatNumber: seller.vatNumber!,
    registeredAddress: `${seller.buildingNumber} ${seller.street}, ${seller.district}, ${seller.city} ${seller.postalCode}`,
    businessCategory: input.businessCategory,
  });
  let production: IssuedCsid;
  try {
    const compliance = await requestComplianceCsid(base, input.otp, csrPem, timeout);
    const signer = signerFromKey(
      createPrivateKey({ key: privateKeyDer, format: 'der', type: 'pkcs8' }),
      compliance.certificateBase64,
    );
    for (const sample of complianceSamples(seller, signer)) {
      const outcome = await checkComplianceDocument(base, compliance, sample, timeout);
      if (outcome.kind === 'unavailable') throw new ZatcaUnavailable(outcome.reason);
      if (outcome.kind !== 'reported' && outcome.kind !== 'warnings') {
        throw new HttpProblem(422, 'zatca.complianceFailed');
      }
    }
    production = await requestProductionCsid(base, compliance, timeout);
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    problemOf(error);
  }
  const certificate = new X509Certificate(Buffer.from(production.certificateBase64, 'base64'));
  const now = new Date();
  return async (tx, audit) => {
    const [before] = await tx
      .select({ environment: zatcaChain.environment, onboardedAt: zatcaChain.onboardedAt })
      .from(zatcaChain)
      .where(eq(zatcaChain.id, 1))
      .for('update');
    const after = {
      environment: input.environment,
      onboardedAt: now,
      certificateSerial: certificate.serialNumber,
      csidExpiresAt: new Date(certificate.validTo),
    };
    await tx
      .update(zatcaChain)
      .set({
        privateKeyEncrypted: sealPrivateKey(privateKeyDer, zatcaKeySecret(config)),
        certificate: production.certificateBase64,
        environment: input.environment,
        onboardedAt: now,
        csidToken: production.token,
        csidSecretEncrypted: sealCsidSecret(production.secret, config),
        csidExpiresAt: after.csidExpiresAt,
        csidRefusedAt: null,
      })
      .where(and(eq(zatcaChain.id, 1)));
    // The audit names the environment and certificate, never the key, the token or the secret.
    await audit({
      entityType: 'zatca_onboarding',
      entityId: 'installation',
      action: 'update',
      before: before ?? null,
      after,
    });
  };
}
