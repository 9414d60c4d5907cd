import { randomUUID } from 'node:crypto';
import type { CheckoutResult } from '@rihla/shared/contracts/online-payments';
import { DEFAULT_CURRENCY } from '@rihla/shared/format/number';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/types';
import { writeAudit } from '../../lib/audit';
import { HttpProblem, notFound } from '../../lib/problem';
import { invoices } from '../invoices/invoices.table';
import { recordPayment } from '../payments/payments.service';
import { payments } from '../payments/payments.table';
import { gatewayCheckouts } from './online-payments.table';
import type { GatewayCharge, PaymentGateway } from './payment-gateway';

type CheckoutRow = typeof gatewayCheckouts.$inferSelect;

/**
 * Opens the gateway's hosted page for what is still owed on one of the parent's invoices (another
 * family's invoice is not found). The checkout is written only once the gateway has answered: a
 * gateway that times out leaves nothing behind.
 */
export async function startCheckout(
  db: Database,
  gateway: PaymentGateway,
  parentId: string,
  invoiceId: string,
  returnUrlFor: (checkoutId: string) => string,
): Promise<{ id: string; url: string }> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.parentId, parentId)));
  if (!invoice) throw notFound();
  const outstanding = invoice.amountHalalas - invoice.paidHalalas;
  if (outstanding <= 0) throw new HttpProblem(409, 'family.invoicePaid');
  const id = randomUUID();
  const page = await gateway.createCheckout({
    amountHalalas: outstanding,
    description: `Rihla invoice #${invoice.number}`,
    returnUrl: returnUrlFor(id),
    metadata: { rihla_checkout: id, rihla_invoice: String(invoice.number) },
  });
  await db.insert(gatewayCheckouts).values({
    id,
    invoiceId: invoice.id,
    parentId,
    provider: gateway.provider,
    gatewayId: page.gatewayId,
    url: page.url,
    amountHalalas: page.amountHalalas,
  });
  return { id, url: page.url };
}

async function resultOf(db: Database, row: CheckoutRow): Promise<CheckoutResult> {
  const [invoice] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, row.invoiceId));
  return {
    id: row.id,
    invoiceNumber: invoice!.number,
    amountHalalas: row.amountHalalas,
    status: row.status,
    paymentId: row.paymentId,
  };
}

export async function findCheckout(
  db: Database,
  where: { id: string; parentId?: string } | { gatewayId: string; provider: string },
): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(gatewayCheckouts)
    .where(
      'id' in where
        ? and(
            eq(gatewayCheckouts.id, where.id),
            where.parentId ? eq(gatewayCheckouts.parentId, where.parentId) : undefined,
          )
        : and(
            eq(gatewayCheckouts.gatewayId, where.gatewayId),
            eq(gatewayCheckouts.provider, where.provider as CheckoutRow['provider']),
          ),
    );
  return row ?? null;
}

interface SettleContext {
  request: FastifyRequest;
  today: string;
  keySecret: string;
}

/**
 * Books what the gateway says was paid on a checkout, exactly once: the checkout row is locked, a
 * checkout already booked answers as it is, and the payment goes through `recordPayment` (the
 * invoice, the parent's balance and the ageing move with it) with the gateway's charge id as its
 * unique gateway reference. A charge of another amount or currency than the checkout's is refused
 * and nothing is booked; a declined card marks the checkout failed (the page can be paid again).
 */
export async function settleCheckout(
  db: Database,
  checkoutId: string,
  charges: GatewayCharge[],
  context: SettleContext,
): Promise<CheckoutResult> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(gatewayCheckouts)
      .where(eq(gatewayCheckouts.id, checkoutId))
      .for('update');
    if (!row) throw notFound();
    if (row.paymentId) return { row, refused: false };
    const paid = charges.find((charge) => charge.status === 'paid');
    if (paid) {
      if (paid.amountHalalas !== row.amountHalalas || paid.currency !== DEFAULT_CURRENCY) {
        return { row, refused: true };
      }
      const payment = await recordPayment(
        tx,
        {
          invoiceId: row.invoiceId,
          kind: 'payment',
          method: 'card',
          // The list's reference names the gateway; the charge's id is the gateway reference.
          reference: row.provider,
          amountHalalas: paid.amountHalalas,
          receivedOn: context.today,
        },
        null,
        context.today,
        context.keySecret,
        paid.id,
      );
      await writeAudit(tx, context.request, {
        entityType: 'payment',
        entityId: payment.id,
        action: 'create',
        before: null,
        after: payment,
      });
      const [booked] = await tx
        .update(gatewayCheckouts)
        .set({ status: 'paid', paymentId: payment.id, updatedAt: new Date() })
        .where(eq(gatewayCheckouts.id, row.id))
        .returning();
      return { row: booked!, refused: false };
    }
    if (charges.some((charge) => charge.status === 'failed') && row.status !== 'failed') {
      const [failed] = await tx
        .update(gatewayCheckouts)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(eq(gatewayCheckouts.id, row.id))
        .returning();
      return { row: failed!, refused: false };
    }
    return { row, refused: false };
  });
  if (outcome.refused) throw new HttpProblem(422, 'family.amountMismatch');
  return resultOf(db, outcome.row);
}

/**
 * The online charge a card refund on this invoice goes back to (ADR 0058): the newest charge paid
 * through the gateway with enough left after the refunds already given back from it; null when the
 * invoice was not paid online (an ordinary refund). 422 `finance.refundOverCharge` when no charge
 * has that much left.
 */
export async function chargeToRefund(
  tx: Database,
  invoiceId: string,
  amountHalalas: number,
): Promise<string | null> {
  const charges = await tx
    .select({ id: payments.gatewayReference, amountHalalas: payments.amountHalalas })
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.kind, 'payment'),
        isNotNull(payments.gatewayReference),
        isNull(payments.voidedAt),
      ),
    )
    .orderBy(desc(payments.createdAt));
  if (charges.length === 0) return null;
  for (const charge of charges) {
    const [given] = await tx
      .select({ total: sql<number>`coalesce(sum(${payments.amountHalalas}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.kind, 'refund'), eq(payments.gatewayReference, charge.id!)));
    if (charge.amountHalalas - Number(given!.total) >= amountHalalas) return charge.id;
  }
  throw new HttpProblem(422, 'finance.refundOverCharge', [
    { path: 'amountHalalas', code: 'finance.refundOverCharge' },
  ]);
}
