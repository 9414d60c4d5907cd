import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the operator list keeps in the URL next to page, sort and search. */
const OPERATOR_LIST_FILTERS = ['role'] as const;

export function useOperatorListQuery() {
  return useListQueryParams(OPERATOR_LIST_FILTERS);
}
