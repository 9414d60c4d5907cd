import { type ALERT_ACTIONS, type Alert, alertSchema } from '@rihla/shared/contracts/monitoring';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from './alert-keys';

export interface AlertAction {
  id: string;
  action: (typeof ALERT_ACTIONS)[number];
}

/** Acknowledges (someone is on it) or resolves an alert. */
export function actOnAlert(api: ApiClient, { id, action }: AlertAction): Promise<Alert> {
  return parseAnswer(api.post(`alerts/${id}/actions`, { json: { action } }), alertSchema);
}

export function useAlertAction() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertAction) => actOnAlert(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
