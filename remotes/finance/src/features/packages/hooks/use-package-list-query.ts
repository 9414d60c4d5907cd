import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the package list keeps in the URL next to page, sort and search. */
export const PACKAGE_LIST_FILTERS = ['active'] as const;
export type PackageListFilter = (typeof PACKAGE_LIST_FILTERS)[number];

export function usePackageListQuery() {
  return useListQueryParams(PACKAGE_LIST_FILTERS);
}
