import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { loginFailures } from './auth.table';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/** Seconds until this email+IP may try again, or null when it is under the limit. */
export async function loginRetryAfter(db: Database, email: string, ip: string): Promise<number | null> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  if (!row || row.failures < LOGIN_MAX_FAILURES || !row.oldest) return null;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - Date.now()) / 1000));
}

export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearLoginFailures(db: Database, email: string, ip: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ip, ip)));
}

export async function purgeOldLoginFailures(db: Database): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - LOGIN_WINDOW_MS)));
}
