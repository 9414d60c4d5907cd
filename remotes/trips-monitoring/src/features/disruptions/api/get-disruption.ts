import { type Disruption, disruptionSchema } from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { disruptionKeys } from './disruption-keys';

export function getDisruption(api: ApiClient, id: string): Promise<Disruption> {
  return parseAnswer(api.get(`disruptions/${id}`), disruptionSchema);
}

export function disruptionQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: disruptionKeys.detail(id), queryFn: () => getDisruption(api, id) });
}

export function useDisruption(id: string) {
  const { api } = useShell();
  return useQuery(disruptionQueryOptions(api, id));
}
