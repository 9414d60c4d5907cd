import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { studentKeys } from './student-keys';

export async function removeStudentPhoto(api: ApiClient, studentId: string) {
  await api.delete(`students/${studentId}/photo`);
}

export function useRemoveStudentPhoto(studentId: string, toasts: MutationToasts<void, void>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: () => removeStudentPhoto(api, studentId),
    invalidate: studentKeys.photo(studentId),
  });
}
