import { parentSchema } from '@rihla/shared/contracts/parents';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { parentKeys } from './parent-keys';

export function parentsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, parentKeys.all, 'parents', params, parentSchema);
}

/** A page of parents for the list's URL query. */
export function useParents(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(parentsQueryOptions(api, params));
}
