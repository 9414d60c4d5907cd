import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Disruption, DisruptionReport } from '@rihla/shared/contracts/disruptions';
import type {
  Trip,
  TripDetails,
  TripInput,
  TripSeriesInput,
  TripSeriesResult,
  TripTransition,
  TripUpdate,
} from '@rihla/shared/contracts/trips';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of trips; invalidating `tripKeys.all` refreshes every trip and disruption view. */
export const tripKeys = {
  all: ['trips'] as const,
  list: (params: string) => ['trips', 'list', params] as const,
  detail: (id: string) => ['trips', 'detail', id] as const,
};

export function useTrips(params: URLSearchParams) {
  const { api } = useShell();
  return useQuery({
    queryKey: tripKeys.list(params.toString()),
    queryFn: (): Promise<ListResponse<Trip>> => api.get('trips', { searchParams: params }).json(),
    placeholderData: keepPreviousData,
  });
}

export function useTrip(id: string) {
  const { api } = useShell();
  return useQuery({
    queryKey: tripKeys.detail(id),
    queryFn: (): Promise<TripDetails> => api.get(`trips/${id}`).json(),
  });
}

export const tripsExportUrl = (params: URLSearchParams) => csvExportUrl('trips', params);

function useTripMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripKeys.all }),
  });
}

export function useCreateTrip() {
  const { api } = useShell();
  return useTripMutation((input: TripInput): Promise<Trip> => api.post('trips', { json: input }).json());
}

export function useCreateTripSeries() {
  const { api } = useShell();
  return useTripMutation(
    (input: TripSeriesInput): Promise<TripSeriesResult> => api.post('trip-series', { json: input }).json(),
  );
}

export function useUpdateTrip(id: string) {
  const { api } = useShell();
  return useTripMutation(
    (input: TripUpdate): Promise<TripDetails> => api.put(`trips/${id}`, { json: input }).json(),
  );
}

export function useTransitionTrip(id: string) {
  const { api } = useShell();
  return useTripMutation(
    (input: TripTransition): Promise<Trip> => api.post(`trips/${id}/transitions`, { json: input }).json(),
  );
}

export function useReportDisruption(tripId: string) {
  const { api } = useShell();
  return useTripMutation(
    (input: DisruptionReport): Promise<Disruption> =>
      api.post(`trips/${tripId}/disruptions`, { json: input }).json(),
  );
}
