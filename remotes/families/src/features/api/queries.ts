import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';
import type { PublicPackage } from '@rihla/shared/contracts/packages';
import type { SeatCapacity } from '@rihla/shared/contracts/subscriptions';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { familiesKeys } from './families-keys';

const HISTORY_PAGE_SIZE = 20;

/** A page of `resource` (`parents`, `students`...) for the list's URL query. */
export function useList<T>(resource: string, params: URLSearchParams, enabled = true) {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.list(resource, params.toString()),
    queryFn: (): Promise<ListResponse<T>> => api.get(resource, { searchParams: params }).json(),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRecord<T>(resource: string, id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.detail(resource, id),
    queryFn: (): Promise<T> => api.get(`${resource}/${id}`).json(),
  });
}

/** Something hanging off one record, e.g. `students/<id>/absences`. */
export function useRecordPart<T>(resource: string, id: string, what: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.sub(resource, id, what),
    queryFn: (): Promise<T> => api.get(`${resource}/${id}/${what}`).json(),
  });
}

/** Audit entries of a record, newest first, a page at a time. */
export function useHistory(resource: string, id: string) {
  const { api } = useShell();
  return useInfiniteQuery({
    queryKey: familiesKeys.history(resource, id),
    queryFn: ({ pageParam }): Promise<ListResponse<AuditEntry>> =>
      api
        .get(`${resource}/${id}/history`, { searchParams: { page: pageParam, pageSize: HISTORY_PAGE_SIZE } })
        .json(),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export interface Option {
  id: string;
  nameAr: string;
  nameEn: string;
}

/** Schools for filters and pickers (the public list: id and names of the active ones). */
export function useSchoolOptions() {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.resource('school-options'),
    queryFn: async (): Promise<Option[]> => {
      const page: ListResponse<Option> = await api
        .get('schools', { searchParams: { pageSize: 100, sort: 'nameAr:asc' } })
        .json();
      return page.items;
    },
    staleTime: 60_000,
  });
}

export function usePackageOptions() {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.resource('package-options'),
    queryFn: async (): Promise<PublicPackage[]> => {
      const page: ListResponse<PublicPackage> = await api
        .get('packages', { searchParams: { pageSize: 100 } })
        .json();
      return page.items;
    },
    staleTime: 60_000,
  });
}

export function useSeatCapacities() {
  const { api } = useShell();
  return useQuery({
    queryKey: familiesKeys.resource('seat-capacities'),
    queryFn: (): Promise<SeatCapacity[]> => api.get('seat-capacities').json(),
  });
}

/** CSV of every row matching the list's search and filters (the API ignores paging for it). */
export function exportUrl(resource: string, params: URLSearchParams): string {
  const query = new URLSearchParams(params);
  query.delete('page');
  query.delete('pageSize');
  const search = query.toString();
  return `/api/v1/${resource}/export.csv${search ? `?${search}` : ''}`;
}

/** The name in the page's language. */
export function nameIn(locale: string, item: { nameAr: string; nameEn: string }): string {
  return locale === 'ar' ? item.nameAr : item.nameEn;
}
