import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Calls of the session-less endpoints, per IP and bucket: the limit holds across API replicas. */
export const publicHits = pgTable(
  'public_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('public_hits_bucket_ip_at_idx').on(t.bucket, t.ip, t.at)],
);
