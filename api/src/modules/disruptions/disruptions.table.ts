import {
  DISRUPTION_OUTCOMES,
  DISRUPTION_REASONS,
  DISRUPTION_STATUSES,
} from '@rihla/shared/contracts/disruptions';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { buses } from '../buses/buses.table';
import { drivers } from '../drivers/drivers.table';
import { trips } from '../trips/trips.table';

export const disruptions = pgTable(
  'disruptions',
  {
    ...entityColumns(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** The bus and driver the trip had when it was disrupted (the trip's own move on to a replacement). */
    busId: uuid('bus_id')
      .notNull()
      .references(() => buses.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    status: text('status', { enum: DISRUPTION_STATUSES }).notNull().default('open'),
    reason: text('reason', { enum: DISRUPTION_REASONS }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    place: text('place'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Sanitised HTML (the editor's allow-list). */
    notes: text('notes').notNull().default(''),
    replacementBusId: uuid('replacement_bus_id').references(() => buses.id, { onDelete: 'set null' }),
    replacementDriverId: uuid('replacement_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    studentsMoved: integer('students_moved').notNull().default(0),
    parentsTold: boolean('parents_told').notNull().default(false),
    minutesLost: integer('minutes_lost').notNull().default(0),
    resolution: text('resolution'),
    outcome: text('outcome', { enum: DISRUPTION_OUTCOMES }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('disruptions_status_idx').on(t.status, t.occurredAt),
    index('disruptions_trip_idx').on(t.tripId),
    index('disruptions_occurred_at_idx').on(t.occurredAt),
    index('disruptions_reason_idx').on(t.reason, t.occurredAt),
  ],
);
