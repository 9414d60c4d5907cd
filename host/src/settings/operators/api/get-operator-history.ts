import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { operatorKeys } from './operator-keys';

/** Audit entries of an operator account, newest first, a page at a time. */
export function useOperatorHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, operatorKeys.all, 'operators', id));
}
