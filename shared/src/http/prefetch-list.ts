import type { PrefetchContext } from '../shell/remote-contract';
import type { ApiClient } from './api-client';
import type { listQueryOptions } from './list-query-options';

/**
 * The prefetch of a list page: its first page as an unfiltered visit asks for it (no search
 * params), under the same query key, so the page renders its rows from the cache.
 */
export function prefetchList<T>(
  options: (api: ApiClient, params: URLSearchParams) => ReturnType<typeof listQueryOptions<T>>,
) {
  return ({ api, queryClient }: PrefetchContext) =>
    queryClient.prefetchQuery(options(api, new URLSearchParams()));
}
