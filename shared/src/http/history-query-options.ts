import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { auditEntrySchema, listResponseSchema } from '../contracts/common';
import type { ApiClient } from './api-client';
import { parseAnswer } from './parse-answer';

const HISTORY_PAGE_SIZE = 20;
const historyPageSchema = listResponseSchema(auditEntrySchema);

/**
 * A record's audit trail (`GET <path>/:id/history`), newest first, a page at a time, under
 * `[...key, 'history', id]`. For `auditHistoryPaging` and the history card of every details page.
 */
export function historyQueryOptions(api: ApiClient, key: QueryKey, path: string, id: string) {
  return infiniteQueryOptions({
    queryKey: [...key, 'history', id],
    queryFn: ({ pageParam }) =>
      parseAnswer(
        api.get(`${path}/${id}/history`, { searchParams: { page: pageParam, pageSize: HISTORY_PAGE_SIZE } }),
        historyPageSchema,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}
