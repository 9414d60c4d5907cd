import { type MonitorToday, monitorTodaySchema } from '@rihla/shared/contracts/monitoring-screens';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLiveInvalidate } from '../hooks/use-live-invalidate';
import { MONITOR_REFRESH_MS, monitorKeys } from './monitor-keys';

export function getMonitorToday(api: ApiClient): Promise<MonitorToday> {
  return parseAnswer(api.get('monitoring/today'), monitorTodaySchema);
}

export function monitorTodayQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: monitorKeys.today,
    queryFn: () => getMonitorToday(api),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}

/** Today's trips, refetched when the feed reports something they show (a stop, a rider, lateness). */
export function useMonitorToday() {
  const { api } = useShell();
  useLiveInvalidate([monitorKeys.today], (event) => event.kind !== 'alert');
  return useQuery(monitorTodayQueryOptions(api));
}
