import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { stopKeys } from './stop-keys';

/** Audit entries of a stop, newest first, a page at a time. */
export function useStopHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, stopKeys.all, 'stops', id));
}
