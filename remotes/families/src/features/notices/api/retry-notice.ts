import { type Notice, noticeSchema } from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { noticeKeys } from './notice-keys';

export function retryNotice(api: ApiClient, id: string): Promise<Notice> {
  return parseAnswer(api.post(`notices/${id}/retry`), noticeSchema);
}

/** Sends a failed or unsent notice again: it is due at once with a fresh count of attempts. */
export function useRetryNotice(toasts: MutationToasts<string, Notice>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (id: string) => retryNotice(api, id),
    invalidate: noticeKeys.all,
  });
}
