import {
  type Disruption,
  type DisruptionResolve,
  disruptionSchema,
} from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from '../../trips/api/use-trip-mutation';

/** Closes a disruption with its outcome (the trip resumes or is cancelled). */
export function resolveDisruption(api: ApiClient, id: string, input: DisruptionResolve): Promise<Disruption> {
  return parseAnswer(api.post(`disruptions/${id}/resolve`, { json: input }), disruptionSchema);
}

export function useResolveDisruption(id: string) {
  const { api } = useShell();
  return useTripMutation((input: DisruptionResolve) => resolveDisruption(api, id, input));
}
