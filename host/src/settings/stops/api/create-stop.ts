import { type Stop, type StopInput, stopSchema } from '@rihla/shared/contracts/stops';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stopKeys } from './stop-keys';

export async function createStop(api: ApiClient, input: StopInput): Promise<Stop> {
  return parseAnswer(api.post('stops', { json: input }), stopSchema);
}

export function useCreateStop() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StopInput) => createStop(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stopKeys.all }),
  });
}
