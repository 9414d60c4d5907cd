import type { Driver, DriverUpdate } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function updateDriver(api: ApiClient, id: string, input: DriverUpdate): Promise<Driver> {
  return api.put(`drivers/${id}`, { json: input }).json();
}

export function useUpdateDriver(id: string) {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DriverUpdate) => updateDriver(api, id, input),
    onSuccess: (driver) => {
      queryClient.setQueryData(driverKeys.detail(id), driver);
      // Buses show their assigned driver, so they are refreshed too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['fleet', 'buses'] }),
      ]);
    },
  });
}
