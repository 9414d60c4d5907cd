import { type Absence, type AbsenceInput, absenceSchema } from '@rihla/shared/contracts/students';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

export function addStudentAbsence(api: ApiClient, studentId: string, input: AbsenceInput): Promise<Absence> {
  return parseAnswer(api.post(`students/${studentId}/absences`, { json: input }), absenceSchema);
}

export function useAddStudentAbsence(studentId: string, toasts: MutationToasts<AbsenceInput, Absence>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: AbsenceInput) => addStudentAbsence(api, studentId, input),
    invalidate: FAMILIES_KEY,
  });
}
