import {
  type Maintenance,
  type MaintenanceUpdate,
  maintenanceSchema,
} from '@rihla/shared/contracts/bus-maintenance';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { type MutationToasts, useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { MAINTENANCE_READERS } from './maintenance-keys';

export function updateMaintenance(
  api: ApiClient,
  id: string,
  input: MaintenanceUpdate,
): Promise<Maintenance> {
  return parseAnswer(api.put(`bus-maintenance/${id}`, { json: input }), maintenanceSchema);
}

/** Edits a logged service at the version read (a newer one is refused as stale). */
export function useUpdateMaintenance(id: string, toasts: MutationToasts<MaintenanceUpdate, Maintenance>) {
  const { api } = useShell();
  return useToastedMutation({
    ...toasts,
    mutationFn: (input: MaintenanceUpdate) => updateMaintenance(api, id, input),
    invalidate: MAINTENANCE_READERS,
  });
}
