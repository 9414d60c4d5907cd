import {
  NOTICE_CHANNELS,
  NOTICE_EVENTS,
  NOTICE_LANGUAGES,
  NOTICE_STATUSES,
} from '@rihla/shared/contracts/notices';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parents } from '../parents/parents.table';
import { trips } from '../trips/trips.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The outbox: one row per (event, recipient, channel), written in the transaction of the event that
 * causes it and delivered afterwards by the notice worker ([docs/reliability.md](../../../../docs/reliability.md)).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The event's identity, e.g. `registration-approved:<request id>`: the same event never queues twice. */
    eventKey: text('event_key').notNull(),
    event: text('event', { enum: NOTICE_EVENTS }).notNull(),
    /** `parent:<id>` or `request:<id>` (a family not yet a parent): who the notice is for. */
    recipientKey: text('recipient_key').notNull(),
    parentId: uuid('parent_id').references(() => parents.id, { onDelete: 'set null' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    address: text('address').notNull(),
    language: text('language', { enum: NOTICE_LANGUAGES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    safety: boolean('safety').notNull().default(false),
    status: text('status', { enum: NOTICE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may next take it: after a backoff, or the end of the parent's quiet hours. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: the claim's lease; a worker that died leaves it to be taken again after this. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_once_idx').on(t.eventKey, t.recipientKey, t.channel),
    index('notices_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('notices_created_at_idx').on(t.createdAt),
    index('notices_status_idx').on(t.status, t.createdAt),
    index('notices_parent_idx').on(t.parentId, t.createdAt),
    index('notices_trip_idx').on(t.tripId, t.status),
  ],
);

/** An administrator's wording of one event in one language; without a row the built-in wording is used. */
export const noticeTemplates = pgTable(
  'notice_templates',
  {
    event: text('event', { enum: NOTICE_EVENTS }).notNull(),
    language: text('language', { enum: NOTICE_LANGUAGES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.event, t.language] })],
);

/** How a parent wants to be told; a parent without a row gets the defaults (e-mail and SMS, Arabic). */
export const noticePreferences = pgTable('notice_preferences', {
  parentId: uuid('parent_id')
    .primaryKey()
    .references(() => parents.id, { onDelete: 'cascade' }),
  channels: text('channels', { enum: NOTICE_CHANNELS }).array().notNull(),
  language: text('language', { enum: NOTICE_LANGUAGES }).notNull().default('ar'),
  /** `HH:MM` on the operators' clock; both set or both null. */
  quietFrom: text('quiet_from'),
  quietUntil: text('quiet_until'),
  /** "The bus is about N minutes from your stop". */
  nearMinutes: integer('near_minutes').notNull().default(10),
  version: integer('version').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
