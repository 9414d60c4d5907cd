import { studentSchema } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

export function studentsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, studentKeys.all, 'students', params, studentSchema);
}

/** A page of students for the list's URL query. */
export function useStudents(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(studentsQueryOptions(api, params));
}
