import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import type { Company } from '@rihla/shared/contracts/company';
import { type InvoiceRunResult, PERIOD_MONTHS } from '@rihla/shared/contracts/invoices';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { Database } from '../../db/types';
import { rewriteAuditAfter, startAudit } from '../../lib/audit';
import { monthBounds } from '../../lib/months';
import { rowsOf } from '../../lib/raw-rows';
import { lineVatSql, rateOfCategorySql } from '../../lib/vat';
import { vatSeller } from '../company/company.service';
import { issueInvoiceDocuments, zatcaKeySecret } from '../zatca/zatca-issue';
import { type InvoiceForNotice, tellInvoicesIssued } from './invoice-notices';

/**
 * Parents per commit of an invoice run (ADR 0044). On PGlite another request waits for the chunk
 * under way, so chunks are short; PostgreSQL answers other requests meanwhile, and fewer, longer
 * chunks keep a run of 100 000 subscriptions well within its 30 s.
 */
export const RUN_CHUNK_PARENTS: Record<DatabaseHandle['kind'], number> = { pglite: 50, postgres: 1_000 };

/** A range of parent ids, `(after, upto]`; `after` null: from the first. */
interface ParentRange {
  after: string | null;
  upto: string;
}

/** The subscriptions billed in `month`: active, priced, started by its last day, not ended before its first. */
function activeIn(month: string): SQL {
  const { start, end } = monthBounds(month);
  return sql`s.status = 'active'
        and s.price_halalas > 0
        and s.start_date <= ${end}::date
        and (s.end_date is null or s.end_date >= ${start}::date)`;
}

const afterParent = (after: string | null): SQL =>
  after === null ? sql`true` : sql`s.parent_id > ${after}::uuid`;

/**
 * True when the academic calendar is entered and `month` has no school day: every day of it
 * outside the terms or inside a holiday (a summer month). Evaluated once per query (it names no
 * subscription). A month a holiday only cuts short still has school days (ADR 0054).
 */
function monthWithoutSchoolDay(month: string): SQL {
  const { start, end } = monthBounds(month);
  return sql`(exists (select 1 from calendar_periods where kind = 'term')
    and not exists (
      select 1 from generate_series(${start}::date, ${end}::date, interval '1 day') as d(day)
      where exists (select 1 from calendar_periods t
                    where t.kind = 'term' and d.day between t.start_date and t.end_date)
        and not exists (select 1 from calendar_periods h
                        where h.kind = 'holiday' and d.day between h.start_date and h.end_date)))`;
}

/**
 * The invoices `month` is due: per subscription active in it, the instalment of its period that
 * falls in this month. A period (PERIOD_MONTHS) starts in the subscription's start month and every
 * period length after; its price is paid in `instalments` monthly parts (the subscription's own count, else the package's) from its first month
 * (an annual package of 10 instalments: 10 invoices, months 1 to 10 of the year). The parts add up
 * to the price exactly: the first `price mod n` parts carry one more halala. A monthly package
 * is not billed for a month without a school day (ADR 0054's rule for months holidays cut); term and
 * annual packages keep their instalments, which spread the period's price. Due on the first of
 * the month, or on the subscription's start day when later. Those already invoiced are left out;
 * with `parents`, only the subscriptions of those parents. That check compares the month as an
 * expression so PostgreSQL looks each subscription up in its (subscription, month) key: during a run
 * the statistics still say the month has no invoices, and through `invoices_month_idx` each chunk
 * scanned every invoice the run had made so far, once per subscription (2 s a chunk at 50 000).
 */
function dueInvoices(month: string, parents?: ParentRange): SQL {
  const { start, index } = monthBounds(month);
  const inRange = parents
    ? sql`and ${afterParent(parents.after)} and s.parent_id <= ${parents.upto}::uuid`
    : sql``;
  return sql`
    with periods as (
      select s.id as subscription_id, s.parent_id, s.price_halalas, s.start_date,
             coalesce(s.instalments, p.instalments) as instalments,
             p.vat_category as package_vat_category, p.vat_exemption_reason as package_vat_reason,
             mod(${index}::int - (extract(year from s.start_date)::int * 12 + extract(month from s.start_date)::int),
                 case p.period when 'month' then ${PERIOD_MONTHS.month}::int when 'term' then ${PERIOD_MONTHS.term}::int
                   else ${PERIOD_MONTHS.year}::int end) as month_of_period
      from subscriptions s
      join packages p on p.id = s.package_id
      where ${activeIn(month)} ${inRange}
        and not (p.period = 'month' and ${monthWithoutSchoolDay(month)})
    )
    select subscription_id, parent_id,
           greatest(${start}::date, start_date) as due_date,
           month_of_period + 1 as instalment, instalments, package_vat_category, package_vat_reason,
           (price_halalas / instalments + case when month_of_period < mod(price_halalas, instalments) then 1 else 0 end)
             as amount_halalas
    from periods
    where month_of_period < instalments
      and not exists (
        select 1 from invoices i where i.subscription_id = periods.subscription_id and i.month || '' = ${month})`;
}

