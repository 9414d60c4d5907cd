import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@rihla/shared/contracts/common';
import { useSearchParams } from '@rihla/shared/routes/router';
import { useCallback, useMemo, useRef } from 'react';

/** A list screen's query as the API takes it: `page`, `pageSize`, `sort`, `q` and field filters. */
export interface ListQuery<F extends string> {
  page: number;
  pageSize: number;
  /** `field:asc` or `field:desc`. */
  sort?: string;
  q?: string;
  filters: Partial<Record<F, string>>;
}

export type ListQueryPatch<F extends string> = Partial<Omit<ListQuery<F>, 'filters'>> & {
  filters?: Partial<Record<F, string | undefined>>;
};

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

export function parseListQuery<F extends string>(
  params: URLSearchParams,
  filterKeys: readonly F[],
): ListQuery<F> {
  const filters: Partial<Record<F, string>> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
    sort: params.get('sort') || undefined,
    q: params.get('q') || undefined,
    filters,
  };
}

/** The query as URL search params, defaults left out so URLs stay short. */
export function listQueryToParams<F extends string>(query: ListQuery<F>): URLSearchParams {
  const out = new URLSearchParams();
  if (query.q) out.set('q', query.q);
  for (const [key, value] of Object.entries(query.filters)) if (value) out.set(key, String(value));
  if (query.sort) out.set('sort', query.sort);
  if (query.page !== 1) out.set('page', String(query.page));
  if (query.pageSize !== PAGE_SIZE_DEFAULT) out.set('pageSize', String(query.pageSize));
  return out;
}

/** Applies a change; anything but a page change starts again from page 1. */
export function patchListQuery<F extends string>(
  query: ListQuery<F>,
  patch: ListQueryPatch<F>,
): ListQuery<F> {
  const filters = { ...query.filters } as Partial<Record<F, string>>;
  for (const [key, value] of Object.entries(patch.filters ?? {}) as [F, string | undefined][]) {
    if (value) filters[key] = value;
    else delete filters[key];
  }
  const next: ListQuery<F> = {
    page: patch.page ?? query.page,
    pageSize: patch.pageSize ?? query.pageSize,
    sort: 'sort' in patch ? patch.sort || undefined : query.sort,
    q: 'q' in patch ? patch.q?.trim() || undefined : query.q,
    filters,
  };
  const onlyPage = Object.keys(patch).every((k) => k === 'page');
  if (!onlyPage && patch.page === undefined) next.page = 1;
  return next;
}

/**
 * Keeps a list's query in the URL search params, so reload, back/forward and shared links
 * show the same page of the same search.
 */
export function useListQueryParams<F extends string>(filterKeys: readonly F[]) {
  const [params, setParams] = useSearchParams();
  // Callers pass a module constant as filterKeys, so it is stable across renders.
  const query = useMemo(() => parseListQuery(params, filterKeys), [params, filterKeys]);

  // antd components may call back with a handler from an earlier render (a table's sorter
  // does), so changes start from the URL as it is now, never from a closed-over copy.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const update = useCallback(
    (patch: ListQueryPatch<F>, options?: { replace?: boolean }) => {
      const { params: now, setParams: set } = latest.current;
      set(listQueryToParams(patchListQuery(parseListQuery(now, filterKeys), patch)), options);
    },
    [filterKeys],
  );

  return { query, update, apiParams: listQueryToParams(query) };
}
