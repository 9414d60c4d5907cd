import { TRIP_DIRECTIONS, TRIP_EVENT_TYPES, TRIP_STATUSES } from '@rihla/shared/contracts/trips';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { buses } from '../buses/buses.table';
import { drivers } from '../drivers/drivers.table';
import { geofences } from '../geofences/geofences.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { students } from '../students/students.table';

/** A weekly recurrence; its trips are generated when it is created and point back at it. */
export const tripSeries = pgTable('trip_series', {
  id: uuid('id').primaryKey().defaultRandom(),
  weekdays: integer('weekdays').array().notNull(),
  termStart: date('term_start', { mode: 'string' }).notNull(),
  termEnd: date('term_end', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const trips = pgTable(
  'trips',
  {
    ...entityColumns(),
    name: text('name').notNull(),
    direction: text('direction', { enum: TRIP_DIRECTIONS }).notNull(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    attendantName: text('attendant_name'),
    attendantPhone: text('attendant_phone'),
    /**
     * The attendant's record (a `drivers` row of role attendant): whose crew app shows the trip.
     * Picked in the trip form; `attendantName` keeps the record's name as it was when planned.
     * Migration 0022 linked the names trips held before.
     */
    attendantId: uuid('attendant_id').references(() => drivers.id, { onDelete: 'set null' }),
    /** The day of the trip on the operator's clock (TIME_ZONE). */
    date: date('date', { mode: 'string' }).notNull(),
    /** `HH:MM` on the operator's clock; arrival is the planned time of the last stop. */
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
    status: text('status', { enum: TRIP_STATUSES }).notNull().default('scheduled'),
    seriesId: uuid('series_id').references(() => tripSeries.id, { onDelete: 'set null' }),
    search: text('search').notNull().generatedAlwaysAs(sql`rihla_fold(name)`),
  },
  (t) => [
    // The list's main query: a day, optionally one status, in departure order.
    index('trips_date_status_idx').on(t.date, t.status, t.departureTime),
    index('trips_date_departure_idx').on(t.date, t.departureTime),
    index('trips_bus_date_idx').on(t.busId, t.date),
    index('trips_driver_date_idx').on(t.driverId, t.date),
    index('trips_attendant_date_idx').on(t.attendantId, t.date),
    index('trips_school_date_idx').on(t.schoolId, t.date),
    index('trips_series_idx').on(t.seriesId),
    index('trips_status_idx').on(t.status, t.date),
    index('trips_name_idx').on(t.name),
    index('trips_created_at_idx').on(t.createdAt),
    index('trips_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

export const tripStops = pgTable(
  'trip_stops',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => stops.id),
    plannedTime: text('planned_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.position] }), index('trip_stops_stop_idx').on(t.stopId)],
);

export const tripStudents = pgTable(
  'trip_students',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => stops.id),
  },
  (t) => [
    primaryKey({ columns: [t.tripId, t.studentId] }),
    index('trip_students_student_idx').on(t.studentId),
  ],
);

/** The trip's timeline: created, every status move, disruptions reported and resolved. */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    type: text('type', { enum: TRIP_EVENT_TYPES }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    disruptionId: uuid('disruption_id'),
    stopId: uuid('stop_id'),
    studentId: uuid('student_id'),
    value: doublePrecision('value'),
    detail: text('detail'),
    /** Where the crew's phone was when it logged the event (the end-of-route walk), if known. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The zone an alert is about (ADR 0062); null once the zone is deleted. */
    zoneId: uuid('zone_id').references(() => geofences.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('trip_events_trip_idx').on(t.tripId, t.at),
    index('trip_events_zone_idx').on(t.zoneId).where(sql`zone_id is not null`),
  ],
);

/**
 * A replacement taking over a trip under way: from `at` the trip's bus and driver are the `to` ones
 * (their device's fixes reach the trip, their crew app shows it). Settlements split the trip's pay
 * between the drivers by these rows (docs/adr/0055-a-replacement-bus-takes-over-the-trip.md).
 */
export const tripHandovers = pgTable(
  'trip_handovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    disruptionId: uuid('disruption_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    fromBusId: uuid('from_bus_id')
      .notNull()
      .references(() => buses.id),
    toBusId: uuid('to_bus_id')
      .notNull()
      .references(() => buses.id),
    fromDriverId: uuid('from_driver_id')
      .notNull()
      .references(() => drivers.id),
    toDriverId: uuid('to_driver_id')
      .notNull()
      .references(() => drivers.id),
  },
  (t) => [
    index('trip_handovers_trip_idx').on(t.tripId, t.at),
    index('trip_handovers_from_driver_idx').on(t.fromDriverId),
    index('trip_handovers_to_driver_idx').on(t.toDriverId),
  ],
);
