import { SIGN_IN_LINK_FRAGMENT } from '@rihla/shared/contracts/family';
import { SIGN_IN_CODE_TTL_MINUTES, SIGN_IN_LINK_TTL_MINUTES } from '@rihla/shared/contracts/phone-sign-in';
import type { Locale } from '@rihla/shared/routes/route-table';
import { and, asc, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import {
  CODE_WINDOW_MS,
  type CodeRules,
  liveSessionOf,
  refuseOverLimits,
  requestSignInCode,
  type SignInSubject,
  touchSignInSession,
  verifySignInCode,
} from '../../lib/phone-sign-in';
import { HttpProblem } from '../../lib/problem';
import { randomToken, sha256 } from '../../lib/tokens';
import type { SendNotice } from '../notices/channels/channel';
import { notices } from '../notices/notices.table';
import { parentRecipient, queueNotice } from '../notices/queue-notice';
import { parentContacts, parents } from '../parents/parents.table';
import { familyCodes, familyLinks, familySessions } from './family.table';

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

/** A guardian of the family (a contact of kind `guardian` on the parent's record). */
const isGuardian = eq(parentContacts.kind, 'guardian');

/**
 * The family a phone signs in to: the parent's whose phone it is, or the parent's who has it as a
 * guardian's (a phone is one parent's or one guardian's, never both: ADR 0075).
 */
async function familyOfPhone(db: Database, phone: string): Promise<string | null> {
  const [parent] = await db.select({ id: parents.id }).from(parents).where(eq(parents.phone, phone)).limit(1);
  if (parent) return parent.id;
  const [guardian] = await db
    .select({ parentId: parentContacts.parentId })
    .from(parentContacts)
    .where(and(eq(parentContacts.phone, phone), isGuardian))
    .limit(1);
  return guardian?.parentId ?? null;
}

/** Texts a sign-in code when the phone is a parent's or a guardian's on file; the same answer when not. */
export async function requestFamilyCode(
  db: Database,
  input: { phone: string; ip: string; locale: Locale; send: SendNotice },
): Promise<void> {
  await requestSignInCode(db, FAMILY_CODES, { ...input, subjectId: await familyOfPhone(db, input.phone) });
}

/**
 * The family whose live code this is (used up), and the guardian when the phone is a guardian's;
 * 401 alike for wrong, expired, used and unknown, and for a guardian removed since the code was sent.
 */
export async function verifyFamilyCode(db: Database, phone: string, code: string): Promise<SignInSubject> {
  const parentId = await verifySignInCode(db, FAMILY_CODES, phone, code);
  const [parent] = await db
    .select({ id: parents.id })
    .from(parents)
    .where(and(eq(parents.id, parentId), eq(parents.phone, phone)));
  if (parent) return { subjectId: parentId, extra: { guardianId: null, method: 'code' } };
  const [guardian] = await db
    .select({ id: parentContacts.id })
    .from(parentContacts)
    .where(and(eq(parentContacts.parentId, parentId), eq(parentContacts.phone, phone), isGuardian));
  if (!guardian) throw new HttpProblem(401, 'family.codeInvalid');
  return { subjectId: parentId, extra: { guardianId: guardian.id, method: 'code' } };
}

/** Whose address it is: the parent's record that has it (the oldest), else a guardian's. */
async function ownerOfAddress(db: Database, email: string) {
  const [parent] = await db
    .select({ parentId: parents.id, name: parents.name })
    .from(parents)
    .where(eq(parents.email, email))
    .orderBy(asc(parents.createdAt), asc(parents.id))
    .limit(1);
  if (parent) return { ...parent, guardianId: null };
  const [guardian] = await db
    .select({ parentId: parentContacts.parentId, name: parentContacts.name, guardianId: parentContacts.id })
    .from(parentContacts)
    .innerJoin(parents, eq(parents.id, parentContacts.parentId))
    .where(and(eq(parentContacts.email, email), isGuardian))
    .orderBy(asc(parents.createdAt), asc(parentContacts.position))
    .limit(1);
  return guardian ?? null;
}

/** Where a link signs in: the app in the family's language, the token in the fragment. */
export function signInLinkUrl(origin: string, language: Locale, token: string): string {
  return `${origin}${language === 'en' ? '/en/family' : '/family'}#${SIGN_IN_LINK_FRAGMENT}=${token}`;
}

/**
 * E-mails a sign-in link (through the notices outbox, in the family's language, with the
 * company's letterhead) when the address is a parent's or a guardian's on file, within the limits
 * of the codes (per address and per client); the same answer when it is not on file.
 */
export async function requestFamilyLink(
  db: Database,
  input: { email: string; ip: string; origin: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const owner = await ownerOfAddress(tx, input.email);
    const token = randomToken();
    const now = Date.now();
    const [row] = await tx
      .insert(familyLinks)
      .values({
        email: input.email,
        ip: input.ip,
        parentId: owner?.parentId ?? null,
        guardianId: owner?.guardianId ?? null,
        tokenHash: owner ? sha256(token) : null,
        createdAt: new Date(now),
        expiresAt: new Date(now + SIGN_IN_LINK_TTL_MINUTES * 60_000),
      })
      .returning({ id: familyLinks.id });
    await refuseOverLimits(
      tx,
      { table: familyLinks, key: familyLinks.email, id: row!.id },
      input.email,
      input.ip,
      'family',
    );
    if (!owner) return;
    const family = await parentRecipient(tx, owner.parentId);
    const language = family?.language ?? 'ar';
    await queueNotice(
      tx,
      {
        key: owner.guardianId ? `guardian:${owner.guardianId}` : `parent:${owner.parentId}`,
        parentId: owner.parentId,
        email: input.email,
        phone: '',
        channels: ['email'],
        language,
      },
      {
        event: 'family-sign-in-link',
        eventKey: `family-sign-in-link:${row!.id}`,
        variables: {
          parentName: owner.name,
          signInLink: signInLinkUrl(input.origin, language, token),
          minutes: String(SIGN_IN_LINK_TTL_MINUTES),
        },
      },
    );
  });
}

