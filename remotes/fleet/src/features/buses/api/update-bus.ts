import { type Bus, type BusDetail, type BusUpdate, busSchema } from '@rihla/shared/contracts/buses';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

export function updateBus(api: ApiClient, id: string, input: BusUpdate): Promise<Bus> {
  return parseAnswer(api.put(`buses/${id}`, { json: input }), busSchema);
}

export function useUpdateBus(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusUpdate) => updateBus(api, id, input),
    onSuccess: (bus) => {
      // The answer is the bus alone: what its tracker said stays until the refetch.
      queryClient.setQueryData<BusDetail>(busKeys.detail(id), (shown) => shown && { ...shown, ...bus });
      return queryClient.invalidateQueries({ queryKey: busKeys.all });
    },
  });
}
