import { type ListResponse, listResponseSchema } from '@rihla/shared/contracts/common';
import { type Driver, driverSchema } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settlementKeys } from './settlement-keys';

/** The drivers a settlement can be for (attendants are not paid per trip), by name. */
export async function getDriverOptions(api: ApiClient): Promise<Driver[]> {
  const page: ListResponse<Driver> = await parseAnswer(
    api.get('drivers', { searchParams: { role: 'driver', pageSize: 100, sort: 'fullName:asc' } }),
    listResponseSchema(driverSchema),
  );
  return page.items;
}

export function driverOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: settlementKeys.driverOptions,
    queryFn: () => getDriverOptions(api),
    staleTime: 60_000,
  });
}

export function useDriverOptions() {
  const { api } = useShell();
  return useQuery(driverOptionsQueryOptions(api));
}
