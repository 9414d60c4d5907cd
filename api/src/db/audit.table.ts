import { AUDIT_ACTIONS } from '@rihla/shared/contracts/common';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per mutation. No foreign key to operators: history outlives a deleted operator. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at)],
);
