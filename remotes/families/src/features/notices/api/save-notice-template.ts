import {
  type NoticeTemplate,
  type NoticeTemplateInput,
  noticeTemplateSchema,
} from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function saveNoticeTemplate(
  api: ApiClient,
  template: Pick<NoticeTemplate, 'event' | 'language'>,
  input: NoticeTemplateInput,
): Promise<NoticeTemplate> {
  return parseAnswer(
    api.put(`notice-templates/${template.event}/${template.language}`, { json: input }),
    noticeTemplateSchema,
  );
}

export function useSaveNoticeTemplate(template: Pick<NoticeTemplate, 'event' | 'language'>) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeTemplateInput) => saveNoticeTemplate(api, template, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.templates }),
  });
}
