import type { NoticeTemplate, NoticeTemplateText } from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function previewNoticeTemplate(
  api: ApiClient,
  template: Pick<NoticeTemplate, 'event' | 'language'>,
  text: NoticeTemplateText,
): Promise<NoticeTemplateText> {
  return api.post(`notice-templates/${template.event}/${template.language}/preview`, { json: text }).json();
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
