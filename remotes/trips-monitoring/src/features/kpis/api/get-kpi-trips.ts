import { kpiTripSchema } from '@rihla/shared/contracts/kpis';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { kpiKeys } from './kpi-keys';

export function kpiTripsQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, kpiKeys.trips, 'kpis/trips', params, kpiTripSchema);
}

/** A page of the trips behind one figure, with each trip's own figures. */
export function useKpiTrips(params: URLSearchParams, enabled: boolean) {
  const { api } = useShell();
  return useQuery({ ...kpiTripsQueryOptions(api, params), enabled });
}
