import {
  type BulkApproveResult,
  bulkApproveResultSchema,
} from '@rihla/shared/contracts/registration-requests';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { FAMILIES_KEY } from '../../families-keys';

/** Approves each request while seats last; the result says what became of every one. */
export function bulkApproveRegistrationRequests(api: ApiClient, ids: string[]): Promise<BulkApproveResult> {
  return parseAnswer(
    api.post('registration-requests/bulk-approve', { json: { ids } }),
    bulkApproveResultSchema,
  );
}

export function useBulkApproveRegistrationRequests(toasts: MutationToasts<string[], BulkApproveResult>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (ids: string[]) => bulkApproveRegistrationRequests(api, ids),
    invalidate: FAMILIES_KEY,
  });
}
