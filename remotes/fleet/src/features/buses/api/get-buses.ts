import type { Bus } from '@rihla/shared/contracts/buses';
import type { ListResponse } from '@rihla/shared/contracts/common';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

export function getBuses(api: ApiClient, params: URLSearchParams): Promise<ListResponse<Bus>> {
  return api.get('buses', { searchParams: params }).json();
}

export function busesQueryOptions(api: ApiClient, params: URLSearchParams) {
  return queryOptions({
    queryKey: busKeys.list(params.toString()),
    queryFn: () => getBuses(api, params),
    // The table keeps its rows while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}

export function useBuses(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery(busesQueryOptions(api, params));
}
