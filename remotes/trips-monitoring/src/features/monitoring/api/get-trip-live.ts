import { type TripLive, tripLiveSchema } from '@rihla/shared/contracts/monitoring';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { monitorKeys } from './monitor-keys';

export function getTripLive(api: ApiClient, id: string): Promise<TripLive> {
  return parseAnswer(api.get(`trips/${id}/live`), tripLiveSchema);
}

export function tripLiveQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: monitorKeys.tripLive(id), queryFn: () => getTripLive(api, id) });
}

/** A trip's track, scans and riders on board (see useLiveTrip for keeping it current). */
export function useTripLive(id: string) {
  const { api } = useShell();
  return useQuery(tripLiveQueryOptions(api, id));
}
