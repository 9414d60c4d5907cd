import { type Alert, type AlertActionInput, alertSchema } from '@rihla/shared/contracts/monitoring';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from './alert-keys';

export type AlertAction = AlertActionInput & { id: string };

/** Acknowledges (someone is on it), assigns or resolves (with a note) an alert. */
export function actOnAlert(api: ApiClient, { id, ...input }: AlertAction): Promise<Alert> {
  return parseAnswer(api.post(`alerts/${id}/actions`, { json: input }), alertSchema);
}

export function useAlertAction() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertAction) => actOnAlert(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
