import type { ListResponse } from '@rihla/shared/contracts/common';
import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingBucket,
  type BALANCE_SORT_FIELDS,
  type Balance,
  type balanceListQuerySchema,
  type MonthlyRow,
} from '@rihla/shared/contracts/finance-reports';
import type {
  INVOICE_SORT_FIELDS,
  Invoice,
  InvoiceRunResult,
  invoiceListQuerySchema,
} from '@rihla/shared/contracts/invoices';
import type {
  PAYMENT_SORT_FIELDS,
  Payment,
  paymentInputSchema,
  paymentListQuerySchema,
} from '@rihla/shared/contracts/payments';
import { and, count, eq, gt, gte, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type ListSpec, orderByFor, pageWindow, searchFor } from '../../lib/list-query';
import { HttpProblem } from '../../lib/problem';
import { packages } from '../packages/packages.table';
import { parents } from '../parents/parents.table';
import { students } from '../students/students.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { invoices, payments, settlements } from './finance.table';

type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;
type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
type BalanceListQuery = z.output<typeof balanceListQuerySchema>;
type PaymentInput = z.output<typeof paymentInputSchema>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function monthBounds(month: string): { start: string; end: string; index: number } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end, index: year * 12 + mon };
}

/**
 * One statement: invoices for every subscription due in `month` (see PERIOD_MONTHS in the
 * contract), `on conflict do nothing` on (subscription, month) so a second run adds nothing,
 * and the parents' balances raised by exactly what was inserted.
 */
export async function runInvoices(tx: Database, month: string): Promise<InvoiceRunResult> {
  const { start, end, index } = monthBounds(month);
  const result = await tx.execute(sql`
    with candidates as (
      select s.id as subscription_id, s.parent_id, s.price_halalas,
             greatest(${start}::date, s.start_date) as due_date
      from subscriptions s
      join packages p on p.id = s.package_id
      where s.status = 'active'
        and s.price_halalas > 0
        and s.start_date <= ${end}::date
        and (s.end_date is null or s.end_date >= ${start}::date)
        and mod(${index}::int - (extract(year from s.start_date)::int * 12 + extract(month from s.start_date)::int),
                case p.period when 'month' then 1 when 'term' then 4 else 12 end) = 0
    ),
    inserted as (
      insert into invoices (parent_id, subscription_id, month, due_date, amount_halalas)
      select parent_id, subscription_id, ${month}, due_date, price_halalas
      from candidates
      order by parent_id, subscription_id
      on conflict (subscription_id, month) do nothing
      returning parent_id, amount_halalas
    ),
    per_parent as (
      select parent_id, sum(amount_halalas)::bigint as total, count(*)::int as n
      from inserted group by parent_id
    ),
    raised as (
      update parents set balance_halalas = parents.balance_halalas + per_parent.total::int
      from per_parent where parents.id = per_parent.parent_id
      returning parents.id
    )
    select coalesce(sum(n), 0)::int as created, coalesce(sum(total), 0)::bigint as total,
           (select count(*) from raised)::int as parents
    from per_parent`);
  const [row] = rowsOf<{ created: number | string; total: number | string }>(result);
  return { month, created: Number(row?.created ?? 0), totalHalalas: Number(row?.total ?? 0) };
}

// ---------------------------------------------------------------- invoices

const invoiceSpec: ListSpec<(typeof INVOICE_SORT_FIELDS)[number]> = {
  sortColumns: { number: invoices.number, dueDate: invoices.dueDate, amountHalalas: invoices.amountHalalas },
  defaultSort: 'number:desc',
  idColumn: invoices.id,
  search: parents.search,
};

function invoiceWhere(query: InvoiceListQuery): SQL | undefined {
  const status =
    query.status === 'open'
      ? eq(invoices.paidHalalas, 0)
      : query.status === 'partial'
        ? and(gt(invoices.paidHalalas, 0), lt(invoices.paidHalalas, invoices.amountHalalas))
        : query.status === 'paid'
          ? gte(invoices.paidHalalas, invoices.amountHalalas)
          : undefined;
  return and(
    searchFor(invoiceSpec, query.q),
    query.month ? eq(invoices.month, query.month) : undefined,
    query.parentId ? eq(invoices.parentId, query.parentId) : undefined,
    status,
  );
}

