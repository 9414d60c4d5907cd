import type { ListResponse } from '@rihla/shared/contracts/common';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a list: 1-based `page` of `pageSize` rows. */
export interface PageParams {
  page: number;
  pageSize: number;
}

export interface PagedQuery<S extends PgSelect, T> {
  /** The rows with their joins, not yet filtered: `db.select(...).from(table).innerJoin(...).$dynamic()`. */
  select: S;
  /** `db.select({ n: count() }).from(table).$dynamic()`, with the joins that `where` reads and no more. */
  count: PgSelect<string, { n: SQL<number> }, 'partial'>;
  where: SQL | undefined;
  /** Ends with a unique column, so pages never overlap or skip rows with equal sort values. */
  orderBy: SQL[];
  /** The page's rows as the API shows them (may read more, e.g. a parent's children). */
  toItems(rows: Awaited<S>): T[] | Promise<T[]>;
}

/** One page of a list and how many rows match in all: the shape of every paged list of the API. */
export async function pagedList<S extends PgSelect, T>(
  params: PageParams,
  query: PagedQuery<S, T>,
): Promise<ListResponse<T>> {
  const rows = await query.select
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  const [total] = await query.count.where(query.where);
  return {
    items: await query.toItems(rows as Awaited<S>),
    total: total?.n ?? 0,
    page: params.page,
    pageSize: params.pageSize,
  };
}
