import type { Absence } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

export async function removeStudentAbsence(api: ApiClient, studentId: string, absenceId: string) {
  await api.delete(`students/${studentId}/absences/${absenceId}`);
}

export function useRemoveStudentAbsence(studentId: string, toasts: MutationToasts<Absence, void>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (absence: Absence) => removeStudentAbsence(api, studentId, absence.id),
    invalidate: FAMILIES_KEY,
  });
}
