import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the driver list keeps in the URL next to page, sort and search. */
export const DRIVER_LIST_FILTERS = ['status', 'role', 'expiringWithinDays'] as const;
export type DriverListFilter = (typeof DRIVER_LIST_FILTERS)[number];

export function useDriverListQuery() {
  return useListQueryParams(DRIVER_LIST_FILTERS);
}
