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
import { and, count, eq, gt, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { ExportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { monthBounds } from '../../lib/months';
import { pagedList } from '../../lib/paged-list';
import { rowsOf } from '../../lib/raw-rows';
import type { SchoolScope } from '../../lib/school-scope';
import { invoiceInScope } from '../invoices/invoices.service';
import { invoices } from '../invoices/invoices.table';
import { parentInScope } from '../parents/parents.service';
import { parents } from '../parents/parents.table';
import { paymentInScope } from '../payments/payments.service';
import { payments } from '../payments/payments.table';
import { settlementInScope } from '../settlements/settlements.service';
import { settlements } from '../settlements/settlements.table';

type BalanceListQuery = z.output<typeof balanceListQuerySchema>;

// ---------------------------------------------------------------- balances

// Written out in full: inside a correlated subquery an unqualified column would name the inner table.
const invoicedSum = sql<number>`(select coalesce(sum(i.amount_halalas), 0) from invoices i where i.parent_id = "parents"."id")`;
const vatSum = sql<number>`(
  (select coalesce(sum(i.vat_halalas), 0) from invoices i where i.parent_id = "parents"."id")
  - (select coalesce(sum(p.vat_halalas), 0) from payments p where p.parent_id = "parents"."id" and p.kind = 'refund'))`;
const paidSum = sql<number>`(select coalesce(sum(case when p.kind = 'payment' then p.amount_halalas else -p.amount_halalas end), 0) from payments p where p.parent_id = "parents"."id" and p.voided_at is null)`;

const balanceSpec: ListSpec<(typeof BALANCE_SORT_FIELDS)[number]> = {
  sortColumns: { balanceHalalas: parents.balanceHalalas, parentName: parents.name },
  defaultSort: 'balanceHalalas:desc',
  idColumn: parents.id,
  search: parents.search,
};

function balanceWhere(query: BalanceListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    parentInScope(scope),
    searchFor(balanceSpec, query.q),
    query.owing === 'true'
      ? gt(parents.balanceHalalas, 0)
      : or(
          ne(parents.balanceHalalas, 0),
          sql`exists (select 1 from invoices i where i.parent_id = "parents"."id")`,
        ),
  );
}

/** Every parent with what they were invoiced and paid, not yet filtered. */
function selectBalances(db: Database) {
  return db
    .select({
      parentId: parents.id,
      parentName: parents.name,
      phone: parents.phone,
      invoicedHalalas: invoicedSum,
      vatHalalas: vatSum,
      paidHalalas: paidSum,
      balanceHalalas: parents.balanceHalalas,
    })
    .from(parents)
    .$dynamic();
}

function toBalance(row: Awaited<ReturnType<typeof selectBalances>>[number]): Balance {
  return {
    ...row,
    invoicedHalalas: Number(row.invoicedHalalas),
    vatHalalas: Number(row.vatHalalas),
    paidHalalas: Number(row.paidHalalas),
  };
}

export function listBalances(
  db: Database,
  query: BalanceListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Balance>> {
  return pagedList(query, {
    select: selectBalances(db),
    count: db.select({ n: count() }).from(parents).$dynamic(),
    where: balanceWhere(query, scope),
    orderBy: orderByFor(balanceSpec, query.sort),
    toItems: (rows) => rows.map(toBalance),
  });
}

export function exportBalances(
  db: Database,
  query: BalanceListQuery,
  scope: SchoolScope = null,
): ExportReader<Balance> {
  return {
    ids: async () =>
      (
        await db
          .select({ id: parents.id })
          .from(parents)
          .where(balanceWhere(query, scope))
          .orderBy(...orderByFor(balanceSpec, query.sort))
      ).map((row) => row.id),
    rows: async (ids) => (await selectBalances(db).where(inArray(parents.id, ids))).map(toBalance),
    idOf: (balance) => balance.parentId,
  };
}

// ---------------------------------------------------------------- ageing and the monthly series

/**
 * What is still owed, by days past the due date on `asOf`; one pass over the open invoices (for an
 * operator limited to some schools, those of their families, ADR 0072).
 */
export async function ageingReport(db: Database, asOf: string, scope: SchoolScope = null): Promise<Ageing> {
  const result = await db.execute(sql`
    select case when age <= 30 then 'd0_30' when age <= 60 then 'd31_60' when age <= 90 then 'd61_90'
                else 'd90_plus' end as bucket,
           sum(owed)::bigint as owed, count(*)::int as n
    from (select amount_halalas - paid_halalas as owed, ${asOf}::date - due_date as age
          from ${invoices} where paid_halalas < amount_halalas and ${invoiceInScope(scope) ?? sql`true`}) open_invoices
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

/**
 * Invoiced and collected (payments less refunds) against settlements paid to drivers, per month; for
 * an operator limited to some schools (ADR 0072), their families' invoices and payments and the
 * settlements they see.
 */
export async function monthlyReport(
  db: Database,
  from: string,
  to: string,
  timeZone: string,
  scope: SchoolScope = null,
) {
  const months = monthsBetween(from, to);
  const start = `${from}-01`;
  const end = monthBounds(to).end;
  const invoiced = await db
    .select({
      month: invoices.month,
      total: sql<string>`sum(${invoices.amountHalalas})::bigint`,
      vat: sql<string>`sum(${invoices.vatHalalas})::bigint`,
    })
    .from(invoices)
    .where(and(invoiceInScope(scope), gte(invoices.month, from), lte(invoices.month, to)))
    .groupBy(invoices.month);
  const collectedMonth = sql<string>`to_char(${payments.receivedOn}, 'YYYY-MM')`;
  const collected = await db
    .select({
      month: collectedMonth,
      total: sql<string>`sum(case when ${payments.kind} = 'payment' then ${payments.amountHalalas} else -${payments.amountHalalas} end)::bigint`,
      vat: sql<string>`coalesce(sum(${payments.vatHalalas}), 0)::bigint`,
    })
    .from(payments)
    .where(
      and(
        paymentInScope(scope),
        gte(payments.receivedOn, start),
        lte(payments.receivedOn, end),
        isNull(payments.voidedAt),
      ),
    )
    .groupBy(collectedMonth);
  const paidMonth = sql<string>`to_char(${settlements.paidAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const payouts = await db
    .select({ month: paidMonth, total: sql<string>`sum(${settlements.netHalalas})::bigint` })
    .from(settlements)
    .where(and(settlementInScope(scope), eq(settlements.status, 'paid')))
    // By position: the time zone is a parameter, and `$1` in the select is not `$2` in a group by.
    .groupBy(sql`1`);
  const byMonth = (rows: { month: string; total: string }[]) =>
    new Map(rows.map((r) => [r.month, Number(r.total)]));
  const [i, c, p] = [byMonth(invoiced), byMonth(collected), byMonth(payouts)];
  const vatOf = (rows: { month: string; vat: string }[]) =>
    new Map(rows.map((r) => [r.month, Number(r.vat)]));
  const [invoicedVat, creditedVat] = [vatOf(invoiced), vatOf(collected)];
  return {
    months: months.map(
      (month): MonthlyRow => ({
        month,
        invoicedHalalas: i.get(month) ?? 0,
        vatHalalas: (invoicedVat.get(month) ?? 0) - (creditedVat.get(month) ?? 0),
        collectedHalalas: c.get(month) ?? 0,
        payoutsHalalas: p.get(month) ?? 0,
      }),
    ),
  };
}
