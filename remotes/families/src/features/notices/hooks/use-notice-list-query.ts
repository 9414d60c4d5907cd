import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';

/** Field filters the delivery log keeps in the URL next to page, sort and search. */
const NOTICE_LIST_FILTERS = ['status', 'channel', 'event', 'parentId', 'from', 'to'] as const;

export function useNoticeListQuery() {
  return useListQueryParams(NOTICE_LIST_FILTERS);
}
