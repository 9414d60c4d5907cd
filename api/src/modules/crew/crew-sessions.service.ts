import type { CrewMember, CrewSessionRow } from '@rihla/shared/contracts/crew';
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { randomToken, sha256 } from '../../lib/tokens';
import { drivers } from '../drivers/drivers.table';
import { crewSessions } from './crew.table';

/** Last-seen is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface CrewAuth {
  sessionId: string;
  member: CrewMember;
  expiresAt: Date;
}

/** A new session of a shift's length; only a SHA-256 of its token is kept. */
export async function createCrewSession(
  db: Database,
  driverId: string,
  device: string | null,
  hours: number,
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await db.insert(crewSessions).values({ tokenHash: sha256(token), driverId, device, expiresAt });
  return { token, expiresAt };
}

/**
 * The crew member behind a token: null when it is unknown, expired or revoked, or when the member
 * is no longer active (deactivated, on leave, suspended). The expiry does not slide: a shift ends.
 */
export async function resolveCrewSession(db: Database, token: string): Promise<CrewAuth | null> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: crewSessions.id,
      expiresAt: crewSessions.expiresAt,
      lastSeenAt: crewSessions.lastSeenAt,
      id: drivers.id,
      fullName: drivers.fullName,
      role: drivers.role,
      phone: drivers.phone,
    })
    .from(crewSessions)
    .innerJoin(drivers, eq(drivers.id, crewSessions.driverId))
    .where(
      and(
        eq(crewSessions.tokenHash, sha256(token)),
        gt(crewSessions.expiresAt, now),
        eq(drivers.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(crewSessions).set({ lastSeenAt: now }).where(eq(crewSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    member: { id: row.id, fullName: row.fullName, role: row.role, phone: row.phone },
  };
}

export async function deleteCrewSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(crewSessions).where(eq(crewSessions.id, sessionId));
}

/** The live sessions of one crew member, newest first (the driver's page). */
export async function listCrewSessions(db: Database, driverId: string): Promise<CrewSessionRow[]> {
  const rows = await db
    .select()
    .from(crewSessions)
    .where(and(eq(crewSessions.driverId, driverId), gt(crewSessions.expiresAt, new Date())))
    .orderBy(desc(crewSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    device: row.device,
  }));
}

/** Signs one phone of this crew member out; the removed row (for the audit), or undefined. */
export async function revokeCrewSession(db: Database, driverId: string, sessionId: string) {
  const [removed] = await db
    .delete(crewSessions)
    .where(and(eq(crewSessions.id, sessionId), eq(crewSessions.driverId, driverId)))
    .returning({ id: crewSessions.id, createdAt: crewSessions.createdAt, device: crewSessions.device });
  return removed;
}

export async function purgeExpiredCrewSessions(db: Database): Promise<void> {
  await db.delete(crewSessions).where(lt(crewSessions.expiresAt, new Date()));
}
