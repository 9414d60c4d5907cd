import { driverSchema } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function driversQueryOptions(api: ApiClient, params: URLSearchParams) {
  return listQueryOptions(api, driverKeys.all, 'drivers', params, driverSchema);
}

/** A page of drivers for the list's URL query. */
export function useDrivers(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(driversQueryOptions(api, params));
}
