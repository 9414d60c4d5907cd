import { type ListResponse, listResponseSchema, PAGE_SIZE_MAX } from '@rihla/shared/contracts/common';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

/** Every page of a list (for pickers: schools, buses, drivers, stops are tens to a few hundred). */
async function allPages<T>(get: (page: number) => Promise<ListResponse<T>>): Promise<T[]> {
  const first = await get(1);
  const items = [...first.items];
  for (let page = 2; (page - 1) * PAGE_SIZE_MAX < first.total; page++) items.push(...(await get(page)).items);
  return items;
}

/** All of a resource (filtered) for a picker of the trip forms, kept a minute. */
export function allPagesQueryOptions<S extends z.ZodType>(
  api: ApiClient,
  resource: string,
  item: S,
  filters: Record<string, string> = {},
) {
  const pageSchema = listResponseSchema(item);
  return queryOptions({
    queryKey: ['trips', 'options', resource, filters],
    staleTime: 60_000,
    queryFn: () =>
      allPages((page) =>
        parseAnswer(
          api.get(resource, { searchParams: { ...filters, page, pageSize: PAGE_SIZE_MAX } }),
          pageSchema,
        ),
      ),
  });
}
