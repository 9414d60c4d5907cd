import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the database itself, e.g. which seed areas have run (so a seed never runs twice). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
