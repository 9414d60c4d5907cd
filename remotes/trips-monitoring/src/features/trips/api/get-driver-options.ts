import { driverSchema } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { allPagesQueryOptions } from './all-pages-query-options';

/** Every driver (not attendants) by name, for the driver pickers. */
export function driverOptionsQueryOptions(api: ApiClient) {
  return allPagesQueryOptions(api, 'drivers', driverSchema, { role: 'driver', sort: 'fullName:asc' });
}

export function useDriverOptions() {
  const { api } = useShell();
  return useQuery(driverOptionsQueryOptions(api));
}
