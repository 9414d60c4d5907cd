import { SIGN_IN_CODE_TTL_MINUTES } from '@rihla/shared/contracts/phone-sign-in';
import type { Locale } from '@rihla/shared/routes/route-table';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import {
  type CodeRules,
  liveSessionOf,
  requestSignInCode,
  touchSignInSession,
  verifySignInCode,
} from '../../lib/phone-sign-in';
import type { SendNotice } from '../notices/channels/channel';
import { parents } from '../parents/parents.table';
import { familyCodes, familySessions } from './family.table';

const FAMILY_CODES: CodeRules = {
  table: familyCodes,
  prefix: 'family',
  smsText: {
    ar: (code) =>
      `رمز دخول تطبيق رحلة للأسرة: ${code}\nصالح ${SIGN_IN_CODE_TTL_MINUTES} دقائق. لا تعطه لأحد.`,
    en: (code) =>
      `Rihla family sign-in code: ${code}\nValid ${SIGN_IN_CODE_TTL_MINUTES} minutes. Do not share it.`,
  },
};

/** Texts a sign-in code when the phone is a parent's on file; the same answer when it is not. */
export async function requestFamilyCode(
  db: Database,
  input: { phone: string; ip: string; locale: Locale; send: SendNotice },
): Promise<void> {
  const [parent] = await db
    .select({ id: parents.id })
    .from(parents)
    .where(eq(parents.phone, input.phone))
    .limit(1);
  await requestSignInCode(db, FAMILY_CODES, { ...input, subjectId: parent?.id ?? null });
}

/** The parent whose live code this is (used up); 401 alike for wrong, expired, used and unknown. */
export function verifyFamilyCode(db: Database, phone: string, code: string): Promise<string> {
  return verifySignInCode(db, FAMILY_CODES, phone, code);
}

export interface FamilyAuth {
  sessionId: string;
  parent: { id: string; name: string; phone: string };
  expiresAt: Date;
}

/** The parent behind a token: null when it is unknown, expired or revoked (or the parent is gone). */
export async function resolveFamilySession(db: Database, token: string): Promise<FamilyAuth | null> {
  const [row] = await db
    .select({
      sessionId: familySessions.id,
      expiresAt: familySessions.expiresAt,
      lastSeenAt: familySessions.lastSeenAt,
      id: parents.id,
      name: parents.name,
      phone: parents.phone,
    })
    .from(familySessions)
    .innerJoin(parents, eq(parents.id, familySessions.subjectId))
    .where(liveSessionOf(familySessions, token))
    .limit(1);
  if (!row) return null;
  await touchSignInSession(db, familySessions, { id: row.sessionId, lastSeenAt: row.lastSeenAt });
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    parent: { id: row.id, name: row.name, phone: row.phone },
  };
}
