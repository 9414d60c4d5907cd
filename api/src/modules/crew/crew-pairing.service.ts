import { randomInt } from 'node:crypto';
import {
  CREW_PAIRING_ALPHABET,
  CREW_PAIRING_LENGTH,
  CREW_PAIRING_TTL_MINUTES,
} from '@rihla/shared/contracts/crew';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { CODE_WINDOW_MS, CODES_PER_ADDRESS } from '../../lib/phone-sign-in';
import { HttpProblem } from '../../lib/problem';
import { sha256 } from '../../lib/tokens';
import { drivers } from '../drivers/drivers.table';
import { crewPairings, crewPairingTries } from './crew.table';

/** Pairing codes one crew member may be given within the sign-in codes' window. */
export const PAIRINGS_PER_MEMBER = 5;
/** Tries to sign in with a pairing code one address may make within the window (as code requests). */
export const PAIRING_TRIES_PER_ADDRESS = CODES_PER_ADDRESS;

const retryAfter = { 'retry-after': String(CODE_WINDOW_MS / 1000) };

/** A new code: CREW_PAIRING_LENGTH letters of the alphabet read without doubt (about 50 bits). */
function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < CREW_PAIRING_LENGTH; i += 1) {
    code += CREW_PAIRING_ALPHABET[randomInt(CREW_PAIRING_ALPHABET.length)];
  }
  return code;
}

/** The crew member's status, or undefined when there is no such member. */
async function memberStatus(db: Database, driverId: string) {
  const [member] = await db
    .select({ status: drivers.status })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return member?.status;
}

/**
 * A pairing code for an active crew member: earlier live codes of the member are revoked (one code
 * shows at a time), at most PAIRINGS_PER_MEMBER within the window (429), refused for a member who
 * is not active (409 `crew.memberInactive`). Returns the code itself, shown once; only its hash is kept.
 */
export async function issueCrewPairing(db: Database, driverId: string) {
  const status = await memberStatus(db, driverId);
  if (!status) return undefined;
  if (status !== 'active') throw new HttpProblem(409, 'crew.memberInactive');
  const now = new Date();
  const [window] = await db
    .select({ issued: sql<number>`count(*)`.mapWith(Number) })
    .from(crewPairings)
    .where(
      and(
        eq(crewPairings.driverId, driverId),
        gt(crewPairings.createdAt, new Date(now.getTime() - CODE_WINDOW_MS)),
      ),
    );
  if ((window?.issued ?? 0) >= PAIRINGS_PER_MEMBER) {
    throw new HttpProblem(429, 'crew.tooManyPairings', [], retryAfter);
  }
  await db
    .update(crewPairings)
    .set({ revokedAt: now })
    .where(
      and(
        eq(crewPairings.driverId, driverId),
        isNull(crewPairings.usedAt),
        isNull(crewPairings.revokedAt),
        gt(crewPairings.expiresAt, now),
      ),
    );
  const code = newPairingCode();
  const expiresAt = new Date(now.getTime() + CREW_PAIRING_TTL_MINUTES * 60_000);
  const [row] = await db
    .insert(crewPairings)
    .values({ driverId, codeHash: sha256(code), createdAt: now, expiresAt })
    .returning({ id: crewPairings.id });
  return { id: (row as { id: string }).id, code, expiresAt };
}

/** Revokes one live code of the member (the dispatcher closed it); the revoked row, or undefined. */
export async function revokeCrewPairing(db: Database, driverId: string, pairingId: string) {
  const [revoked] = await db
    .update(crewPairings)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(crewPairings.id, pairingId),
        eq(crewPairings.driverId, driverId),
        isNull(crewPairings.usedAt),
        isNull(crewPairings.revokedAt),
      ),
    )
    .returning({ id: crewPairings.id, expiresAt: crewPairings.expiresAt });
  return revoked;
}

/**
 * The crew member a pairing code signs in; the code is used up. The try is written before the
 * address's tries are counted (its own among them), so parallel tries cannot all pass: over
 * PAIRING_TRIES_PER_ADDRESS it is taken back and refused (429). An unknown, expired, used or
 * revoked code, and a member no longer active, each get their own 401: the code is about 50
 * random bits, so telling them apart tells a guesser nothing.
 */
export async function redeemCrewPairing(db: Database, code: string, ip: string): Promise<string> {
  const now = new Date();
  const [tryRow] = await db
    .insert(crewPairingTries)
    .values({ ip, at: now })
    .returning({ id: crewPairingTries.id });
  const [window] = await db
    .select({ tries: sql<number>`count(*)`.mapWith(Number) })
    .from(crewPairingTries)
    .where(
      and(eq(crewPairingTries.ip, ip), gt(crewPairingTries.at, new Date(now.getTime() - CODE_WINDOW_MS))),
    );
  if ((window?.tries ?? 0) > PAIRING_TRIES_PER_ADDRESS) {
    await db.delete(crewPairingTries).where(eq(crewPairingTries.id, (tryRow as { id: string }).id));
    throw new HttpProblem(429, 'crew.tooManyPairingTries', [], retryAfter);
  }
  const [pairing] = await db
    .select()
    .from(crewPairings)
    .where(eq(crewPairings.codeHash, sha256(code)))
    .limit(1);
  if (!pairing) throw new HttpProblem(401, 'crew.pairingInvalid');
  if (pairing.usedAt) throw new HttpProblem(401, 'crew.pairingUsed');
  if (pairing.revokedAt) throw new HttpProblem(401, 'crew.pairingRevoked');
  if (pairing.expiresAt <= now) throw new HttpProblem(401, 'crew.pairingExpired');
  if ((await memberStatus(db, pairing.driverId)) !== 'active') {
    throw new HttpProblem(401, 'crew.memberInactive');
  }
  // Single use, also against two phones opening the same link at once.
  const used = await db
    .update(crewPairings)
    .set({ usedAt: now })
    .where(and(eq(crewPairings.id, pairing.id), isNull(crewPairings.usedAt), isNull(crewPairings.revokedAt)))
    .returning({ id: crewPairings.id });
  if (used.length === 0) throw new HttpProblem(401, 'crew.pairingUsed');
  return pairing.driverId;
}

/** Housekeeping: tries past their window, and codes long dead (kept a day for the driver's history). */
export async function purgeOldCrewPairings(db: Database): Promise<void> {
  await db.delete(crewPairingTries).where(lt(crewPairingTries.at, new Date(Date.now() - CODE_WINDOW_MS)));
  await db.delete(crewPairings).where(lt(crewPairings.expiresAt, new Date(Date.now() - 86_400_000)));
}
