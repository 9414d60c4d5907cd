import type { ApiClient } from '@rihla/shared/http/api-client';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { readAsDataUrl } from '@rihla/shared/import/read-as-data-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

/** The student's photo as a data URL for an `<img>`, or null when there is none (204). */
export async function getStudentPhoto(api: ApiClient, studentId: string): Promise<string | null> {
  try {
    const answer = await api.get(`students/${studentId}/photo`, { retry: 0 });
    // 204: the student has no photo.
    return answer.status === 204 ? null : await readAsDataUrl(await answer.blob());
  } catch (error) {
    if (error instanceof ProblemError && error.status === 404) return null;
    throw error;
  }
}

export function studentPhotoQueryOptions(api: ApiClient, studentId: string) {
  return queryOptions({
    queryKey: studentKeys.photo(studentId),
    queryFn: () => getStudentPhoto(api, studentId),
  });
}

/** The student's photo, read only on the student's page. */
export function useStudentPhoto(studentId: string) {
  const { api } = useShell();
  return useQuery(studentPhotoQueryOptions(api, studentId));
}
