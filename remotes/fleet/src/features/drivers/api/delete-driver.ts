import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export interface DeleteDriverInput {
  id: string;
  /** The version the operator saw; the API refuses to delete a newer one (409 stale). */
  version: number;
}

export async function deleteDriver(api: ApiClient, { id, version }: DeleteDriverInput): Promise<void> {
  await api.delete(`drivers/${id}`, { searchParams: { version } });
}

export function useDeleteDriver() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteDriverInput) => deleteDriver(api, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['fleet', 'buses'] }),
      ]),
  });
}
