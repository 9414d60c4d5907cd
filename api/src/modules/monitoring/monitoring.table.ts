import { ALERT_STATUSES, ALERT_TYPES, SCAN_FLAGS, SCAN_KINDS } from '@rihla/shared/contracts/monitoring';
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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

/** Alerts; at most one not-yet-resolved alert of a type per bus (a repeat refreshes nothing). */
export const monitorAlerts = pgTable(
  'monitor_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    status: text('status', { enum: ALERT_STATUSES }).notNull().default('open'),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'cascade' }),
    raisedAt: at('raised_at').notNull().defaultNow(),
    value: doublePrecision('value'),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: text('acknowledged_by'),
    resolvedAt: at('resolved_at'),
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    uniqueIndex('monitor_alerts_one_open_idx').on(t.busId, t.type).where(sql`status <> 'resolved'`),
    index('monitor_alerts_status_idx').on(t.status, t.raisedAt),
    index('monitor_alerts_trip_idx').on(t.tripId),
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
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('monitor_feed_trip_idx').on(t.tripId, t.id), index('monitor_feed_at_idx').on(t.at)],
);
