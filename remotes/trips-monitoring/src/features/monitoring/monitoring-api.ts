import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Alert, BusLive, TripLive } from '@rihla/shared/contracts/monitoring';
import type { MonitorToday } from '@rihla/shared/contracts/monitoring-screens';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of the monitor screens; the live feed invalidates them. */
export const monitorKeys = {
  all: ['monitor'] as const,
  today: ['monitor', 'today'] as const,
  buses: ['monitor', 'buses'] as const,
  tripLive: (id: string) => ['monitor', 'trip-live', id] as const,
  alerts: (params: string) => ['monitor', 'alerts', params] as const,
};

/** A safety net under the live feed, for a stream down longer than its reconnects: the feed carries every change shown. */
const REFRESH_MS = 30_000;

export function useMonitorToday() {
  const { api } = useShell();
  return useQuery({
    queryKey: monitorKeys.today,
    queryFn: (): Promise<MonitorToday> => api.get('monitoring/today').json(),
    refetchInterval: REFRESH_MS,
  });
}

export function useLiveBuses() {
  const { api } = useShell();
  return useQuery({
    queryKey: monitorKeys.buses,
    queryFn: (): Promise<BusLive[]> => api.get('monitoring/buses').json(),
    refetchInterval: REFRESH_MS,
  });
}

export function useTripLive(id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: monitorKeys.tripLive(id),
    queryFn: (): Promise<TripLive> => api.get(`trips/${id}/live`).json(),
  });
}

export function useAlerts(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery({
    queryKey: monitorKeys.alerts(params.toString()),
    queryFn: (): Promise<ListResponse<Alert>> => api.get('alerts', { searchParams: params }).json(),
    placeholderData: keepPreviousData,
  });
}

export function useAlertAction() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'acknowledge' | 'resolve' }): Promise<Alert> =>
      api.post(`alerts/${id}/actions`, { json: { action } }).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all }),
  });
}
