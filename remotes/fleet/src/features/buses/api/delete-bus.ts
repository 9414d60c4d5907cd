import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

export interface DeleteBusInput {
  id: string;
  /** The version the operator saw; the API refuses to delete a newer one (409 stale). */
  version: number;
}

export async function deleteBus(api: ApiClient, { id, version }: DeleteBusInput): Promise<void> {
  await api.delete(`buses/${id}`, { searchParams: { version } });
}

export function useDeleteBus() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteBusInput) => deleteBus(api, input),
    // Refresh on failure too: a stale delete means the list shows an old version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: busKeys.all }),
  });
}
