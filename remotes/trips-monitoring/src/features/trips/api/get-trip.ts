import { type TripDetails, tripDetailsSchema } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripKeys } from './trip-keys';

export function getTrip(api: ApiClient, id: string): Promise<TripDetails> {
  return parseAnswer(api.get(`trips/${id}`), tripDetailsSchema);
}

export function tripQueryOptions(api: ApiClient, id: string) {
  return queryOptions({ queryKey: tripKeys.detail(id), queryFn: () => getTrip(api, id) });
}

/** One trip with its stops, riders, timeline and the moves it allows. */
export function useTrip(id: string) {
  const { api } = useShell();
  return useQuery(tripQueryOptions(api, id));
}
