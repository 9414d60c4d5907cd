import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * First answer to each Idempotency-Key, per operator, written in the same transaction as the
 * mutation it answers: a repeat either sees the committed answer or waits for it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    operatorId: uuid('operator_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.key] })],
);
