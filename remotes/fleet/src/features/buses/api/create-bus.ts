import type { Bus, BusInput } from '@rihla/shared/contracts/buses';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

export function createBus(api: ApiClient, input: BusInput): Promise<Bus> {
  return api.post('buses', { json: input }).json();
}

export function useCreateBus() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusInput) => createBus(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: busKeys.all }),
  });
}
