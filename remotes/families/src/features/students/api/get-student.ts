import type { Student } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

export function getStudent(api: ApiClient, id: string): Promise<Student> {
  return api.get(`students/${id}`).json();
}

export function studentQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => getStudent(api, id) });
}

export function useStudent(id: string) {
  const { api } = useShell();
  return useQuery(studentQueryOptions(api, id));
}
