import { type Stop, stopSchema } from '@rihla/shared/contracts/stops';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentKeys } from './student-keys';

export function getStop(api: ApiClient, id: string): Promise<Stop> {
  return parseAnswer(api.get(`stops/${id}`), stopSchema);
}

/** The stop the bus takes a student at, with its place on the map; nothing asked while there is none. */
export function homeStopQueryOptions(api: ApiClient, id: string | null) {
  return queryOptions({
    queryKey: studentKeys.stop(id ?? ''),
    queryFn: () => getStop(api, id ?? ''),
    enabled: id !== null,
  });
}

export function useHomeStop(id: string | null) {
  const { api } = useShell();
  return useQuery(homeStopQueryOptions(api, id));
}
