import type { TripSeriesInput, TripSeriesResult } from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

/** Plans the same trip on every chosen weekday of a date range. */
export function createTripSeries(api: ApiClient, input: TripSeriesInput): Promise<TripSeriesResult> {
  return api.post('trip-series', { json: input }).json();
}

export function useCreateTripSeries() {
  const { api } = useShell();
  return useTripMutation((input: TripSeriesInput) => createTripSeries(api, input));
}
