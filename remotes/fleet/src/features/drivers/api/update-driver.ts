import { type Driver, type DriverUpdate, driverSchema } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function updateDriver(api: ApiClient, id: string, input: DriverUpdate): Promise<Driver> {
  return parseAnswer(api.put(`drivers/${id}`, { json: input }), driverSchema);
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
