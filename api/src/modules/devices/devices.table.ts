import { SCAN_FLAGS, SCAN_KINDS } from '@rihla/shared/contracts/monitoring';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buses } from '../buses/buses.table';
import { students } from '../students/students.table';
import { trips } from '../trips/trips.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One device token per bus: only its SHA-256 is kept; issuing a new one replaces the old. */
export const deviceTokens = pgTable('device_tokens', {
  busId: uuid('bus_id')
    .primaryKey()
    .references(() => buses.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at'),
});

/**
 * What each bus's device has spent of its allowances (docs/security.md): position requests and
 * scans of cards no student holds, counted per bus in a window that starts at the window's first
 * hit. In the database, so every replica counts against the same figure.
 */
export const deviceAllowances = pgTable(
  'device_allowances',
  {
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['positions', 'unknown_cards'] }).notNull(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.busId, t.kind] })],
);

/** GPS fixes, one per bus and instant (a resent point is a duplicate and ignored). */
export const busPositions = pgTable(
  'bus_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    speedKmh: doublePrecision('speed_kmh'),
    heading: doublePrecision('heading'),
    /** The device's battery charge (0–100) when it sent the fix; trackers that do not say leave it null. */
    batteryPercent: doublePrecision('battery_percent'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bus_positions_bus_at_idx').on(t.busId, t.at),
    index('bus_positions_trip_at_idx').on(t.tripId, t.at),
  ],
);

/** Student cards tapped on the bus reader. */
export const riderScans = pgTable(
  'rider_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    kind: text('kind', { enum: SCAN_KINDS }).notNull(),
    at: at('at').notNull(),
    flag: text('flag', { enum: SCAN_FLAGS }),
  },
  (t) => [
    uniqueIndex('rider_scans_unique_idx').on(t.tripId, t.studentId, t.kind, t.at),
    index('rider_scans_trip_at_idx').on(t.tripId, t.at),
  ],
);

/** What the derivation remembers per active trip between batches. */
export const tripMonitor = pgTable('trip_monitor', {
  tripId: uuid('trip_id')
    .primaryKey()
    .references(() => trips.id, { onDelete: 'cascade' }),
  lastAt: at('last_at'),
  lastLat: doublePrecision('last_lat'),
  lastLng: doublePrecision('last_lng'),
  lastSpeedKmh: doublePrecision('last_speed_kmh'),
  /** Position (in trip_stops) of the stop the bus is at now, and since when. */
  atStop: integer('at_stop'),
  arrivedAt: at('arrived_at'),
  /** Position of the next stop not yet reached. */
  nextStop: integer('next_stop').notNull().default(0),
  idleSince: at('idle_since'),
  lateMinutes: integer('late_minutes').notNull().default(0),
  etaSeconds: integer('eta_seconds'),
});
