import type { ListResponse } from '@rihla/shared/contracts/common';
import type {
  PAYMENT_SORT_FIELDS,
  Payment,
  paymentInputSchema,
  paymentListQuerySchema,
} from '@rihla/shared/contracts/payments';
import { formatMoney } from '@rihla/shared/format/number';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { instantAt, operatorsClockAt } from '../../lib/operators-clock';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, notFound } from '../../lib/problem';
import type { SchoolScope } from '../../lib/school-scope';
import { creditedVat } from '../../lib/vat';
import { vatSeller } from '../company/company.service';
import { invoices } from '../invoices/invoices.table';
import { parentRecipient, queueNotice } from '../notices/queue-notice';
import { familyInScope } from '../parents/parents.service';
import { parents } from '../parents/parents.table';
import { toZatcaDocument, zatcaColumns } from '../zatca/zatca.service';
import { zatcaDocuments, zatcaReports } from '../zatca/zatca.table';
import { issueCreditNote } from '../zatca/zatca-issue';
import { payments } from './payments.table';

type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
type PaymentInput = z.output<typeof paymentInputSchema>;

/** The parent learns that the money arrived (in the payment's transaction: no payment, no notice). */
async function tellPaymentReceived(tx: Database, parentId: string, paymentId: string, amountHalalas: number) {
  const recipient = await parentRecipient(tx, parentId);
  if (!recipient) return;
  await queueNotice(tx, recipient, {
    event: 'payment-received',
    eventKey: `payment-received:${paymentId}`,
    variables: { amount: { ar: formatMoney(amountHalalas, 'ar'), en: formatMoney(amountHalalas, 'en') } },
  });
}

/** A refund's net amount and VAT as its credit note states them; a payment has none. */
const creditNoteAmounts = (row: { amountHalalas: number; vatHalalas: number | null }) =>
  row.vatHalalas === null
    ? { netHalalas: null, vatHalalas: null }
    : { netHalalas: row.amountHalalas - row.vatHalalas, vatHalalas: row.vatHalalas };

/**
 * A refund is a credit note on its invoice (ADR 0050): the notes of an invoice never credit more
 * than it charged, and each takes its share of the invoice's VAT. A VAT credit note needs the
 * seller's details as the invoice did.
 */
