import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { type Channels, type NoticeAttachment, NoticeUnreachable } from './channels/channel';
import { noticePreferences, notices } from './notices.table';
import { quietHoursEnd } from './quiet-hours';

export interface DeliveryOptions {
  channels: Channels;
  /** The first retry's wait; doubled at each next attempt, at most MAX_BACKOFF_MS. */
  retryMs: number;
  maxAttempts: number;
  /** The operators' zone, in which parents' quiet hours are read. */
  timeZone: string;
  /**
   * The files an e-mail notice carries, by its event (an invoice's PDF) or its body (the logo of a
   * signed e-mail): given by the composing app, so the outbox knows no producer. A failure to make
   * them is a failed attempt, retried.
   */
  attachmentsOf?: (notice: Pick<NoticeRow, 'event' | 'eventKey' | 'body'>) => Promise<NoticeAttachment[]>;
}

/** How long a claim holds a notice: a worker that dies mid-send leaves it to another after this. */
const LEASE_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;
const BATCH = 20;
/** The notices an invoice run writes by the thousand (ADR 0044). */
const BILLS = ['invoice-issued', 'invoice-overdue'];

type NoticeRow = typeof notices.$inferSelect;

/**
 * Takes up to BATCH notices that are due, skipping rows another API process has locked, and leases
 * them (`sending`, `locked_until`) in a short transaction: no transaction stays open while a provider
 * is called, and two replicas never take the same notice.
 */
async function claimDue(db: Database): Promise<NoticeRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notices)
      .where(
        and(
          or(
            eq(notices.status, 'pending'),
            and(eq(notices.status, 'sending'), lt(notices.lockedUntil, sql`now()`)),
          ),
          lte(notices.nextAttemptAt, sql`now()`),
        ),
      )
      // A month's bills go after every other due notice: each renders its PDF, and a run of thousands
      // must not hold back a bus-near notice or the answer to a family's registration meanwhile.
      .orderBy(asc(sql`${notices.event} in ${BILLS}`), asc(notices.nextAttemptAt), asc(notices.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const lockedUntil = new Date(Date.now() + LEASE_MS);
    await tx
      .update(notices)
      .set({ status: 'sending', lockedUntil, updatedAt: new Date() })
      .where(
        inArray(
          notices.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, status: 'sending' as const, lockedUntil }));
  });
}

/** Records an attempt's outcome, unless the lease ran out and another worker took the notice meanwhile. */
async function record(db: Database, claimed: NoticeRow, fields: Partial<typeof notices.$inferInsert>) {
  await db
    .update(notices)
    .set({ ...fields, lockedUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(notices.id, claimed.id),
        eq(notices.status, 'sending'),
        eq(notices.lockedUntil, claimed.lockedUntil!),
      ),
    );
}

/** When the recipient's quiet hours end, if they are in them now (a family not yet a parent has none). */
async function parentsQuietEnd(db: Database, notice: NoticeRow, timeZone: string): Promise<Date | null> {
  if (!notice.parentId) return null;
  const [preferences] = await db
    .select({ from: noticePreferences.quietFrom, until: noticePreferences.quietUntil })
    .from(noticePreferences)
    .where(eq(noticePreferences.parentId, notice.parentId));
  return preferences ? quietHoursEnd(new Date(), timeZone, preferences.from, preferences.until) : null;
}

async function deliverOne(db: Database, notice: NoticeRow, options: DeliveryOptions): Promise<void> {
  const send = options.channels[notice.channel];
  if (!send) {
    await record(db, notice, { status: 'unsent', lastError: 'notices.noChannel' });
    return;
  }
  const quietEnd = notice.safety ? null : await parentsQuietEnd(db, notice, options.timeZone);
  if (quietEnd) {
    // Held, not attempted: it goes out when the parent's quiet hours end.
    await record(db, notice, { status: 'pending', nextAttemptAt: quietEnd });
    return;
  }
  const attempts = notice.attempts + 1;
  try {
    const attachments =
      notice.channel === 'email' && options.attachmentsOf ? await options.attachmentsOf(notice) : [];
    await send(attachments.length > 0 ? { ...notice, attachments } : notice);
    await record(db, notice, { status: 'sent', attempts, sentAt: new Date(), lastError: null });
  } catch (error) {
    if (error instanceof NoticeUnreachable) {
      await record(db, notice, { status: 'unsent', attempts, lastError: error.message });
      return;
    }
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (attempts >= options.maxAttempts) {
      await record(db, notice, { status: 'failed', attempts, lastError: reason });
      return;
    }
    const wait = Math.min(options.retryMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    await record(db, notice, {
      status: 'pending',
      attempts,
      lastError: reason,
      nextAttemptAt: new Date(Date.now() + wait),
    });
  }
}

/**
 * Delivers every notice due now, batch after batch. Answers how many it attempted. It yields before
 * each batch: on PGlite a query answers without a turn of the event loop, so a loop of them (10 000
 * notices after an invoice run) would hold every other request until the last was recorded.
 */
export async function deliverDue(db: Database, options: DeliveryOptions): Promise<number> {
  let attempted = 0;
  for (;;) {
    await yieldToOtherRequests();
    const claimed = await claimDue(db);
    if (claimed.length === 0) return attempted;
    for (const notice of claimed) await deliverOne(db, notice, options);
    attempted += claimed.length;
  }
}
