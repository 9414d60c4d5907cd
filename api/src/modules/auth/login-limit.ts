import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { loginFailures } from './auth.table';

/** Failed sign-ins of one email from one address within the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account, from all addresses together, before each further attempt must wait. */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest wait between two attempts on one account: how long an attacker can keep its owner out. */
export const ACCOUNT_MAX_DELAY_SECONDS = 60;

/** Seconds an attempt on an account with `failures` earlier failures waits after the last one: 1, 2, 4 … 60. */
function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

const secondsUntil = (at: number) => Math.max(1, Math.ceil((at - Date.now()) / 1000));

/**
 * Counts a sign-in attempt before its password is checked, so parallel attempts cannot all pass
 * a check made before any of them was counted: the attempt is written first (committed on its
 * own), then the attempts of the window are counted, its own among them. Every attempt sees all
 * attempts written before it, so at most LOGIN_MAX_FAILURES per email and address get a
 * password check, and after ACCOUNT_FREE_FAILURES on the account, one per growing delay.
 * Over a limit the attempt is taken back and refused as 429 with Retry-After. Returns the
 * attempt's id: it stays as a failure unless the sign-in succeeds.
 */
export async function beginLoginAttempt(db: Database, email: string, ip: string): Promise<string> {
  // Stamped on the clock the waits below are measured on (the database's may differ from it).
  const [attempt] = await db
    .insert(loginFailures)
    .values({ email, ip, at: new Date() })
    .returning({ id: loginFailures.id });
  const attemptId = (attempt as { id: string }).id;
  const [window] = await db
    .select({
      account: count(),
      fromAddress: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      oldestFromAddress: sql<
        Date | string | null
      >`min(${loginFailures.at}) filter (where ${loginFailures.ip} = ${ip})`,
      lastOther: sql<
        Date | string | null
      >`max(${loginFailures.at}) filter (where ${loginFailures.id} <> ${attemptId})`,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, new Date(Date.now() - LOGIN_WINDOW_MS))));
  let retryAfter: number | null = null;
  if (window && window.fromAddress > LOGIN_MAX_FAILURES && window.oldestFromAddress) {
    retryAfter = secondsUntil(new Date(window.oldestFromAddress).getTime() + LOGIN_WINDOW_MS);
  } else if (window?.lastOther) {
    const waitUntil = new Date(window.lastOther).getTime() + accountDelaySeconds(window.account - 1) * 1000;
    if (waitUntil > Date.now()) retryAfter = secondsUntil(waitUntil);
  }
  if (retryAfter === null) return attemptId;
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
  throw new HttpProblem(429, 'auth.rateLimited', [], { 'retry-after': String(retryAfter) });
}

/** A successful sign-in forgets this address's failures (other addresses' stay counted on the account). */
export async function clearLoginFailures(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

export async function purgeOldLoginFailures(db: Database): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_WINDOW_MS)));
}
