import { historyQueryOptions } from '@rihla/shared/http/history-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useInfiniteQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

/** Audit entries of a student, newest first, a page at a time. */
export function useStudentHistory(id: string) {
  const { api } = useShell();
  return useInfiniteQuery(historyQueryOptions(api, studentKeys.all, 'students', id));
}
