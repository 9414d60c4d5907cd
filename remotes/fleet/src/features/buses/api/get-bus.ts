import { type BusDetail, busDetailSchema } from '@rihla/shared/contracts/buses';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { busKeys } from './bus-keys';

/** The bus with what its tracker last said (`lastPosition`, `device`, `lastHeardAt`, `offline`). */
export async function getBus(api: ApiClient, id: string): Promise<BusDetail> {
  return parseAnswer(api.get(`buses/${id}`), busDetailSchema);
}

export function busQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: busKeys.detail(id), queryFn: () => getBus(api, id) });
}

export function useBus(id: string) {
  const { api } = useShell();
  return useQuery(busQueryOptions(api, id));
}
