import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { signInCodesTable, signInSessionsTable } from '../../lib/phone-sign-in';
import { drivers } from '../drivers/drivers.table';

/**
 * Sign-in codes sent by SMS to crew members' phones (`driver_id` is the member's; null for a
 * phone that is no active member's): hashed, single-use, minutes long, a few wrong tries.
 */
export const crewCodes = signInCodesTable('crew_codes', 'driver_id', () => drivers.id);

/** A crew member's signed-in phone: a shift long, listed and revocable on the driver's page. */
export const crewSessions = signInSessionsTable('crew_sessions', 'driver_id', () => drivers.id);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Pairing codes a dispatcher shows on a crew member's page (a QR of the app's link and the code as
 * text) to sign a phone in without SMS: only a SHA-256 of the code is kept; minutes long, used
 * once, revoked by the next code for the same member or by the dispatcher.
 */
export const crewPairings = pgTable(
  'crew_pairings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('crew_pairings_driver_created_idx').on(t.driverId, t.createdAt)],
);

/** Each try to sign in with a pairing code, by address, for its rate limit (the window's only). */
export const crewPairingTries = pgTable(
  'crew_pairing_tries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ip: text('ip').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('crew_pairing_tries_ip_at_idx').on(t.ip, t.at)],
);
