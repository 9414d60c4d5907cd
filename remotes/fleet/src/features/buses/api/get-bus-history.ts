import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

const HISTORY_PAGE_SIZE = 20;

export function getBusHistory(api: ApiClient, id: string, page: number): Promise<ListResponse<AuditEntry>> {
  return api.get(`buses/${id}/history`, { searchParams: { page, pageSize: HISTORY_PAGE_SIZE } }).json();
}

export function busHistoryQueryOptions(api: ApiClient, id: string) {
  return infiniteQueryOptions({
    queryKey: busKeys.history(id),
    queryFn: ({ pageParam }) => getBusHistory(api, id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Audit entries of a bus, newest first, a page at a time. */
export function useBusHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(busHistoryQueryOptions(api, id));
}
