import {
  type StudentImportResult,
  type StudentImportRow,
  studentImportResultSchema,
} from '@rihla/shared/contracts/student-import';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

/** The checked rows in one request; thousands of rows take a while, hence the long timeout. */
export function importStudents(api: ApiClient, rows: StudentImportRow[]): Promise<StudentImportResult> {
  return parseAnswer(
    api.post('students/import', { json: { rows }, timeout: 120_000 }),
    studentImportResultSchema,
  );
}

export function useImportStudents(toasts: MutationToasts<StudentImportRow[], StudentImportResult>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (rows: StudentImportRow[]) => importStudents(api, rows),
    invalidate: FAMILIES_KEY,
  });
}
