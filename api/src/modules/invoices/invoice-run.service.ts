import { type InvoiceRunResult, PERIOD_MONTHS } from '@rihla/shared/contracts/invoices';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { monthBounds } from '../../lib/months';
import { rowsOf } from '../../lib/raw-rows';

/**
 * One statement: invoices for every subscription due in `month` (PERIOD_MONTHS of the contract), `on conflict do nothing` on (subscription, month) so a second run adds nothing,
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
                case p.period when 'month' then ${PERIOD_MONTHS.month}::int when 'term' then ${PERIOD_MONTHS.term}::int
                  else ${PERIOD_MONTHS.year}::int end) = 0
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
