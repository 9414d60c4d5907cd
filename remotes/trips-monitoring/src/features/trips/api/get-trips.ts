import { tripSchema } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

export function tripsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, tripKeys.all, 'trips', params, tripSchema);
}

/** A page of trips for the list's URL query. */
export function useTrips(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(tripsQueryOptions(api, params));
}
