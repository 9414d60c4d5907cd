import { studentSchema } from '@rihla/shared/contracts/students';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** The active students of the trip's school, to seat at its stops. */
export function schoolStudentsQueryOptions(api: ApiClient, schoolId: string) {
  return allPagesQueryOptions(api, tripKeys.all, 'students', studentSchema, { schoolId, status: 'active' });
}

/** Nothing is asked before a school is chosen. */
export function useSchoolStudents(schoolId: string | undefined) {
  const { api } = useShell();
  return useQuery({ ...schoolStudentsQueryOptions(api, schoolId ?? ''), enabled: Boolean(schoolId) });
}
