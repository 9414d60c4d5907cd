import { type Stop, stopSchema } from '@rihla/shared/contracts/stops';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stopKeys } from './stop-keys';

export async function getStop(api: ApiClient, id: string): Promise<Stop> {
  return parseAnswer(api.get(`stops/${id}`), stopSchema);
}

export function useStop(id: string) {
  const { api } = useShell();
  return useQuery(queryOptions({ queryKey: stopKeys.detail(id), queryFn: () => getStop(api, id) }));
}
