import {
  type Maintenance,
  type MaintenanceInput,
  maintenanceSchema,
} from '@rihla/shared/contracts/bus-maintenance';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { MAINTENANCE_READERS } from './maintenance-keys';

export function createMaintenance(api: ApiClient, input: MaintenanceInput): Promise<Maintenance> {
  return parseAnswer(api.post('bus-maintenance', { json: input }), maintenanceSchema);
}

/** Logs a service of a bus. */
export function useCreateMaintenance(toasts: MutationToasts<MaintenanceInput, Maintenance>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: MaintenanceInput) => createMaintenance(api, input),
    invalidate: MAINTENANCE_READERS,
  });
}
