import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the registration queue keeps in the URL next to page, sort and search. */
export const REQUEST_LIST_FILTERS = ['status', 'schoolId'] as const;
export type RequestListFilter = (typeof REQUEST_LIST_FILTERS)[number];

export function useRequestListQuery() {
  return useListQueryParams(REQUEST_LIST_FILTERS);
}
