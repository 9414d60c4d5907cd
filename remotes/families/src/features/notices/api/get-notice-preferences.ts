import { type NoticePreferences, noticePreferencesSchema } from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function getNoticePreferences(api: ApiClient, parentId: string): Promise<NoticePreferences> {
  return parseAnswer(api.get(`parents/${parentId}/notice-preferences`), noticePreferencesSchema);
}

export function noticePreferencesQueryOptions(api: ApiClient, parentId: string) {
  return queryOptions({
    queryKey: noticeKeys.preferences(parentId),
    queryFn: () => getNoticePreferences(api, parentId),
  });
}

/** How a parent wants to be told (the defaults, version 0, until someone chose). */
export function useNoticePreferences(parentId: string) {
  const { api } = useShell();
  return useQuery(noticePreferencesQueryOptions(api, parentId));
}
