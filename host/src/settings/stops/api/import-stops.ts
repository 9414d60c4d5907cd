import { placeImportResultSchema } from '@rihla/shared/contracts/place-import';
import type { StopInput } from '@rihla/shared/contracts/stops';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { stopKeys } from './stop-keys';

/** The checked rows in one request; thousands of rows take a while, hence the long timeout. */
async function importStops(api: ApiClient, rows: StopInput[]) {
  return parseAnswer(api.post('stops/import', { json: { rows }, timeout: 120_000 }), placeImportResultSchema);
}

export function useImportStops(success: (imported: number) => string) {
  const { api } = useShell();
  return useToastedMutation({
    mutationFn: (rows: StopInput[]) => importStops(api, rows),
    invalidate: stopKeys.all,
    success: (result) => success(result.imported),
  });
}
