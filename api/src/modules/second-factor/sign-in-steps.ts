import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { randomToken, sha256 } from '../../lib/tokens';
import { rememberedDevices, signInChallenges } from './second-factor.table';

/** How long the code step may take after the password. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The cookie that names a remembered device (sent to the sign-in endpoints only). */
export const DEVICE_COOKIE = 'rihla_device';
export const DEVICE_COOKIE_PATH = '/api/v1/auth';

export async function createChallenge(db: Database, operatorId: string): Promise<string> {
  const token = randomToken();
  await db
    .insert(signInChallenges)
    .values({ tokenHash: sha256(token), operatorId, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return token;
}

/** The operator a live challenge was given to; null when unknown or expired. */
export async function challengeOperator(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ operatorId: signInChallenges.operatorId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, sha256(token)), gt(signInChallenges.expiresAt, new Date())));
  return row?.operatorId ?? null;
}

export async function endChallenge(db: Database, token: string): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, sha256(token)));
}

export async function rememberDevice(db: Database, operatorId: string): Promise<string> {
  const token = randomToken();
  await db.insert(rememberedDevices).values({ tokenHash: sha256(token), operatorId });
  return token;
}

/** The device was remembered for this operator within the company's current number of days. */
export async function isRememberedDevice(
  db: Database,
  token: string | undefined,
  operatorId: string,
  days: number,
): Promise<boolean> {
  if (!token || days <= 0) return false;
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.tokenHash, sha256(token)),
        eq(rememberedDevices.operatorId, operatorId),
        gt(rememberedDevices.createdAt, new Date(Date.now() - days * 86_400_000)),
      ),
    );
  return Boolean(row);
}

/** Housekeeping: challenges past their five minutes. */
export async function purgeExpiredChallenges(db: Database): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
}
