import { type Stop, stopSchema, type stopUpdateSchema } from '@rihla/shared/contracts/stops';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { stopKeys } from './stop-keys';

type StopUpdate = z.input<typeof stopUpdateSchema>;

export async function updateStop(api: ApiClient, id: string, input: StopUpdate): Promise<Stop> {
  return parseAnswer(api.put(`stops/${id}`, { json: input }), stopSchema);
}

export function useUpdateStop(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StopUpdate) => updateStop(api, id, input),
    onSuccess: (stop) => {
      queryClient.setQueryData(stopKeys.detail(id), stop);
      return queryClient.invalidateQueries({ queryKey: stopKeys.all });
    },
  });
}