/** The seller's VAT terms a run issues its invoices under. */
type VatTerms = Pick<Company, 'vatRegistered' | 'pricesIncludeVat'>;

/**
 * The due invoices with their VAT (ADR 0050): the instalment is the price, before or with VAT as
 * the company states its prices; a company not VAT-registered issues them not subject to VAT.
 */
function pricedInvoices(month: string, terms: VatTerms, parents?: ParentRange): SQL {
  if (!terms.vatRegistered) {
    return sql`
      select due.*, 'not_subject' as vat_category, 0 as vat_rate_percent, null::text as vat_exemption_reason,
             0::bigint as vat_halalas, amount_halalas as total_halalas
      from (${dueInvoices(month, parents)}) due`;
  }
  const rate = rateOfCategorySql(sql`package_vat_category`);
  const vat = lineVatSql(sql`amount_halalas`, rate, terms.pricesIncludeVat);
  return sql`
    select due.*, package_vat_category as vat_category, ${rate} as vat_rate_percent,
           package_vat_reason as vat_exemption_reason, ${vat} as vat_halalas,
           ${terms.pricesIncludeVat ? sql`amount_halalas` : sql`amount_halalas + ${vat}`} as total_halalas
    from (${dueInvoices(month, parents)}) due`;
}

/** What a run of `month` would create, without creating it: the preview the operator confirms. */
export async function previewInvoiceRun(tx: Database, month: string): Promise<InvoiceRunResult> {
  const terms = await vatSeller(tx);
  const result = await tx.execute(sql`
    select count(*)::int as created, coalesce(sum(total_halalas), 0)::bigint as total,
           coalesce(sum(vat_halalas), 0)::bigint as vat
    from (${pricedInvoices(month, terms)}) due`);
  const [row] = rowsOf<{ created: number | string; total: number | string; vat: number | string }>(result);
  return {
    month,
    created: Number(row?.created ?? 0),
    totalHalalas: Number(row?.total ?? 0),
    vatHalalas: Number(row?.vat ?? 0),
  };
}

/** The last parent of the next chunk after `after` (null: none left), in parent id order. */
async function nextChunk(
  tx: Database,
  month: string,
  after: string | null,
  parents: number,
): Promise<string | null> {
  const result = await tx.execute(sql`
    select parent_id::text as upto from (
      select distinct s.parent_id from subscriptions s
      where ${activeIn(month)} and ${afterParent(after)}
      order by s.parent_id
      limit ${parents}
    ) chunk
    order by parent_id desc
    limit 1`);
  return rowsOf<{ upto: string | null }>(result)[0]?.upto ?? null;
}

/**
 * One chunk (without `parents`: every parent) in one statement: its due invoices inserted (and returned, for their notices),
 * `on conflict do nothing` on (subscription, month) so a second run (or two at once) adds nothing,
 * and its parents' balances raised by exactly what was inserted.
 */
async function invoiceChunk(
  tx: Database,
  month: string,
  terms: VatTerms,
  parents?: ParentRange,
): Promise<IssuedInvoice[]> {
  const result = await tx.execute(sql`
    with candidates as (${pricedInvoices(month, terms, parents)}),
    inserted as (
      insert into invoices (parent_id, subscription_id, month, due_date, amount_halalas, instalment, instalments,
                            vat_halalas, vat_category, vat_rate_percent, vat_exemption_reason, prices_include_vat)
      select parent_id, subscription_id, ${month}, due_date, total_halalas, instalment, instalments,
             vat_halalas, vat_category, vat_rate_percent, vat_exemption_reason, ${terms.pricesIncludeVat}
      from candidates
      order by parent_id, subscription_id
      on conflict (subscription_id, month) do nothing
      returning id, number, parent_id, amount_halalas, vat_halalas, due_date
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
    -- "raised" runs though nothing reads it: PostgreSQL executes every data-modifying CTE once.
    select id, number, parent_id, amount_halalas, vat_halalas, to_char(due_date, 'YYYY-MM-DD') as due_date
    from inserted
    order by number`);
  return rowsOf<{
    id: string;
    number: number | string;
    parent_id: string;
    amount_halalas: number | string;
    vat_halalas: number | string;
    due_date: string;
  }>(result).map((row) => ({
    id: row.id,
    number: Number(row.number),
    parentId: row.parent_id,
    amountHalalas: Number(row.amount_halalas),
    vatHalalas: Number(row.vat_halalas),
    dueDate: row.due_date,
  }));
}

