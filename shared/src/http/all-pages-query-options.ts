import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ListResponse, listResponseSchema, PAGE_SIZE_MAX } from '../contracts/common';
import type { ApiClient } from './api-client';
import { parseAnswer } from './parse-answer';

/** Every item of a list, page after page of the largest size, until the list's total is read. */
async function allPages<T>(get: (page: number) => Promise<ListResponse<T>>): Promise<T[]> {
  const first = await get(1);
  const items = [...first.items];
  for (let page = 2; (page - 1) * PAGE_SIZE_MAX < first.total; page++) items.push(...(await get(page)).items);
  return items;
}

/**
 * Every item of a resource (filtered and sorted by `searchParams`) for a picker or an import's name
 * matching, under `[...key, 'options', resource, searchParams]` and kept a minute. Pickers search
 * what they hold, so they hold every row: a company's 101st school is pickable (schools, buses,
 * drivers and stops are tens to a few hundred).
 */
export function allPagesQueryOptions<S extends z.ZodType>(
  api: ApiClient,
  key: QueryKey,
  resource: string,
  item: S,
  searchParams: Record<string, string> = {},
) {
  const pageSchema = listResponseSchema(item);
  return queryOptions({
    queryKey: [...key, 'options', resource, searchParams],
    staleTime: 60_000,
    queryFn: (): Promise<z.output<S>[]> =>
      allPages((page) =>
        parseAnswer(
          api.get(resource, { searchParams: { ...searchParams, page, pageSize: PAGE_SIZE_MAX } }),
          pageSchema,
        ),
      ),
  });
}
