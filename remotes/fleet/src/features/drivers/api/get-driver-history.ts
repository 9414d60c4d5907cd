import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

const HISTORY_PAGE_SIZE = 20;

export function getDriverHistory(
  api: ApiClient,
  id: string,
  page: number,
): Promise<ListResponse<AuditEntry>> {
  return api.get(`drivers/${id}/history`, { searchParams: { page, pageSize: HISTORY_PAGE_SIZE } }).json();
}

export function driverHistoryQueryOptions(api: ApiClient, id: string) {
  return infiniteQueryOptions({
    queryKey: driverKeys.history(id),
    queryFn: ({ pageParam }) => getDriverHistory(api, id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Audit entries of a driver, newest first, a page at a time. */
export function useDriverHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(driverHistoryQueryOptions(api, id));
}
