import type { Trip, TripTransition } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

/** Moves a trip along the status machine (start, complete, cancel). */
export function transitionTrip(api: ApiClient, id: string, input: TripTransition): Promise<Trip> {
  return api.post(`trips/${id}/transitions`, { json: input }).json();
}

export function useTransitionTrip(id: string) {
  const { api } = useShell();
  return useTripMutation((input: TripTransition) => transitionTrip(api, id, input));
}
