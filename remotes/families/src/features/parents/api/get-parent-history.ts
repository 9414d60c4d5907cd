import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { parentKeys } from './parent-keys';

/** Audit entries of a parent, newest first, a page at a time. */
export function useParentHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, parentKeys.all, 'parents', id));
}
