import { PAYMENT_KINDS, PAYMENT_METHODS } from '@rihla/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { invoices } from '../invoices/invoices.table';
import { parents } from '../parents/parents.table';

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
    /**
     * A payment made online: the gateway's id of the charge (Moyasar's payment id, ADR 0058), unique
     * among payments, so one charge is booked once whatever the order of the parent's return and the
     * webhook; a refund given back through the gateway: the charge it came from.
     */
    gatewayReference: text('gateway_reference'),
    amountHalalas: integer('amount_halalas').notNull(),
    /** A refund's VAT: it is a credit note on the invoice (null on a payment). */
    vatHalalas: integer('vat_halalas'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * A payment recorded by mistake and voided the day it was recorded: the invoice and balance
     * no longer count it, the row stays (not a refund: no money went back, no credit note).
     */
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    voidedBy: uuid('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountHalalas} > 0`),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_parent_idx').on(t.parentId, t.receivedOn),
    index('payments_received_on_idx').on(t.receivedOn),
    // One booking per charge; a refund through the gateway names the charge it gave back from.
    uniqueIndex('payments_gateway_reference_key').on(t.gatewayReference).where(sql`${t.kind} = 'payment'`),
  ],
);
