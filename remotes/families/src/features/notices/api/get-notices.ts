import { noticeSchema } from '@rihla/shared/contracts/notices';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { noticeKeys } from './notice-keys';

export function noticesQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, noticeKeys.all, 'notices', params, noticeSchema);
}

/** A page of the delivery log for the list's URL query (or one parent's). */
export function useNotices(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(noticesQueryOptions(api, params));
}
