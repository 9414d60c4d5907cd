import { INVOICE_VAT_CATEGORIES } from '@rihla/shared/contracts/vat';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { parents } from '../parents/parents.table';
import { subscriptions } from '../subscriptions/subscriptions.table';

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
    /** What the family owes, VAT included; the net amount is amount - VAT (ADR 0050). */
    amountHalalas: integer('amount_halalas').notNull(),
    vatHalalas: integer('vat_halalas').notNull().default(0),
    /** The package's VAT at issue; invoices before VAT registration are not subject to it. */
    vatCategory: text('vat_category', { enum: INVOICE_VAT_CATEGORIES }).notNull().default('not_subject'),
    vatRatePercent: integer('vat_rate_percent').notNull().default(0),
    vatExemptionReason: text('vat_exemption_reason'),
    /** Whether the price was stated with VAT included when it was issued (how its VAT was rounded). */
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /** Which instalment of the package's period this is (1-based), of how many. */
    instalment: integer('instalment').notNull().default(1),
    instalments: integer('instalments').notNull().default(1),
    paidHalalas: integer('paid_halalas').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_subscription_month_key').on(t.subscriptionId, t.month),
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_vat_range', sql`${t.vatHalalas} >= 0 and ${t.vatHalalas} <= ${t.amountHalalas}`),
    check('invoices_paid_range', sql`${t.paidHalalas} >= 0 and ${t.paidHalalas} <= ${t.amountHalalas}`),
    index('invoices_parent_idx').on(t.parentId, t.dueDate),
    index('invoices_month_idx').on(t.month, t.number),
    // The ageing report reads only what is still owed.
    index('invoices_open_due_idx').on(t.dueDate).where(sql`${t.paidHalalas} < ${t.amountHalalas}`),
  ],
);
