import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Driver } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function getDrivers(api: ApiClient, params: URLSearchParams): Promise<ListResponse<Driver>> {
  return api.get('drivers', { searchParams: params }).json();
}

export function driversQueryOptions(api: ApiClient, params: URLSearchParams) {
  return queryOptions({
    queryKey: driverKeys.list(params.toString()),
    queryFn: () => getDrivers(api, params),
    placeholderData: keepPreviousData,
  });
}

export function useDrivers(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(driversQueryOptions(api, params));
}
