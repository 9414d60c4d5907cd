import { asc, desc, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldSearchText } from './fold-search';
import type { PageParams } from './paged-list';

export interface ListSpec<F extends string> {
  sortColumns: Record<F, AnyPgColumn>;
  defaultSort: `${F}:${'asc' | 'desc'}`;
  /** Tie-breaker, so pages never overlap or skip rows with equal sort values. */
  idColumn: AnyPgColumn;
  /** Orders rows with equal sort values before the id does (e.g. trips of one date by departure). */
  thenBy?: AnyPgColumn[];
  /** A `rihla_fold`ed text column or expression that `q` is matched in (a trigram index makes it fast). */
  search: AnyPgColumn | SQL;
}

/** A list's query: which page, the sort and the search term. */
export interface ListParams extends PageParams {
  sort?: string | undefined;
  q?: string | undefined;
}

export function orderByFor<F extends string>(spec: ListSpec<F>, sort: string | undefined): SQL[] {
  const [field, direction] = (sort ?? spec.defaultSort).split(':') as [F, 'asc' | 'desc'];
  const column = spec.sortColumns[field] ?? spec.idColumn;
  const then = (spec.thenBy ?? []).filter((c) => c !== column).map((c) => asc(c));
  return [direction === 'desc' ? desc(column) : asc(column), ...then, asc(spec.idColumn)];
}

/**
 * `q` as a substring of the search text, both folded (case, tashkeel, alef/hamza, ة/ه, ى/ي, digits),
 * LIKE wildcards taken literally.
 */
export function searchFor<F extends string>(spec: ListSpec<F>, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${foldSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return like(spec.search, pattern);
}
