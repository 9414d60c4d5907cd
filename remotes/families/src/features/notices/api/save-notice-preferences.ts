import type { NoticePreferences, NoticePreferencesInput } from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function saveNoticePreferences(
  api: ApiClient,
  parentId: string,
  input: NoticePreferencesInput,
): Promise<NoticePreferences> {
  return api.put(`parents/${parentId}/notice-preferences`, { json: input }).json();
}

export function useSaveNoticePreferences(parentId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticePreferencesInput) => saveNoticePreferences(api, parentId, input),
    onSuccess: (saved) => queryClient.setQueryData(noticeKeys.preferences(parentId), saved),
  });
}
