import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parents } from '../parents/parents.table';
import { notices } from './notices.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A phone where the parent turned the families' app's notifications on (ADR 0074): the browser's
 * push endpoint and the keys its messages are encrypted with. One row per endpoint: a phone signed
 * in by another parent since belongs to that parent. A push service's "gone" (404/410) deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the phone said it is (its browser), for the console's list. */
    label: text('label'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSuccessAt: at('last_success_at'),
    /** Refusals since the last success (a gone endpoint is deleted, not counted). */
    failureCount: integer('failure_count').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('push_subscriptions_parent_idx').on(t.parentId)],
);

/**
 * Which phones a push notice went to: a worker claims (notice, phone) here before it sends and
 * marks it sent after, so a retry of the notice (another phone refused) or a second worker never
 * sends it twice to the same phone. A claim whose worker died is taken again after its lease.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    claimedUntil: at('claimed_until').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
    index('push_deliveries_unsent_idx').on(t.noticeId).where(sql`${t.sentAt} is null`),
  ],
);
