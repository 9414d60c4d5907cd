import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';

/** What AuditHistory needs from a react-query infinite query of a record's history. */
interface HistoryQuery {
  data?: { pages: ListResponse<AuditEntry>[] };
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * AuditHistory's paging props from the history query: the pages loaded so far as one list, and
 * "show more" fetching the next page. Every record's history screen wires it the same way.
 */
export function auditHistoryPaging(query: HistoryQuery) {
  return {
    entries: query.data?.pages.flatMap((page) => page.items),
    loading: query.isFetching,
    hasMore: query.hasNextPage,
    onMore: () => {
      query.fetchNextPage();
    },
  };
}
