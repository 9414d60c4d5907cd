import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The live feed: every change a watcher sees, numbered. The number is the SSE event id, so a
 * watcher that reconnects with Last-Event-ID is sent what it missed, whichever replica it reaches.
 */
export const monitorFeed = pgTable(
  'monitor_feed',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tripId: uuid('trip_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('monitor_feed_trip_idx').on(t.tripId, t.id), index('monitor_feed_at_idx').on(t.at)],
);
