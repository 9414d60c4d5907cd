import { type Bus, type BusInput, busSchema } from '@rihla/shared/contracts/buses';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

export function createBus(api: ApiClient, input: BusInput): Promise<Bus> {
  return parseAnswer(api.post('buses', { json: input }), busSchema);
}

export function useCreateBus() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusInput) => createBus(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: busKeys.all }),
  });
}
