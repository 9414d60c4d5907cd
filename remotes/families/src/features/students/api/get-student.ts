import { type Student, studentSchema } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

export function getStudent(api: ApiClient, id: string): Promise<Student> {
  return parseAnswer(api.get(`students/${id}`), studentSchema);
}

export function studentQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: studentKeys.detail(id), queryFn: () => getStudent(api, id) });
}

export function useStudent(id: string) {
  const { api } = useShell();
  return useQuery(studentQueryOptions(api, id));
}
