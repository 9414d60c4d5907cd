import {
  type NoticePreferences,
  type NoticePreferencesInput,
  noticePreferencesSchema,
} from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function saveNoticePreferences(
  api: ApiClient,
  parentId: string,
  input: NoticePreferencesInput,
): Promise<NoticePreferences> {
  return parseAnswer(
    api.put(`parents/${parentId}/notice-preferences`, { json: input }),
    noticePreferencesSchema,
  );
}

export function useSaveNoticePreferences(parentId: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticePreferencesInput) => saveNoticePreferences(api, parentId, input),
    onSuccess: (saved) => queryClient.setQueryData(noticeKeys.preferences(parentId), saved),
  });
}
