import { busSchema } from '@rihla/shared/contracts/buses';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

export function busesQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, busKeys.all, 'buses', params, busSchema);
}

/** A page of buses for the list's URL query. */
export function useBuses(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(busesQueryOptions(api, params));
}
