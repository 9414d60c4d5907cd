import { type Bus, busSchema } from '@rihla/shared/contracts/buses';
import { type ListResponse, listResponseSchema } from '@rihla/shared/contracts/common';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

const OPTIONS_PAGE_SIZE = 20;

/** Buses matching what the operator typed in the "assigned bus" picker. */
export function getBusOptions(api: ApiClient, q: string): Promise<ListResponse<Bus>> {
  const searchParams: Record<string, string | number> = { pageSize: OPTIONS_PAGE_SIZE };
  if (q.trim()) searchParams.q = q.trim();
  return parseAnswer(api.get('buses', { searchParams }), listResponseSchema(busSchema));
}

export function busOptionsQueryOptions(api: ApiClient, q: string) {
  return queryOptions({
    queryKey: ['fleet', 'buses', 'options', q.trim()],
    queryFn: () => getBusOptions(api, q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useBusOptions(q: string) {
  const { api } = useShell();
  return useQuery(busOptionsQueryOptions(api, q));
}
