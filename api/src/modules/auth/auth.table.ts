import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from '../operators/operators.table';

/** Server-side sessions: only a SHA-256 of the cookie token is stored, so a database leak opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_operator_idx').on(t.operatorId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, kept in the database so the limit holds across API replicas. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_ip_at_idx').on(t.email, t.ip, t.at)],
);

/** Wrong current passwords given to `POST /auth/password`, per operator, for its rate limit. */
export const passwordFailures = pgTable(
  'password_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_failures_operator_at_idx').on(t.operatorId, t.at)],
);