async function selectInvoices(
  db: Database,
  query: InvoiceListQuery,
  window?: { limit: number; offset: number },
) {
  const base = db
    .select({
      i: invoices,
      parentName: parents.name,
      studentName: students.nameAr,
      packageNameAr: packages.nameAr,
      packageNameEn: packages.nameEn,
    })
    .from(invoices)
    .innerJoin(parents, eq(parents.id, invoices.parentId))
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(students, eq(students.id, subscriptions.studentId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(invoiceWhere(query))
    .orderBy(...orderByFor(invoiceSpec, query.sort));
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  return rows.map(({ i, ...names }): Invoice => {
    const outstanding = i.amountHalalas - i.paidHalalas;
    return {
      id: i.id,
      number: i.number,
      parentId: i.parentId,
      month: i.month,
      dueDate: i.dueDate,
      amountHalalas: i.amountHalalas,
      paidHalalas: i.paidHalalas,
      outstandingHalalas: outstanding,
      status: i.paidHalalas === 0 ? 'open' : outstanding > 0 ? 'partial' : 'paid',
      createdAt: i.createdAt.toISOString(),
      ...names,
    };
  });
}

export async function listInvoices(db: Database, query: InvoiceListQuery): Promise<ListResponse<Invoice>> {
  const items = await selectInvoices(db, query, pageWindow(query));
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(parents, eq(parents.id, invoices.parentId))
    .where(invoiceWhere(query));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export const exportInvoices = (db: Database, query: InvoiceListQuery) => selectInvoices(db, query);

// ---------------------------------------------------------------- payments and refunds

/**
 * A payment lowers what is left on the invoice and the parent's balance; a refund gives money
 * back from what was paid and raises them again. The invoice row is locked, so two cashiers
 * cannot both take the last riyal.
 */
export async function recordPayment(
  tx: Database,
  input: PaymentInput,
  actorId: string | null,
): Promise<Payment> {
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
      amountHalalas: input.amountHalalas,
      receivedOn: input.receivedOn,
      actorId,
    })
    .returning();
  return {
    id: row!.id,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    parentId: invoice.parentId,
    parentName: parent!.name,
    kind: row!.kind,
    method: row!.method,
    reference: row!.reference,
    amountHalalas: row!.amountHalalas,
    receivedOn: row!.receivedOn,
    createdAt: row!.createdAt.toISOString(),
  };
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

function paymentWhere(query: PaymentListQuery): SQL | undefined {
  return and(
    searchFor(paymentSpec, query.q),
    query.parentId ? eq(payments.parentId, query.parentId) : undefined,
    query.invoiceId ? eq(payments.invoiceId, query.invoiceId) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
  );
}

async function selectPayments(
  db: Database,
  query: PaymentListQuery,
  window?: { limit: number; offset: number },
) {
  const base = db
    .select({ p: payments, parentName: parents.name, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(parents, eq(parents.id, payments.parentId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(paymentWhere(query))
    .orderBy(...orderByFor(paymentSpec, query.sort));
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  return rows.map(
    ({ p, parentName, invoiceNumber }): Payment => ({
      id: p.id,
      invoiceId: p.invoiceId,
      invoiceNumber,
      parentId: p.parentId,
      parentName,
      kind: p.kind,
      method: p.method,
      reference: p.reference,
      amountHalalas: p.amountHalalas,
      receivedOn: p.receivedOn,
      createdAt: p.createdAt.toISOString(),
    }),
  );
}

export async function listPayments(db: Database, query: PaymentListQuery): Promise<ListResponse<Payment>> {
  const items = await selectPayments(db, query, pageWindow(query));
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(parents, eq(parents.id, payments.parentId))
    .where(paymentWhere(query));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export const exportPayments = (db: Database, query: PaymentListQuery) => selectPayments(db, query);

// ---------------------------------------------------------------- balances

// Written out in full: inside a correlated subquery an unqualified column would name the inner table.
const invoicedSum = sql<number>`(select coalesce(sum(i.amount_halalas), 0) from invoices i where i.parent_id = "parents"."id")`;
const paidSum = sql<number>`(select coalesce(sum(case when p.kind = 'payment' then p.amount_halalas else -p.amount_halalas end), 0) from payments p where p.parent_id = "parents"."id")`;

const balanceSpec: ListSpec<(typeof BALANCE_SORT_FIELDS)[number]> = {
  sortColumns: { balanceHalalas: parents.balanceHalalas, parentName: parents.name },
  defaultSort: 'balanceHalalas:desc',
  idColumn: parents.id,
  search: parents.search,
};

function balanceWhere(query: BalanceListQuery): SQL | undefined {
  return and(
    searchFor(balanceSpec, query.q),
    query.owing === 'true'
      ? gt(parents.balanceHalalas, 0)
      : or(
          ne(parents.balanceHalalas, 0),
          sql`exists (select 1 from invoices i where i.parent_id = "parents"."id")`,
        ),
  );
}

async function selectBalances(
  db: Database,
  query: BalanceListQuery,
  window?: { limit: number; offset: number },
) {
  const base = db
    .select({
      parentId: parents.id,
      parentName: parents.name,
      phone: parents.phone,
      invoicedHalalas: invoicedSum,
      paidHalalas: paidSum,
      balanceHalalas: parents.balanceHalalas,
    })
    .from(parents)
    .where(balanceWhere(query))
    .orderBy(...orderByFor(balanceSpec, query.sort));
  const rows = window ? await base.limit(window.limit).offset(window.offset) : await base;
  return rows.map(
    (r): Balance => ({
      ...r,
      invoicedHalalas: Number(r.invoicedHalalas),
      paidHalalas: Number(r.paidHalalas),
    }),
  );
}

export async function listBalances(db: Database, query: BalanceListQuery): Promise<ListResponse<Balance>> {
  const items = await selectBalances(db, query, pageWindow(query));
  const [total] = await db.select({ n: count() }).from(parents).where(balanceWhere(query));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export const exportBalances = (db: Database, query: BalanceListQuery) => selectBalances(db, query);

// ---------------------------------------------------------------- ageing and the monthly series

/** What is still owed, by days past the due date on `asOf`; one pass over the open invoices. */
export async function ageingReport(db: Database, asOf: string): Promise<Ageing> {
  const result = await db.execute(sql`
    select case when age <= 30 then 'd0_30' when age <= 60 then 'd31_60' when age <= 90 then 'd61_90'
                else 'd90_plus' end as bucket,
           sum(owed)::bigint as owed, count(*)::int as n
    from (select amount_halalas - paid_halalas as owed, ${asOf}::date - due_date as age
          from invoices where paid_halalas < amount_halalas) open_invoices
    group by 1`);
  const buckets = Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as Record<AgeingBucket, number>;
  const counts = { ...buckets };
  for (const row of rowsOf<{ bucket: AgeingBucket; owed: string | number; n: number }>(result)) {
    buckets[row.bucket] = Number(row.owed);
    counts[row.bucket] = Number(row.n);
  }
  const totalHalalas = AGEING_BUCKETS.reduce((sum, b) => sum + buckets[b], 0);
  return { asOf, buckets, counts, totalHalalas };
}

function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let index = monthBounds(from).index;
  const last = monthBounds(to).index;
  while (index <= last && months.length < 120) {
    const year = Math.floor((index - 1) / 12);
    const month = index - year * 12;
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    index += 1;
  }
  return months;
}

/** Invoiced and collected (payments less refunds) against settlements paid to drivers, per month. */
export async function monthlyReport(db: Database, from: string, to: string, timeZone: string) {
  const months = monthsBetween(from, to);
  const start = `${from}-01`;
  const end = monthBounds(to).end;
  const invoiced = await db
    .select({ month: invoices.month, total: sql<string>`sum(${invoices.amountHalalas})::bigint` })
    .from(invoices)
    .where(and(gte(invoices.month, from), lte(invoices.month, to)))
    .groupBy(invoices.month);
  const collectedMonth = sql<string>`to_char(${payments.receivedOn}, 'YYYY-MM')`;
  const collected = await db
    .select({
      month: collectedMonth,
      total: sql<string>`sum(case when ${payments.kind} = 'payment' then ${payments.amountHalalas} else -${payments.amountHalalas} end)::bigint`,
    })
    .from(payments)
    .where(and(gte(payments.receivedOn, start), lte(payments.receivedOn, end)))
    .groupBy(collectedMonth);
  const paidMonth = sql<string>`to_char(${settlements.paidAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const payouts = await db
    .select({ month: paidMonth, total: sql<string>`sum(${settlements.netHalalas})::bigint` })
    .from(settlements)
    .where(eq(settlements.status, 'paid'))
    // By position: the time zone is a parameter, and `$1` in the select is not `$2` in a group by.
    .groupBy(sql`1`);
  const byMonth = (rows: { month: string; total: string }[]) =>
    new Map(rows.map((r) => [r.month, Number(r.total)]));
  const [i, c, p] = [byMonth(invoiced), byMonth(collected), byMonth(payouts)];
  return {
    months: months.map(
      (month): MonthlyRow => ({
        month,
        invoicedHalalas: i.get(month) ?? 0,
        collectedHalalas: c.get(month) ?? 0,
        payoutsHalalas: p.get(month) ?? 0,
      }),
    ),
  };
}
