import { PAYMENT_KINDS, PAYMENT_METHODS } from '@rihla/shared/contracts/payments';
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
import { parents } from '../parents/parents.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
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

/** The trips a settlement pays; a trip is settled once (unique trip). */
export const settlementTrips = pgTable(
  'settlement_trips',
  {
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    lateMinutes: integer('late_minutes').notNull(),
    rateHalalas: integer('rate_halalas').notNull(),
    penaltyHalalas: integer('penalty_halalas').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.settlementId, t.tripId] }),
    uniqueIndex('settlement_trips_trip_key').on(t.tripId),
  ],
);

/** One invoice per subscription and billing month (the unique key makes a run idempotent). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    month: text('month').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    paidHalalas: integer('paid_halalas').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_month_key').on(t.subscriptionId, t.month),
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_paid_range', sql`${t.paidHalalas} >= 0 and ${t.paidHalalas} <= ${t.amountHalalas}`),
    index('invoices_parent_idx').on(t.parentId, t.dueDate),
    index('invoices_month_idx').on(t.month, t.number),
    // The ageing report reads only what is still owed.
    index('invoices_open_due_idx').on(t.dueDate).where(sql`${t.paidHalalas} < ${t.amountHalalas}`),
  ],
);

/** Money in (payment) or back out (refund) against one invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    amountHalalas: integer('amount_halalas').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountHalalas} > 0`),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_parent_idx').on(t.parentId, t.receivedOn),
    index('payments_received_on_idx').on(t.receivedOn),
  ],
);
