import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

/** Audit entries of a bus, newest first, a page at a time. */
export function useBusHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, busKeys.all, 'buses', id));
}
