import type { Driver } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function getDriver(api: ApiClient, id: string): Promise<Driver> {
  return api.get(`drivers/${id}`).json();
}

export function driverQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: driverKeys.detail(id), queryFn: () => getDriver(api, id) });
}

export function useDriver(id: string) {
  const { api } = useShell();
  return useQuery(driverQueryOptions(api, id));
}