/**
 * The chunk's parents locked in id order before their balances are raised. Two runs at once (two
 * months, whose chunks need not cover the same parents) otherwise raised shared parents' balances
 * in whatever order each plan visited them, and PostgreSQL ended one of them as a deadlock (a 500).
 */
async function lockChunkParents(tx: Database, after: string | null, upto: string): Promise<void> {
  const from = after === null ? sql`true` : sql`id > ${after}::uuid`;
  await tx.execute(
    sql`select id from parents where ${from} and id <= ${upto}::uuid order by id for no key update`,
  );
}

type IssuedInvoice = InvoiceForNotice & { vatHalalas: number };

const sumOf = (issued: IssuedInvoice[]) => ({
  totalHalalas: issued.reduce((sum, invoice) => sum + invoice.amountHalalas, 0),
  vatHalalas: issued.reduce((sum, invoice) => sum + invoice.vatHalalas, 0),
});

/**
 * Invoices `month` in chunks of parents (ADR 0044), each committed on its own with its invoices,
 * the balances they raise, their notices and the run's audit row (written by the first chunk,
 * brought up to date by each next one), yielding between chunks so other requests are answered.
 * A failure leaves whole chunks invoiced and the rest not: running the month again completes it.
 */
export async function runInvoicesInChunks(
  db: Database,
  request: FastifyRequest,
  month: string,
  chunkParents: number,
): Promise<InvoiceRunResult> {
  const terms = await vatSeller(db);
  const run: InvoiceRunResult = { month, created: 0, totalHalalas: 0, vatHalalas: 0 };
  let auditId: string | null = null;
  let after: string | null = null;
  do {
    await yieldToOtherRequests();
    const chunk = await db.transaction(async (tx) => {
      const upto = await nextChunk(tx, month, after, chunkParents);
      if (upto) await lockChunkParents(tx, after, upto);
      const issued = upto ? await invoiceChunk(tx, month, terms, { after, upto }) : [];
      // Their tax documents take the chain's next counters in this transaction (ADR 0052): a chunk
      // that fails gives its counters back, so a re-run continues the chain with no gap.
      await issueInvoiceDocuments(
        tx,
        issued.map((invoice) => invoice.id),
        zatcaKeySecret(request.server.config),
      );
      // Each family learns of its new invoice in the chunk's transaction: no invoice, no notice.
      await tellInvoicesIssued(tx, issued);
      const sums = sumOf(issued);
      const soFar = {
        month,
        created: run.created + issued.length,
        totalHalalas: run.totalHalalas + sums.totalHalalas,
        vatHalalas: run.vatHalalas + sums.vatHalalas,
      };
      const id = auditId
        ? await rewriteAuditAfter(tx, auditId, soFar)
        : await startAudit(tx, request, {
            entityType: 'invoice_run',
            entityId: month,
            action: 'create',
            before: null,
            after: soFar,
          });
      return { upto, created: issued.length, ...sums, auditId: id };
    });
    auditId = chunk.auditId;
    run.created += chunk.created;
    run.totalHalalas += chunk.totalHalalas;
    run.vatHalalas += chunk.vatHalalas;
    after = chunk.upto;
  } while (after !== null);
  return run;
}

/**
 * A whole month invoiced in the caller's transaction, its documents issued and notices queued: the
 * demo seed's runs, which write the months of history in one transaction of their own.
 */
export async function runInvoices(tx: Database, month: string, keySecret: string): Promise<InvoiceRunResult> {
  const issued = await invoiceChunk(tx, month, await vatSeller(tx));
  await issueInvoiceDocuments(
    tx,
    issued.map((invoice) => invoice.id),
    keySecret,
  );
  await tellInvoicesIssued(tx, issued);
  return { month, created: issued.length, ...sumOf(issued) };
}
