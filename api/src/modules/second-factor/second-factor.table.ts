import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.table';

const operatorId = () =>
  uuid('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Single-use recovery codes: only a SHA-256 of each is kept (they are random, 50 bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: operatorId(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_operator_idx').on(t.operatorId)],
);

/** A password proven, a code still owed: the sign-in's second step names it by a token (hashed here). */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: operatorId(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

/** Devices that passed the second factor and may skip it for the company's number of days. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: operatorId(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('remembered_devices_operator_idx').on(t.operatorId)],
);