/**
 * The family a live link signs in to (used up), with the guardian when it was sent to one; 401
 * `family.linkInvalid` alike for unknown, used and expired links.
 */
export async function verifyFamilyLink(db: Database, token: string): Promise<SignInSubject> {
  const [used] = await db
    .update(familyLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(familyLinks.tokenHash, sha256(token)),
        isNull(familyLinks.usedAt),
        gt(familyLinks.expiresAt, new Date()),
      ),
    )
    .returning({ id: familyLinks.id, parentId: familyLinks.parentId, guardianId: familyLinks.guardianId });
  if (!used?.parentId) throw new HttpProblem(401, 'family.linkInvalid');
  await redactLinks(db, eq(notices.eventKey, `family-sign-in-link:${used.id}`));
  return { subjectId: used.parentId, extra: { guardianId: used.guardianId, method: 'link' } };
}

/**
 * A link's token taken out of its e-mail's copy in the outbox once it can no longer sign in, so the
 * notifications log (and the family's inbox, which leaves these out anyway) never shows a live one.
 */
function redactLinks(db: Database, where: SQL | undefined) {
  return db
    .update(notices)
    .set({
      body: sql`regexp_replace(${notices.body}, ${LINK_IN_BODY}, ${`#${SIGN_IN_LINK_FRAGMENT}=`}, 'g')`,
    })
    .where(and(eq(notices.event, 'family-sign-in-link'), where));
}
const LINK_IN_BODY = `#${SIGN_IN_LINK_FRAGMENT}=[A-Za-z0-9_-]+`;

/**
 * Housekeeping: link requests past the window they count in (a link expires before), and the
 * tokens of expired links out of the outbox's copies.
 */
export async function purgeOldFamilyLinks(db: Database): Promise<void> {
  const since = new Date(Date.now() - Math.max(CODE_WINDOW_MS, SIGN_IN_LINK_TTL_MINUTES * 60_000));
  await db.delete(familyLinks).where(lt(familyLinks.createdAt, since));
  await redactLinks(db, lt(notices.createdAt, new Date(Date.now() - SIGN_IN_LINK_TTL_MINUTES * 60_000)));
}

export interface FamilyAuth {
  sessionId: string;
  /** The family's record (the account holder). */
  parent: { id: string; name: string; phone: string };
  /** The guardian signed in, or null for the account holder. */
  guardian: { id: string; name: string } | null;
  expiresAt: Date;
}

/** The family behind a token: null when it is unknown, expired or revoked (or the record is gone). */
export async function resolveFamilySession(db: Database, token: string): Promise<FamilyAuth | null> {
  const [row] = await db
    .select({
      sessionId: familySessions.id,
      expiresAt: familySessions.expiresAt,
      lastSeenAt: familySessions.lastSeenAt,
      id: parents.id,
      name: parents.name,
      phone: parents.phone,
      guardianId: parentContacts.id,
      guardianName: parentContacts.name,
    })
    .from(familySessions)
    .innerJoin(parents, eq(parents.id, familySessions.subjectId))
    .leftJoin(parentContacts, eq(parentContacts.id, familySessions.guardianId))
    .where(liveSessionOf(familySessions, token))
    .limit(1);
  if (!row) return null;
  await touchSignInSession(db, familySessions, { id: row.sessionId, lastSeenAt: row.lastSeenAt });
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    parent: { id: row.id, name: row.name, phone: row.phone },
    guardian: row.guardianId && row.guardianName ? { id: row.guardianId, name: row.guardianName } : null,
  };
}

/** Who of the family a session is: the guardian's name, or the account holder's. */
export const signedInName = (auth: FamilyAuth) => auth.guardian?.name ?? auth.parent.name;

/**
 * The family's live sessions, newest first, with how each signed in and whose it is: all of them
 * (the console's parent page) or the ones of one person (`guardianId`, null for the account holder).
 */
export async function listFamilySessions(
  db: Database,
  parentId: string,
  person?: { guardianId: string | null },
) {
  const rows = await db
    .select({
      id: familySessions.id,
      createdAt: familySessions.createdAt,
      lastSeenAt: familySessions.lastSeenAt,
      expiresAt: familySessions.expiresAt,
      device: familySessions.device,
      method: familySessions.method,
      guardianId: parentContacts.id,
      guardianName: parentContacts.name,
    })
    .from(familySessions)
    .leftJoin(parentContacts, eq(parentContacts.id, familySessions.guardianId))
    .where(
      and(
        eq(familySessions.subjectId, parentId),
        gt(familySessions.expiresAt, new Date()),
        person
          ? person.guardianId
            ? eq(familySessions.guardianId, person.guardianId)
            : isNull(familySessions.guardianId)
          : undefined,
      ),
    )
    .orderBy(desc(familySessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    device: row.device,
    method: row.method,
    guardian: row.guardianId && row.guardianName ? { id: row.guardianId, name: row.guardianName } : null,
  }));
}
