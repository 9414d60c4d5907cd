import {
  type Disruption,
  type DisruptionUpdate,
  disruptionSchema,
} from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from '../../trips/api/use-trip-mutation';

export function updateDisruption(api: ApiClient, id: string, input: DisruptionUpdate): Promise<Disruption> {
  return parseAnswer(api.put(`disruptions/${id}`, { json: input }), disruptionSchema);
}

export function useUpdateDisruption(id: string) {
  const { api } = useShell();
  return useTripMutation((input: DisruptionUpdate) => updateDisruption(api, id, input));
}
