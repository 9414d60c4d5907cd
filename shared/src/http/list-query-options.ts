import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { listResponseSchema } from '../contracts/common';
import type { ApiClient } from './api-client';
import { parseAnswer } from './parse-answer';

/**
 * A page of a list endpoint for the list's URL query (`?page&pageSize&sort&q&<filter>`), under
 * `[...key, 'list', query]`, so invalidating `key` refreshes every page of it. The table keeps its
 * rows while the next page or sort loads. Every page is parsed by `item`'s list contract.
 */
export function listQueryOptions<S extends z.ZodType>(
  api: ApiClient,
  key: QueryKey,
  path: string,
  params: URLSearchParams,
  item: S,
) {
  return queryOptions({
    queryKey: [...key, 'list', params.toString()],
    queryFn: () => parseAnswer(api.get(path, { searchParams: params }), listResponseSchema(item)),
    placeholderData: keepPreviousData,
  });
}
