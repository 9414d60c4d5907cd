import { type Trip, type TripTransition, tripSchema } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

/** Moves a trip along the status machine (start, complete, cancel). */
export function transitionTrip(api: ApiClient, id: string, input: TripTransition): Promise<Trip> {
  return parseAnswer(api.post(`trips/${id}/transitions`, { json: input }), tripSchema);
}

export function useTransitionTrip(id: string) {
  const { api } = useShell();
  return useTripMutation((input: TripTransition) => transitionTrip(api, id, input));
}