async function creditNoteVat(
  tx: Database,
  invoice: typeof invoices.$inferSelect,
  amountHalalas: number,
): Promise<number> {
  if (invoice.vatCategory !== 'not_subject') await vatSeller(tx);
  const [credited] = await tx
    .select({
      total: sql<number>`coalesce(sum(${payments.amountHalalas}), 0)::int`,
      vat: sql<number>`coalesce(sum(${payments.vatHalalas}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.kind, 'refund')));
  const remaining = {
    totalHalalas: invoice.amountHalalas - Number(credited!.total),
    vatHalalas: invoice.vatHalalas - Number(credited!.vat),
  };
  if (amountHalalas > remaining.totalHalalas) {
    throw new HttpProblem(422, 'finance.creditOverInvoice', [
      { path: 'amountHalalas', code: 'finance.creditOverInvoice' },
    ]);
  }
  return creditedVat(amountHalalas, remaining).vatHalalas;
}

/**
 * A payment lowers what is left on the invoice and the parent's balance; a refund gives money
 * back from what was paid and raises them again. The invoice row is locked, so two cashiers
 * cannot both take the last riyal. Money is not received in the future: `receivedOn` is at most
 * the operators' today.
 */
export async function recordPayment(
  tx: Database,
  input: PaymentInput,
  actorId: string | null,
  today: string,
  keySecret: string,
  /** Paid online: the gateway's id of the charge (unique: one charge is booked once). */
  gatewayReference: string | null = null,
): Promise<Payment> {
  if (input.receivedOn > today) {
    throw new HttpProblem(422, 'finance.futurePayment', [
      { path: 'receivedOn', code: 'finance.futurePayment' },
    ]);
  }
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!invoice) {
    throw new HttpProblem(400, 'validation', [{ path: 'invoiceId', code: 'validation.missingReference' }]);
  }
  const refund = input.kind === 'refund';
  if (!refund && input.amountHalalas > invoice.amountHalalas - invoice.paidHalalas) {
    throw new HttpProblem(422, 'finance.overpayment', [
      { path: 'amountHalalas', code: 'finance.overpayment' },
    ]);
  }
  if (refund && input.amountHalalas > invoice.paidHalalas) {
    throw new HttpProblem(422, 'finance.refundTooLarge', [
      { path: 'amountHalalas', code: 'finance.refundTooLarge' },
    ]);
  }
  const vatHalalas = refund ? await creditNoteVat(tx, invoice, input.amountHalalas) : null;
  const signed = refund ? -input.amountHalalas : input.amountHalalas;
  await tx
    .update(invoices)
    .set({ paidHalalas: invoice.paidHalalas + signed })
    .where(eq(invoices.id, invoice.id));
  const [parent] = await tx
    .update(parents)
    .set({ balanceHalalas: sql`${parents.balanceHalalas} - ${signed}` })
    .where(eq(parents.id, invoice.parentId))
    .returning({ name: parents.name });
  const [row] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      parentId: invoice.parentId,
      kind: input.kind,
      method: input.method,
      reference: input.reference,
      gatewayReference,
      amountHalalas: input.amountHalalas,
      vatHalalas,
      receivedOn: input.receivedOn,
      actorId,
    })
    .returning();
  if (!refund) await tellPaymentReceived(tx, invoice.parentId, row!.id, input.amountHalalas);
  // A refund is issued as a credit note in its own transaction: no refund, no document (ADR 0052).
  const zatca = refund ? await issueCreditNote(tx, row!.id, keySecret) : null;
  return {
    id: row!.id,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    parentId: invoice.parentId,
    parentName: parent!.name,
    kind: row!.kind,
    method: row!.method,
    reference: row!.reference,
    gatewayReference: row!.gatewayReference,
    amountHalalas: row!.amountHalalas,
    ...creditNoteAmounts(row!),
    receivedOn: row!.receivedOn,
    createdAt: row!.createdAt.toISOString(),
    zatca,
    voidedAt: null,
    voidReason: null,
  };
}

/**
 * Voids a payment recorded by mistake, the day it was recorded on the operators' clock: the
 * invoice and the parent's balance are put back as they were before it (the invoice row locked,
 * as a payment locks it), and the row stays, marked, with who voided it and why. Not a refund: no
 * money went back and no credit note is issued, so a refund cannot be voided, nor a payment from
 * another day (a refund is the way then).
 */
export async function voidPayment(
  tx: Database,
  id: string,
  reason: string,
  actorId: string | null,
  timeZone: string,
): Promise<{ before: Payment; after: Payment }> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw notFound();
  if (row.kind === 'refund') throw new HttpProblem(422, 'finance.voidRefund');
  if (row.voidedAt) throw new HttpProblem(409, 'finance.alreadyVoided');
  const clock = operatorsClockAt(timeZone);
  if (row.createdAt < instantAt(clock.today, '00:00', timeZone))
    throw new HttpProblem(422, 'finance.voidTooLate');
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, row.invoiceId)).for('update');
  if (invoice!.paidHalalas < row.amountHalalas) throw new HttpProblem(422, 'finance.voidAfterRefund');
  const before = (await findPayment(tx, id))!;
  await tx
    .update(invoices)
    .set({ paidHalalas: invoice!.paidHalalas - row.amountHalalas })
    .where(eq(invoices.id, invoice!.id));
  await tx
    .update(parents)
    .set({ balanceHalalas: sql`${parents.balanceHalalas} + ${row.amountHalalas}` })
    .where(eq(parents.id, row.parentId));
  await tx
    .update(payments)
    .set({ voidedAt: clock.now, voidedBy: actorId, voidReason: reason })
    .where(eq(payments.id, id));
  return { before, after: (await findPayment(tx, id))! };
}

export async function findPayment(db: Database, id: string): Promise<Payment | null> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row ? toPayment(row) : null;
}

const paymentSpec: ListSpec<(typeof PAYMENT_SORT_FIELDS)[number]> = {
  sortColumns: {
    receivedOn: payments.receivedOn,
    amountHalalas: payments.amountHalalas,
    createdAt: payments.createdAt,
  },
  defaultSort: 'createdAt:desc',
  idColumn: payments.id,
  search: parents.search,
};

/** The payments an operator limited to some schools sees (ADR 0072): their families'. */
export const paymentInScope = (scope: SchoolScope) => familyInScope(payments.parentId, scope);

function paymentWhere(query: PaymentListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    paymentInScope(scope),
    searchFor(paymentSpec, query.q),
    query.parentId ? eq(payments.parentId, query.parentId) : undefined,
    query.invoiceId ? eq(payments.invoiceId, query.invoiceId) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
  );
}

/** Payments with their parent's name and invoice number, not yet filtered. */
function selectPayments(db: Database) {
  return db
    .select({ p: payments, parentName: parents.name, invoiceNumber: invoices.number, zatca: zatcaColumns })
    .from(payments)
    .innerJoin(parents, eq(parents.id, payments.parentId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(zatcaDocuments, eq(zatcaDocuments.paymentId, payments.id))
    .leftJoin(zatcaReports, eq(zatcaReports.documentId, zatcaDocuments.id))
    .$dynamic();
}

function toPayment({
  p,
  parentName,
  invoiceNumber,
  zatca,
}: Awaited<ReturnType<typeof selectPayments>>[number]): Payment {
  return {
    id: p.id,
    invoiceId: p.invoiceId,
    invoiceNumber,
    parentId: p.parentId,
    parentName,
    kind: p.kind,
    method: p.method,
    reference: p.reference,
    gatewayReference: p.gatewayReference,
    amountHalalas: p.amountHalalas,
    ...creditNoteAmounts(p),
    receivedOn: p.receivedOn,
    createdAt: p.createdAt.toISOString(),
    zatca: toZatcaDocument(zatca),
    voidedAt: p.voidedAt?.toISOString() ?? null,
    voidReason: p.voidReason,
  };
}

export function listPayments(
  db: Database,
  query: PaymentListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Payment>> {
  return pagedList(query, {
    select: selectPayments(db),
    count: db
      .select({ n: count() })
      .from(payments)
      .innerJoin(parents, eq(parents.id, payments.parentId))
      .$dynamic(),
    where: paymentWhere(query, scope),
    orderBy: orderByFor(paymentSpec, query.sort),
    toItems: (rows) => rows.map(toPayment),
  });
}

export function exportPayments(
  db: Database,
  query: PaymentListQuery,
  scope: SchoolScope = null,
): ExportReader<Payment> {
  return exportReader(
    () =>
      db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(parents, eq(parents.id, payments.parentId))
        .where(paymentWhere(query, scope))
        .orderBy(...orderByFor(paymentSpec, query.sort)),
    async (ids) => (await selectPayments(db).where(inArray(payments.id, ids))).map(toPayment),
  );
}
