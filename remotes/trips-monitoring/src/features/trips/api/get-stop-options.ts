import { stopSchema } from '@rihla/shared/contracts/stops';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** Every stop, for the stops editor. */
export function stopOptionsQueryOptions(api: ApiClient) {
  return allPagesQueryOptions(api, tripKeys.all, 'stops', stopSchema);
}

export function useStopOptions() {
  const { api } = useShell();
  return useQuery(stopOptionsQueryOptions(api));
}
