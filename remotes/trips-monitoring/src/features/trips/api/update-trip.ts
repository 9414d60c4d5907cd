import { type TripDetails, type TripUpdate, tripDetailsSchema } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

/** Re-plans a scheduled trip (the version it was read at). */
export function updateTrip(api: ApiClient, id: string, input: TripUpdate): Promise<TripDetails> {
  return parseAnswer(api.put(`trips/${id}`, { json: input }), tripDetailsSchema);
}

export function useUpdateTrip(id: string) {
  const { api } = useShell();
  return useTripMutation((input: TripUpdate) => updateTrip(api, id, input));
}
