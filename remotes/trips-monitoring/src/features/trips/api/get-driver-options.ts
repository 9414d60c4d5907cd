import { driverSchema } from '@rihla/shared/contracts/drivers';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** Every driver (not attendants) by name, for the driver pickers. */
export function driverOptionsQueryOptions(api: ApiClient) {
  return allPagesQueryOptions(api, tripKeys.all, 'drivers', driverSchema, {
    role: 'driver',
    sort: 'fullName:asc',
  });
}

export function useDriverOptions() {
  const { api } = useShell();
  return useQuery(driverOptionsQueryOptions(api));
}
