import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_MINUTES } from '@rihla/shared/contracts/phone-sign-in';
import type { Locale } from '@rihla/shared/routes/route-table';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Database } from '../db/types';
import { HttpProblem } from './problem';
import { randomToken, sha256 } from './tokens';

/**
 * Sign-in on a phone app by a code texted to a phone on file (the crew's and the families' apps,
 * ADR 0051 and 0053): the tables' shape, the codes (hashed, single-use, short-lived,
 * rate-limited) and the sessions (hashed tokens, listed, revocable). Each app keeps its own two
 * tables and names the record a phone belongs to (`subjectId`: a crew member, a parent).
 */

/** Codes one phone may be sent, and one address may ask for, within the window. */
export const CODES_PER_PHONE = 3;
export const CODES_PER_ADDRESS = 10;
export const CODE_WINDOW_MS = 15 * 60_000;
/** Wrong codes typed before a code dies (a new one must be asked for). */
export const WRONG_TRIES_PER_CODE = 5;
/** Last-seen is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A sign-in codes table: only a SHA-256 of the code (salted with the row's id) is kept. Every
 * request is a row, also for unknown phones (`subjectId` null), so the limits per phone and per
 * address count them alike.
 */
export function signInCodesTable(name: string, subjectColumn: string, subject: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      phone: text('phone').notNull(),
      ip: text('ip').notNull(),
      subjectId: uuid(subjectColumn).references(subject, { onDelete: 'cascade' }),
      codeHash: text('code_hash'),
      wrongTries: integer('wrong_tries').notNull().default(0),
      createdAt: at('created_at').notNull().defaultNow(),
      expiresAt: at('expires_at').notNull(),
      usedAt: at('used_at'),
    },
    (t) => [
      index(`${name}_phone_created_idx`).on(t.phone, t.createdAt),
      index(`${name}_ip_created_idx`).on(t.ip, t.createdAt),
    ],
  );
}

/** A signed-in phone's sessions table: only a SHA-256 of the token is kept. */
export function signInSessionsTable<Extra extends Record<string, PgColumnBuilderBase> = Record<never, never>>(
  name: string,
  subjectColumn: string,
  subject: () => AnyPgColumn,
  extra: Extra = {} as Extra,
) {
  return pgTable(
    name,
    {
      ...extra,
      id: uuid('id').primaryKey().defaultRandom(),
      tokenHash: text('token_hash').notNull().unique(),
      subjectId: uuid(subjectColumn).notNull().references(subject, { onDelete: 'cascade' }),
      device: text('device'),
      createdAt: at('created_at').notNull().defaultNow(),
      lastSeenAt: at('last_seen_at').notNull().defaultNow(),
      expiresAt: at('expires_at').notNull(),
    },
    (t) => [
      index(`${name}_${subjectColumn.replace(/_id$/, '')}_idx`).on(t.subjectId),
      index(`${name}_expires_idx`).on(t.expiresAt),
    ],
  );
}

export type SignInCodesTable = ReturnType<typeof signInCodesTable>;
export type SignInSessionsTable = ReturnType<typeof signInSessionsTable<Record<never, never>>>;

/** Hands a text message to the configured SMS provider (the notices' SMS channel). */
export type SendSms = (message: {
  id: string;
  channel: 'sms';
  address: string;
  language: string;
  subject: string;
  body: string;
}) => Promise<void>;

/** Which app's codes, and the problem keys and text of its messages (`<prefix>.codeInvalid`, …). */
export interface CodeRules {
  table: SignInCodesTable;
  prefix: 'crew' | 'family';
  smsText: Record<Locale, (code: string) => string>;
}

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/** A table of sign-in requests (codes, e-mailed links): one row per request, by whom and from where. */
interface RequestsTable {
  table: PgTable & { id: AnyPgColumn; ip: AnyPgColumn; createdAt: AnyPgColumn };
  /** The column of the phone or address the request was for. */
  key: AnyPgColumn;
  /** The request's row, just written. */
  id: string;
}

/**
 * The limits of sign-in requests: CODES_PER_PHONE for one phone (or address) and CODES_PER_ADDRESS
 * from one client within CODE_WINDOW_MS. Counted after the request's own row is written, so
 * parallel requests cannot all pass a count made before any was written; over a limit the row is
 * taken back and the request refused with 429 `<prefix>.tooManyCodes`.
 */
export async function refuseOverLimits(
  db: Database,
  requests: RequestsTable,
  key: string,
  ip: string,
  prefix: CodeRules['prefix'],
): Promise<void> {
  const { table } = requests;
  const since = new Date(Date.now() - CODE_WINDOW_MS);
  const [window] = await db
    .select({
      key: sql<number>`count(*) filter (where ${requests.key} = ${key})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${table.ip} = ${ip})`.mapWith(Number),
    })
    .from(table)
    .where(and(gt(table.createdAt, since), sql`(${requests.key} = ${key} or ${table.ip} = ${ip})`));
  if (window && (window.key > CODES_PER_PHONE || window.address > CODES_PER_ADDRESS)) {
    await db.delete(table).where(eq(table.id, requests.id));
    throw new HttpProblem(429, `${prefix}.tooManyCodes`, [], {
      'retry-after': String(CODE_WINDOW_MS / 1000),
    });
  }
}

/**
 * Sends a sign-in code by SMS when `subjectId` (the phone's record, looked up by the caller) is
 * set, within the limits (`refuseOverLimits`). The answer is the same whether the phone is known
 * or not.
 */
