import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { PrefetchContext } from '../shell/remote-contract';
import type { ApiClient } from './api-client';

/**
 * The prefetch of a list page: its first page as an unfiltered visit asks for it (no search
 * params), under the same query key, so the page renders its rows from the cache.
 */
export function prefetchList<T, K extends QueryKey>(
  options: (api: ApiClient, params: URLSearchParams) => FetchQueryOptions<T, Error, T, K>,
) {
  return ({ api, queryClient }: PrefetchContext) =>
    queryClient.prefetchQuery(options(api, new URLSearchParams()));
}
