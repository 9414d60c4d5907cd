import type { Role, Session } from '@rihla/shared/contracts/auth';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { randomToken, sha256 } from '../../lib/tokens';
import { company } from '../company/company.table';
import { operators } from '../operators/operators.table';
import { effectiveSchoolIds } from '../regions/regions.service';
import { secondFactorRequired } from '../second-factor/second-factor.service';
import { sessions } from './auth.table';

type SessionOperator = Session['operator'];

export interface AuthContext {
  sessionId: string;
  operator: SessionOperator;
  csrfToken: string;
  expiresAt: Date;
  /** The expiry was just slid forward, so the cookie must be re-sent with it. */
  refreshed: boolean;
}

/** Sliding expiry is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Database, operatorId: string, ttlHours: number) {
  const token = randomToken();
  const csrfToken = randomToken(24);
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), operatorId, csrfToken, expiresAt })
    .returning({ id: sessions.id });
  return { token, csrfToken, expiresAt, sessionId: row!.id };
}

/** The live session behind a cookie token, its expiry slid forward; null if unknown, expired or disabled. */
export async function resolveSession(
  db: Database,
  token: string,
  ttlHours: number,
): Promise<AuthContext | null> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      id: operators.id,
      email: operators.email,
      name: operators.name,
      role: operators.role,
      mustChangePassword: operators.mustChangePassword,
      locale: operators.locale,
      colorScheme: operators.colorScheme,
      schoolIds: operators.schoolIds,
      regionIds: operators.regionIds,
      hasSecondFactor: sql<boolean>`${operators.totpConfirmedAt} is not null`.mapWith(Boolean),
      secondFactorSetting: company.secondFactorRequired,
    })
    .from(sessions)
    .innerJoin(operators, eq(operators.id, sessions.operatorId))
    // The company is one row: its second-factor setting comes along with the session.
    .innerJoin(company, sql`true`)
    .where(
      and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now), eq(operators.active, true)),
    )
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  const refreshed = now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  if (refreshed) {
    expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    expiresAt,
    refreshed,
    operator: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      mustChangePassword: row.mustChangePassword,
      locale: row.locale,
      colorScheme: row.colorScheme,
      mustEnrolSecondFactor: secondFactorRequired(row.secondFactorSetting, row.role) && !row.hasSecondFactor,
      // The regions resolved to their schools now: every scoped condition reads schools only (ADR 0076).
      schoolIds: await effectiveSchoolIds(db, row.schoolIds ?? null, row.regionIds ?? null),
    },
  };
}

/** The role behind each of these sessions that is still live: not signed out, expired or deactivated. */
export async function liveSessionRoles(db: Database, sessionIds: string[]): Promise<Map<string, Role>> {
  const rows = await db
    .select({ sessionId: sessions.id, role: operators.role })
    .from(sessions)
    .innerJoin(operators, eq(operators.id, sessions.operatorId))
    .where(
      and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, new Date()), eq(operators.active, true)),
    );
  return new Map(rows.map((row) => [row.sessionId, row.role]));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeSessions(
  db: Database,
  operatorId: string,
  keepSessionId?: string,
): Promise<void> {
  const own = eq(sessions.operatorId, operatorId);
  await db.delete(sessions).where(keepSessionId ? and(own, ne(sessions.id, keepSessionId)) : own);
}

export async function purgeExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