export async function requestSignInCode(
  db: Database,
  rules: CodeRules,
  input: { phone: string; ip: string; locale: Locale; send: SendSms; subjectId: string | null },
): Promise<void> {
  const { table } = rules;
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, '0');
  const now = Date.now();
  await db.insert(table).values({
    id,
    phone: input.phone,
    ip: input.ip,
    subjectId: input.subjectId,
    codeHash: input.subjectId ? codeHash(id, code) : null,
    createdAt: new Date(now),
    expiresAt: new Date(now + SIGN_IN_CODE_TTL_MINUTES * 60_000),
  });
  await refuseOverLimits(db, { table, key: table.phone, id }, input.phone, input.ip, rules.prefix);
  if (!input.subjectId) return;
  try {
    await input.send({
      id,
      channel: 'sms',
      address: input.phone,
      language: input.locale,
      subject: '',
      body: rules.smsText[input.locale](code),
    });
  } catch {
    // Not sent: the code can never be typed, and the request does not count against the phone.
    await db.delete(table).where(eq(table.id, id));
    throw new HttpProblem(502, `${rules.prefix}.smsFailed`);
  }
}

/**
 * The record whose newest live code for this phone is `code`; the code is used up. A wrong code
 * counts a try on it (it dies after WRONG_TRIES_PER_CODE); wrong, expired, used and unknown all
 * get the same 401.
 */
export async function verifySignInCode(
  db: Database,
  rules: Pick<CodeRules, 'table' | 'prefix'>,
  phone: string,
  code: string,
): Promise<string> {
  const { table } = rules;
  const now = new Date();
  const [live] = await db
    .select({ id: table.id, subjectId: table.subjectId, codeHash: table.codeHash })
    .from(table)
    .where(
      and(
        eq(table.phone, phone),
        isNotNull(table.codeHash),
        isNull(table.usedAt),
        gt(table.expiresAt, now),
        lt(table.wrongTries, WRONG_TRIES_PER_CODE),
      ),
    )
    .orderBy(desc(table.createdAt))
    .limit(1);
  const invalid = new HttpProblem(401, `${rules.prefix}.codeInvalid`);
  if (!live?.codeHash || !live.subjectId) throw invalid;
  const given = Buffer.from(codeHash(live.id, code));
  if (!timingSafeEqual(given, Buffer.from(live.codeHash))) {
    await db
      .update(table)
      .set({ wrongTries: sql`${table.wrongTries} + 1` })
      .where(eq(table.id, live.id));
    throw invalid;
  }
  // Single use, also against two phones typing the same code at once.
  const used = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.id, live.id), isNull(table.usedAt)))
    .returning({ id: table.id });
  if (used.length === 0) throw invalid;
  return live.subjectId;
}

/** Housekeeping: codes past the window they count in (a code expires long before). */
export async function purgeOldSignInCodes(db: Database, table: SignInCodesTable): Promise<void> {
  await db.delete(table).where(lt(table.createdAt, new Date(Date.now() - CODE_WINDOW_MS)));
}

/** Values of an app's own session columns (the families': the guardian, how it signed in). */
export type SessionExtra = Record<string, unknown>;

/** Who a sign-in signs in: the record, and the values of the app's own session columns. */
export interface SignInSubject {
  subjectId: string;
  extra?: SessionExtra;
}

/** A new session of `hours`; only a SHA-256 of its token is kept. */
export async function createSignInSession(
  db: Database,
  table: SignInSessionsTable,
  input: { subjectId: string; device: string | null; hours: number; extra?: SessionExtra },
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + input.hours * 3_600_000);
  await db.insert(table).values({
    ...input.extra,
    tokenHash: sha256(token),
    subjectId: input.subjectId,
    device: input.device,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Where a live session's token is this one (to join with the record it belongs to). */
export function liveSessionOf(table: SignInSessionsTable, token: string) {
  return and(eq(table.tokenHash, sha256(token)), gt(table.expiresAt, new Date()));
}

/** Marks a session seen (at most once a minute). */
export async function touchSignInSession(
  db: Database,
  table: SignInSessionsTable,
  session: { id: string; lastSeenAt: Date },
): Promise<void> {
  const now = new Date();
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(table).set({ lastSeenAt: now }).where(eq(table.id, session.id));
  }
}

export async function deleteSignInSession(db: Database, table: SignInSessionsTable, id: string) {
  await db.delete(table).where(eq(table.id, id));
}

/** The live sessions of one record, newest first. */
export async function listSignInSessions(db: Database, table: SignInSessionsTable, subjectId: string) {
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.subjectId, subjectId), gt(table.expiresAt, new Date())))
    .orderBy(desc(table.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    device: row.device,
  }));
}

/** Signs one phone of this record out; the removed row (for the audit), or undefined. */
export async function revokeSignInSession(
  db: Database,
  table: SignInSessionsTable,
  subjectId: string,
  sessionId: string,
) {
  const [removed] = await db
    .delete(table)
    .where(and(eq(table.id, sessionId), eq(table.subjectId, subjectId)))
    .returning({ id: table.id, createdAt: table.createdAt, device: table.device });
  return removed;
}

export async function purgeExpiredSignInSessions(db: Database, table: SignInSessionsTable) {
  await db.delete(table).where(lt(table.expiresAt, new Date()));
}
