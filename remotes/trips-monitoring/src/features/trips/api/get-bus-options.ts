import { busSchema } from '@rihla/shared/contracts/buses';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** Every bus by plate, for the trip's and the disruption's bus pickers. */
export function busOptionsQueryOptions(api: ApiClient) {
  return allPagesQueryOptions(api, tripKeys.all, 'buses', busSchema, { sort: 'plateNumber:asc' });
}

export function useBusOptions() {
  const { api } = useShell();
  return useQuery(busOptionsQueryOptions(api));
}
