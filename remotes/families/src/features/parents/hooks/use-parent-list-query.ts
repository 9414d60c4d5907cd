import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the parent list keeps in the URL next to page, sort and search. */
export const PARENT_LIST_FILTERS = ['balance'] as const;
export type ParentListFilter = (typeof PARENT_LIST_FILTERS)[number];

export function useParentListQuery() {
  return useListQueryParams(PARENT_LIST_FILTERS);
}
