import { type BusLive, busLiveSchema } from '@rihla/shared/contracts/monitoring';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useLiveInvalidate } from '../hooks/use-live-invalidate';
import { MONITOR_REFRESH_MS, monitorKeys } from './monitor-keys';

export function getLiveBuses(api: ApiClient): Promise<BusLive[]> {
  return parseAnswer(api.get('monitoring/buses'), z.array(busLiveSchema));
}

export function liveBusesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: monitorKeys.buses,
    queryFn: () => getLiveBuses(api),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

/**
 * The buses on a trip now with their latest fix as loaded; refetched when a trip starts, ends or
 * changes (their fixes themselves come from the feed, see useNewestFixes).
 */
export function useLiveBuses() {
  const { api } = useShell();
  useLiveInvalidate(
    [monitorKeys.buses],
    (event) => event.kind === 'trip_event' || event.kind === 'status' || event.kind === 'plan',
  );
  return useQuery(liveBusesQueryOptions(api));
}
