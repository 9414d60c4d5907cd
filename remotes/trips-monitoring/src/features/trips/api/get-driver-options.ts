import { type DriverRole, driverSchema } from '@rihla/shared/contracts/drivers';
import { allPagesQueryOptions } from '@rihla/shared/http/all-pages-query-options';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

/** Every driver, or every attendant, by name: for the trip form's crew pickers. */
function crewOptionsQueryOptions(api: ApiClient, role: DriverRole) {
  return allPagesQueryOptions(api, tripKeys.all, 'drivers', driverSchema, { role, sort: 'fullName:asc' });
}

export function useCrewOptions(role: DriverRole) {
  const { api } = useShell();
  return useQuery(crewOptionsQueryOptions(api, role));
}
