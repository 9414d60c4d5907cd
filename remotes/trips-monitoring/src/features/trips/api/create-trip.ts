import { type Trip, type TripInput, tripSchema } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

export function createTrip(api: ApiClient, input: TripInput): Promise<Trip> {
  return parseAnswer(api.post('trips', { json: input }), tripSchema);
}

export function useCreateTrip() {
  const { api } = useShell();
  return useTripMutation((input: TripInput) => createTrip(api, input));
}
