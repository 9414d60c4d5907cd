import { type Driver, driverSchema } from '@rihla/shared/contracts/drivers';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverKeys } from './driver-keys';

export function getDriver(api: ApiClient, id: string): Promise<Driver> {
  return parseAnswer(api.get(`drivers/${id}`), driverSchema);
}

export function driverQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: driverKeys.detail(id), queryFn: () => getDriver(api, id) });
}

export function useDriver(id: string) {
  const { api } = useShell();
  return useQuery(driverQueryOptions(api, id));
}
