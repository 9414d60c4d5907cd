import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { schoolKeys } from './school-keys';

/** Audit entries of a school, newest first, a page at a time. */
export function useSchoolHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, schoolKeys.all, 'schools', id));
}
