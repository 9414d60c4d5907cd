import { type Driver, type DriverInput, driverSchema } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function createDriver(api: ApiClient, input: DriverInput): Promise<Driver> {
  return parseAnswer(api.post('drivers', { json: input }), driverSchema);
}

export function useCreateDriver() {
  const { api } = useShell();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DriverInput) => createDriver(api, input),
    // Buses show their assigned driver, so they are refreshed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['fleet', 'buses'] }),
      ]),
  });
}
