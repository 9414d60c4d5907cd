import type { Trip, TripInput } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

export function createTrip(api: ApiClient, input: TripInput): Promise<Trip> {
  return api.post('trips', { json: input }).json();
}

export function useCreateTrip() {
  const { api } = useShell();
  return useTripMutation((input: TripInput) => createTrip(api, input));
}
