import {
  type TripSeriesInput,
  type TripSeriesResult,
  tripSeriesResultSchema,
} from '@rihla/shared/contracts/trips';
import type { ApiClient } from '@rihla/shared/http/api-client';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTripMutation } from './use-trip-mutation';

/** Plans the same trip on every chosen weekday of a date range. */
export function createTripSeries(api: ApiClient, input: TripSeriesInput): Promise<TripSeriesResult> {
  return parseAnswer(api.post('trip-series', { json: input }), tripSeriesResultSchema);
}

export function useCreateTripSeries() {
  const { api } = useShell();
  return useTripMutation((input: TripSeriesInput) => createTripSeries(api, input));
}
