import { type ListResponse, PAGE_SIZE_MAX } from '@rihla/shared/contracts/common';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Every page of a list (for pickers: schools, buses, drivers, stops are tens to a few hundred). */
async function allPages<T>(get: (page: number) => Promise<ListResponse<T>>): Promise<T[]> {
  const first = await get(1);
  const items = [...first.items];
  for (let page = 2; (page - 1) * PAGE_SIZE_MAX < first.total; page++) items.push(...(await get(page)).items);
  return items;
}

/** All of a resource (filtered) for a picker of the trip forms, kept a minute. */
export function allPagesQueryOptions<T>(
  api: ApiClient,
  resource: string,
  filters: Record<string, string> = {},
) {
  return queryOptions({
    queryKey: ['trips', 'options', resource, filters],
    staleTime: 60_000,
    queryFn: () =>
      allPages<T>((page) =>
        api
          .get(resource, { searchParams: { ...filters, page, pageSize: PAGE_SIZE_MAX } })
          .json<ListResponse<T>>(),
      ),
  });
}
