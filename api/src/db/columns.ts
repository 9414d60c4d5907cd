import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every stored entity carries (id, optimistic-lock version, timestamps in UTC). */
export function entityColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
}
