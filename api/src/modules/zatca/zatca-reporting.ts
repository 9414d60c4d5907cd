import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import type { ZatcaMessage } from '@rihla/shared/contracts/zatca';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/types';
import { openBytes } from '../../lib/sealed-secret';
import { zatcaChain, zatcaDocuments, zatcaReports } from './zatca.table';
import { type CsidCredentials, gatewayUrl, reportDocument } from './zatca-gateway';
import { zatcaKeySecret } from './zatca-issue';
import { CSID_SECRET_PURPOSE } from './zatca-onboarding.service';

type Config = Pick<
  AppConfig,
  'ZATCA_API_URL' | 'ZATCA_KEY_SECRET' | 'ZATCA_TIMEOUT_MS' | 'ZATCA_REPORT_RETRY_MS'
>;

/** How long a claim holds a report: a process that dies mid-call leaves it to another after this. */
const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;
const BATCH = 20;

type ReportRow = typeof zatcaReports.$inferSelect;

/** What a sweep did: reports attempted, and whether ZATCA refused the CSID (the console's alarm). */
export interface SweepResult {
  attempted: number;
  refused: boolean;
}

/**
 * Takes up to BATCH due reports, skipping rows another API process has locked, and leases them in
 * a short transaction (the notices outbox's pattern): no transaction stays open while ZATCA is
 * called, and two replicas never report the same document.
 */
async function claimDue(db: Database): Promise<ReportRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(zatcaReports)
      .where(
        and(
          or(
            eq(zatcaReports.state, 'pending'),
            and(eq(zatcaReports.state, 'sending'), lt(zatcaReports.lockedUntil, sql`now()`)),
          ),
          lte(zatcaReports.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(zatcaReports.nextAttemptAt), asc(zatcaReports.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const lockedUntil = new Date(Date.now() + LEASE_MS);
    await tx
      .update(zatcaReports)
      .set({ state: 'sending', lockedUntil })
      .where(
        inArray(
          zatcaReports.documentId,
          due.map((row) => row.documentId),
        ),
      );
    return due.map((row) => ({ ...row, state: 'sending' as const, lockedUntil }));
  });
}

/** Records an attempt's outcome, unless the lease ran out and another process took the report meanwhile. */
async function record(
  db: Database,
  claimed: ReportRow,
  fields: Partial<typeof zatcaReports.$inferInsert>,
  status?: (typeof zatcaDocuments.$inferSelect)['status'],
) {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(zatcaReports)
      .set({ ...fields, lockedUntil: null })
      .where(
        and(
          eq(zatcaReports.documentId, claimed.documentId),
          eq(zatcaReports.state, 'sending'),
          eq(zatcaReports.lockedUntil, claimed.lockedUntil!),
        ),
      )
      .returning({ documentId: zatcaReports.documentId });
    // The document's reporting status: the one change its immutability trigger allows.
    if (updated && status) {
      await tx.update(zatcaDocuments).set({ status }).where(eq(zatcaDocuments.id, claimed.documentId));
    }
  });
}

const retryAt = (attempts: number, config: Config) =>
  new Date(Date.now() + Math.min(config.ZATCA_REPORT_RETRY_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS));

/** The production CSID's credentials, the secret opened (never logged); null when not onboarded. */
async function credentials(db: Database, config: Config) {
  const [chain] = await db.select().from(zatcaChain).where(eq(zatcaChain.id, 1));
  if (!chain?.onboardedAt || !chain.csidToken || !chain.csidSecretEncrypted || !chain.environment)
    return null;
  const secret = openBytes(chain.csidSecretEncrypted, zatcaKeySecret(config), CSID_SECRET_PURPOSE);
  if (!secret) return null;
  const csid: CsidCredentials = { token: chain.csidToken, secret: secret.toString('utf8') };
  return { csid, base: gatewayUrl(chain.environment, config.ZATCA_API_URL), refused: chain.csidRefusedAt };
}

const verdictStatus = {
  reported: 'reported',
  warnings: 'reported_with_warnings',
  rejected: 'rejected',
} as const;

/**
 * Reports every document due now, batch after batch, with the production CSID. ZATCA's verdict is
 * kept (reported, with warnings, rejected with its messages: a rejected document is not sent again);
 * ZATCA not answering keeps the document queued with a doubled wait; ZATCA refusing the CSID marks
 * it refused (signing stops, the console shows the alarm) and keeps the documents queued.
 */
export async function reportDue(db: Database, config: Config): Promise<SweepResult> {
  const result: SweepResult = { attempted: 0, refused: false };
  const gateway = await credentials(db, config);
  if (!gateway || gateway.refused) return { attempted: 0, refused: Boolean(gateway?.refused) };
  for (;;) {
    await yieldToOtherRequests();
    const claimed = await claimDue(db);
    if (claimed.length === 0) return result;
    const documents = await db
      .select({ id: zatcaDocuments.id, invoiceHash: zatcaDocuments.invoiceHash, xml: zatcaDocuments.xml })
      .from(zatcaDocuments)
      .where(
        inArray(
          zatcaDocuments.id,
          claimed.map((row) => row.documentId),
        ),
      );
    const byId = new Map(documents.map((doc) => [doc.id, doc]));
    for (const report of claimed) {
      const doc = byId.get(report.documentId)!;
      const attempts = report.attempts + 1;
      const outcome = result.refused
        ? ({ kind: 'unauthorized' } as const)
        : await reportDocument(gateway.base, gateway.csid, { uuid: doc.id, ...doc }, config.ZATCA_TIMEOUT_MS);
      if (outcome.kind === 'unauthorized') {
        if (!result.refused) {
          result.refused = true;
          await db.update(zatcaChain).set({ csidRefusedAt: new Date() }).where(eq(zatcaChain.id, 1));
        }
        await record(db, report, { state: 'pending', attempts, lastError: 'zatca.csidRefused' });
      } else if (outcome.kind === 'unavailable') {
        await record(db, report, {
          state: 'pending',
          attempts,
          lastError: outcome.reason.slice(0, 500),
          nextAttemptAt: retryAt(attempts, config),
        });
      } else {
        const messages: ZatcaMessage[] = outcome.messages;
        await record(
          db,
          report,
          { state: 'done', attempts, lastError: null, messages, reportedAt: new Date() },
          verdictStatus[outcome.kind],
        );
      }
    }
    result.attempted += claimed.length;
    if (result.refused) return result;
  }
}
