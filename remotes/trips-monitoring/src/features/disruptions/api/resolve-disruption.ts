import type { Disruption, DisruptionResolve } from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from '../../trips/api/use-trip-mutation';

/** Closes a disruption with its outcome (the trip resumes or is cancelled). */
export function resolveDisruption(api: ApiClient, id: string, input: DisruptionResolve): Promise<Disruption> {
  return api.post(`disruptions/${id}/resolve`, { json: input }).json();
}

export function useResolveDisruption(id: string) {
  const { api } = useShell();
  return useTripMutation((input: DisruptionResolve) => resolveDisruption(api, id, input));
}
