import { placeImportResultSchema } from '@rihla/shared/contracts/place-import';
import type { SchoolInput } from '@rihla/shared/contracts/schools';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { schoolKeys } from './school-keys';

/** The checked rows in one request; thousands of rows take a while, hence the long timeout. */
async function importSchools(api: ApiClient, rows: SchoolInput[]) {
  return parseAnswer(
    api.post('schools/import', { json: { rows }, timeout: 120_000 }),
    placeImportResultSchema,
  );
}

export function useImportSchools(success: (imported: number) => string) {
  const { api } = useShell();
  return useToastedMutation({
    mutationFn: (rows: SchoolInput[]) => importSchools(api, rows),
    invalidate: schoolKeys.all,
    success: (result) => success(result.imported),
  });
}
