import { SETTLEMENT_STATUSES } from '@rihla/shared/contracts/settlements';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { entityColumns } from '../../db/columns';
import { drivers } from '../drivers/drivers.table';
import { trips } from '../trips/trips.table';

/** What a driver is owed for a period: completed trips x rate, less late penalties and deductions. */
export const settlements = pgTable(
  'settlements',
  {
    ...entityColumns(),
    number: serial('number').notNull(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('draft'),
    tripCount: integer('trip_count').notNull(),
    lateTripCount: integer('late_trip_count').notNull(),
    rateHalalas: integer('rate_halalas').notNull(),
    grossHalalas: integer('gross_halalas').notNull(),
    latePenaltyHalalas: integer('late_penalty_halalas').notNull(),
    deductionsHalalas: integer('deductions_halalas').notNull(),
    deductionNote: text('deduction_note').notNull().default(''),
    netHalalas: integer('net_halalas').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    paymentReference: text('payment_reference'),
  },
  (t) => [
    uniqueIndex('settlements_number_key').on(t.number),
    check('settlements_net_not_negative', sql`${t.netHalalas} >= 0`),
    index('settlements_driver_idx').on(t.driverId, t.periodStart),
    index('settlements_status_idx').on(t.status, t.periodStart),
    index('settlements_period_idx').on(t.periodStart),
    index('settlements_paid_at_idx').on(t.paidAt),
    index('settlements_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The trips a settlement pays; a trip is settled once per driver who drove it (unique trip and
 * driver): a replacement's driver and the one he relieved each have their part.
 */
export const settlementTrips = pgTable(
  'settlement_trips',
  {
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    /** The part of the trip this driver drove, in whole percent (100 without a handover). */
    sharePercent: integer('share_percent').notNull().default(100),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    lateMinutes: integer('late_minutes').notNull(),
    rateHalalas: integer('rate_halalas').notNull(),
    penaltyHalalas: integer('penalty_halalas').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.tripId] }),
    uniqueIndex('settlement_trips_trip_driver_key').on(t.tripId, t.driverId),
  ],
);
