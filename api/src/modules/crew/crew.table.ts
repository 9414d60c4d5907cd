import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drivers } from '../drivers/drivers.table';

/**
 * Sign-in codes sent by SMS to crew members' phones. Only a SHA-256 of the code (salted with the
 * row's id) is kept; a code is single-use (`usedAt`), expires in minutes and dies after a few wrong
 * tries. Every request is a row, also for unknown phones (`driverId` null), so the limits per phone
 * and per address count them alike.
 */
export const crewCodes = pgTable(
  'crew_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('crew_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('crew_codes_ip_created_idx').on(t.ip, t.createdAt),
  ],
);

/** A crew member's signed-in phone: a shift long, listed and revocable on the driver's page. */
export const crewSessions = pgTable(
  'crew_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('crew_sessions_driver_idx').on(t.driverId),
    index('crew_sessions_expires_idx').on(t.expiresAt),
  ],
);
