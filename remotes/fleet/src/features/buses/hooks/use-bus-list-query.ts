import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the bus list keeps in the URL next to page, sort and search. */
export const BUS_LIST_FILTERS = ['status'] as const;

export function useBusListQuery() {
  return useListQueryParams(BUS_LIST_FILTERS);
}
