import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the bus list keeps in the URL next to page, sort and search. */
export const BUS_LIST_FILTERS = ['status', 'service'] as const;
export type BusListFilter = (typeof BUS_LIST_FILTERS)[number];

export function useBusListQuery() {
  return useListQueryParams(BUS_LIST_FILTERS);
}
