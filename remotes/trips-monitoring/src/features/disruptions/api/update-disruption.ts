import type { Disruption, DisruptionUpdate } from '@rihla/shared/contracts/disruptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from '../../trips/api/use-trip-mutation';

export function updateDisruption(api: ApiClient, id: string, input: DisruptionUpdate): Promise<Disruption> {
  return api.put(`disruptions/${id}`, { json: input }).json();
}

export function useUpdateDisruption(id: string) {
  const { api } = useShell();
  return useTripMutation((input: DisruptionUpdate) => updateDisruption(api, id, input));
}
