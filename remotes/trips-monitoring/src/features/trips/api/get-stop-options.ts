import { stopSchema } from '@rihla/shared/contracts/stops';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { allPagesQueryOptions } from './all-pages-query-options';

/** Every stop, for the stops editor. */
export function stopOptionsQueryOptions(api: ApiClient) {
  return allPagesQueryOptions(api, 'stops', stopSchema);
}

export function useStopOptions() {
  const { api } = useShell();
  return useQuery(stopOptionsQueryOptions(api));
}
