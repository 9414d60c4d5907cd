import { CHECKOUT_STATUSES, PAYMENT_PROVIDERS } from '@rihla/shared/contracts/online-payments';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from '../invoices/invoices.table';
import { parents } from '../parents/parents.table';
import { payments } from '../payments/payments.table';

/**
 * A parent's attempt to pay one invoice online (ADR 0058): the gateway's invoice (its hosted payment
 * page) for what was outstanding then, and, once the gateway says it was paid, the one payment it
 * was booked as.
 */
export const gatewayCheckouts = pgTable(
  'gateway_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The gateway's invoice id (its hosted page's). */
    gatewayId: text('gateway_id').notNull(),
    url: text('url').notNull(),
    amountHalalas: integer('amount_halalas').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('pending'),
    /** The booked payment: set once, in the transaction that books it. */
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('gateway_checkouts_amount_positive', sql`${t.amountHalalas} > 0`),
    uniqueIndex('gateway_checkouts_gateway_key').on(t.provider, t.gatewayId),
    uniqueIndex('gateway_checkouts_payment_key').on(t.paymentId),
    index('gateway_checkouts_parent_idx').on(t.parentId, t.createdAt),
  ],
);
