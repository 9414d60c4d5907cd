import { type NoticeTemplate, noticeTemplateSchema } from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { noticeKeys } from './notice-keys';

export function getNoticeTemplates(api: ApiClient): Promise<NoticeTemplate[]> {
  return parseAnswer(api.get('notice-templates'), z.array(noticeTemplateSchema));
}

export function noticeTemplatesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: noticeKeys.templates, queryFn: () => getNoticeTemplates(api) });
}

/** Every event's wording in both languages (26 rows: no paging). */
export function useNoticeTemplates() {
  const { api } = useShell();
  return useQuery(noticeTemplatesQueryOptions(api));
}
