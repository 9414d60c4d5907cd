import { type SeatCapacity, seatCapacitySchema } from '@rihla/shared/contracts/subscriptions';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { registrationRequestKeys } from './registration-request-keys';

export function getSeatCapacities(api: ApiClient): Promise<SeatCapacity[]> {
  return parseAnswer(api.get('seat-capacities'), z.array(seatCapacitySchema));
}

export function seatCapacitiesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: registrationRequestKeys.seatCapacities,
    queryFn: () => getSeatCapacities(api),
  });
}

/** Seats, seats taken and the waitlist of every school: what a decision on a request weighs. */
export function useSeatCapacities() {
  const { api } = useShell();
  return useQuery(seatCapacitiesQueryOptions(api));
}
