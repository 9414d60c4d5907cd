import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the settlement list keeps in the URL next to page, sort and search. */
export const SETTLEMENT_LIST_FILTERS = ['status'] as const;
export type SettlementListFilter = (typeof SETTLEMENT_LIST_FILTERS)[number];

export function useSettlementListQuery() {
  return useListQueryParams(SETTLEMENT_LIST_FILTERS);
}
