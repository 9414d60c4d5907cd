import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stops } from '../stops/stops.table';

/**
 * What the company's own finished trips say about the drive from one stop to the next (ADR 0064):
 * per stop pair, weekday (0 Sunday to 6 Saturday on the operators' clock; -1 every day) and hour of
 * the departure, the median drive and the median wait at the first stop, and how many drives they
 * come from. Rebuilt from the timelines by the hourly sweep (`refreshSegmentTimes`).
 */
export const segmentTimes = pgTable(
  'segment_times',
  {
    fromStopId: uuid('from_stop_id')
      .notNull()
      .references(() => stops.id, { onDelete: 'cascade' }),
    toStopId: uuid('to_stop_id')
      .notNull()
      .references(() => stops.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    samples: integer('samples').notNull(),
    driveSeconds: doublePrecision('drive_seconds').notNull(),
    waitSeconds: doublePrecision('wait_seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromStopId, t.toStopId, t.weekday, t.hour] })],
);

/**
 * The routing engine's driving time from one stop to the next (`ROUTING_URL`), asked once per pair
 * by the sweep and kept: stops do not move often, and the ETA never waits on the engine.
 */
export const segmentRoutes = pgTable(
  'segment_routes',
  {
    fromStopId: uuid('from_stop_id')
      .notNull()
      .references(() => stops.id, { onDelete: 'cascade' }),
    toStopId: uuid('to_stop_id')
      .notNull()
      .references(() => stops.id, { onDelete: 'cascade' }),
    seconds: doublePrecision('seconds').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fromStopId, t.toStopId] })],
);
