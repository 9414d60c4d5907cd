import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ListResponse } from '../contracts/common';
import type { ApiClient } from './api-client';

/**
 * A page of a list endpoint for the list's URL query (`?page&pageSize&sort&q&<filter>`), under
 * `[...key, 'list', query]`, so invalidating `key` refreshes every page of it. The table keeps its
 * rows while the next page or sort loads.
 */
export function listQueryOptions<T>(api: ApiClient, key: QueryKey, path: string, params: URLSearchParams) {
  return queryOptions({
    queryKey: [...key, 'list', params.toString()],
    queryFn: (): Promise<ListResponse<T>> => api.get(path, { searchParams: params }).json(),
    placeholderData: keepPreviousData,
  });
}
