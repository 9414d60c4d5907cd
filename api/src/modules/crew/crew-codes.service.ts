import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { CREW_CODE_LENGTH, CREW_CODE_TTL_MINUTES } from '@rihla/shared/contracts/crew';
import type { Locale } from '@rihla/shared/routes/route-table';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { HttpProblem } from '../../lib/problem';
import { sha256 } from '../../lib/tokens';
import { drivers } from '../drivers/drivers.table';
import type { SendNotice } from '../notices/channels/channel';
import { crewCodes } from './crew.table';

/** Codes one phone may be sent, and one address may ask for, within the window. */
export const CODES_PER_PHONE = 3;
export const CODES_PER_ADDRESS = 10;
export const CODE_WINDOW_MS = 15 * 60_000;
/** Wrong codes typed before a code dies (a new one must be asked for). */
export const WRONG_TRIES_PER_CODE = 5;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

const SMS_TEXT: Record<Locale, (code: string) => string> = {
  ar: (code) => `رمز دخول تطبيق طاقم رحلة: ${code}\nصالح ${CREW_CODE_TTL_MINUTES} دقائق. لا تعطه لأحد.`,
  en: (code) => `Rihla crew sign-in code: ${code}\nValid ${CREW_CODE_TTL_MINUTES} minutes. Do not share it.`,
};

/** The active crew member (driver or attendant) with this phone, if any. */
export async function activeCrewMemberByPhone(db: Database, phone: string) {
  const [member] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.phone, phone), eq(drivers.status, 'active')))
    .limit(1);
  return member;
}

/**
 * Sends a sign-in code by SMS when the phone is an active crew member's. The request is written
 * before the limits are counted (its own row among them), so parallel requests cannot all pass a
 * count made before any was written; over a limit it is taken back and refused with 429. The
 * answer is the same whether the phone is known or not.
 */
export async function requestCrewCode(
  db: Database,
  input: { phone: string; ip: string; locale: Locale; send: SendNotice },
): Promise<void> {
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** CREW_CODE_LENGTH)).padStart(CREW_CODE_LENGTH, '0');
  const member = await activeCrewMemberByPhone(db, input.phone);
  const now = Date.now();
  await db.insert(crewCodes).values({
    id,
    phone: input.phone,
    ip: input.ip,
    driverId: member?.id ?? null,
    codeHash: member ? codeHash(id, code) : null,
    createdAt: new Date(now),
    expiresAt: new Date(now + CREW_CODE_TTL_MINUTES * 60_000),
  });
  const since = new Date(now - CODE_WINDOW_MS);
  const [window] = await db
    .select({
      phone: sql<number>`count(*) filter (where ${crewCodes.phone} = ${input.phone})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${crewCodes.ip} = ${input.ip})`.mapWith(Number),
    })
    .from(crewCodes)
    .where(
      and(
        gt(crewCodes.createdAt, since),
        sql`(${crewCodes.phone} = ${input.phone} or ${crewCodes.ip} = ${input.ip})`,
      ),
    );
  if (window && (window.phone > CODES_PER_PHONE || window.address > CODES_PER_ADDRESS)) {
    await db.delete(crewCodes).where(eq(crewCodes.id, id));
    throw new HttpProblem(429, 'crew.tooManyCodes', [], { 'retry-after': String(CODE_WINDOW_MS / 1000) });
  }
  if (!member) return;
  try {
    await input.send({
      id,
      channel: 'sms',
      address: input.phone,
      language: input.locale,
      subject: '',
      body: SMS_TEXT[input.locale](code),
    });
  } catch {
    // Not sent: the code can never be typed, and the request does not count against the phone.
    await db.delete(crewCodes).where(eq(crewCodes.id, id));
    throw new HttpProblem(502, 'crew.smsFailed');
  }
}

/**
 * The crew member whose newest live code for this phone is `code`; the code is used up. A wrong
 * code counts a try on it (it dies after WRONG_TRIES_PER_CODE); wrong, expired, used and unknown
 * all get the same 401.
 */
export async function verifyCrewCode(db: Database, phone: string, code: string): Promise<string> {
  const now = new Date();
  const [live] = await db
    .select({ id: crewCodes.id, driverId: crewCodes.driverId, codeHash: crewCodes.codeHash })
    .from(crewCodes)
    .where(
      and(
        eq(crewCodes.phone, phone),
        isNotNull(crewCodes.codeHash),
        isNull(crewCodes.usedAt),
        gt(crewCodes.expiresAt, now),
        lt(crewCodes.wrongTries, WRONG_TRIES_PER_CODE),
      ),
    )
    .orderBy(desc(crewCodes.createdAt))
    .limit(1);
  const invalid = new HttpProblem(401, 'crew.codeInvalid');
  if (!live?.codeHash || !live.driverId) throw invalid;
  const given = Buffer.from(codeHash(live.id, code));
  if (!timingSafeEqual(given, Buffer.from(live.codeHash))) {
    await db
      .update(crewCodes)
      .set({ wrongTries: sql`${crewCodes.wrongTries} + 1` })
      .where(eq(crewCodes.id, live.id));
    throw invalid;
  }
  // Single use, also against two phones typing the same code at once.
  const used = await db
    .update(crewCodes)
    .set({ usedAt: now })
    .where(and(eq(crewCodes.id, live.id), isNull(crewCodes.usedAt)))
    .returning({ id: crewCodes.id });
  if (used.length === 0) throw invalid;
  // Deactivated between the code and its use.
  const [member] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.id, live.driverId), eq(drivers.status, 'active')));
  if (!member) throw invalid;
  return member.id;
}

/** Housekeeping: codes past the window they count in (a code expires long before). */
export async function purgeOldCrewCodes(db: Database): Promise<void> {
  await db.delete(crewCodes).where(lt(crewCodes.createdAt, new Date(Date.now() - CODE_WINDOW_MS)));
}
