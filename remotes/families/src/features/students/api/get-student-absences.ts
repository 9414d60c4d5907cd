import type { Absence } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

export function getStudentAbsences(api: ApiClient, studentId: string): Promise<Absence[]> {
  return api.get(`students/${studentId}/absences`).json();
}

export function studentAbsencesQueryOptions(api: ApiClient, studentId: string) {
  return queryOptions({
    queryKey: studentKeys.absences(studentId),
    queryFn: () => getStudentAbsences(api, studentId),
  });
}

/** The days a student does not ride. */
export function useStudentAbsences(studentId: string) {
  const { api } = useShell();
  return useQuery(studentAbsencesQueryOptions(api, studentId));
}
