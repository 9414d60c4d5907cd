import { type Absence, absenceSchema } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { studentKeys } from './student-keys';

export function getStudentAbsences(api: ApiClient, studentId: string): Promise<Absence[]> {
  return parseAnswer(api.get(`students/${studentId}/absences`), z.array(absenceSchema));
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
