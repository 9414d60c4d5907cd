import { maintenanceSchema } from '@rihla/shared/contracts/bus-maintenance';
import { listQueryOptions } from '@rihla/shared/http/list-query-options';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useQuery } from '@tanstack/react-query';
import { maintenanceKeys } from './maintenance-keys';

/** A page of one bus's maintenance log, newest service first. */
export function useBusMaintenance(busId: string, page: number) {
  const { api } = useShell();
  const params = new URLSearchParams({ busId, page: String(page), sort: 'serviceDate:desc' });
  return useQuery(listQueryOptions(api, maintenanceKeys.all, 'bus-maintenance', params, maintenanceSchema));
}
