import { disruptionSchema } from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { disruptionKeys } from './disruption-keys';

export function disruptionsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, disruptionKeys.all, 'disruptions', params, disruptionSchema);
}

/** A page of disruptions for the list's URL query. */
export function useDisruptions(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(disruptionsQueryOptions(api, params));
}
