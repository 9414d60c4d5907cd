import {
  type NoticeTemplate,
  type NoticeTemplateText,
  noticeTemplateTextSchema,
} from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function previewNoticeTemplate(
  api: ApiClient,
  template: Pick<NoticeTemplate, 'event' | 'language'>,
  text: NoticeTemplateText,
): Promise<NoticeTemplateText> {
  return parseAnswer(
    api.post(`notice-templates/${template.event}/${template.language}/preview`, { json: text }),
    noticeTemplateTextSchema,
  );
}

/** The wording being typed as a parent would read it, with sample values (the last good one kept). */
export function useNoticeTemplatePreview(
  template: Pick<NoticeTemplate, 'event' | 'language'>,
  text: NoticeTemplateText,
) {
  const { api } = useShell();
  return useQuery({
    queryKey: noticeKeys.preview(template.event, template.language, text.subject, text.body),
    queryFn: () => previewNoticeTemplate(api, template, text),
    enabled: text.subject.trim() !== '' && text.body.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}
