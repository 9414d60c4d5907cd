import type { CrewMember } from '@rihla/shared/contracts/crew';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { liveSessionOf, touchSignInSession } from '../../lib/phone-sign-in';
import { drivers } from '../drivers/drivers.table';
import { crewSessions } from './crew.table';

export interface CrewAuth {
  sessionId: string;
  member: CrewMember;
  expiresAt: Date;
}

/**
 * The crew member behind a token: null when it is unknown, expired or revoked, or when the member
 * is no longer active (deactivated, on leave, suspended). The expiry does not slide: a shift ends.
 */
export async function resolveCrewSession(db: Database, token: string): Promise<CrewAuth | null> {
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
    .innerJoin(drivers, eq(drivers.id, crewSessions.subjectId))
    .where(and(liveSessionOf(crewSessions, token), eq(drivers.status, 'active')))
    .limit(1);
  if (!row) return null;
  await touchSignInSession(db, crewSessions, { id: row.sessionId, lastSeenAt: row.lastSeenAt });
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    member: { id: row.id, fullName: row.fullName, role: row.role, phone: row.phone },
  };
}
