import {
  type CrewTripState,
  crewTripStateSchema,
  crewTripStatesSchema,
} from '@rihla/shared/contracts/crew-trip';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { keepOfflineCopy, offlineCopy } from '@rihla/shared/mobile/offline-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCrew } from '../../../crew-context';
import { OFFLINE_KEYS } from '../../session/offline-keys';

const stateKey = (tripId: string) => ['crew', 'trip', tripId] as const;

const keptStates = () => offlineCopy(OFFLINE_KEYS.tripStates, crewTripStatesSchema) ?? {};

/**
 * Keeps a trip's state from the API: in the query's cache and on the phone (a reload offline shows
 * it); today's list is read again when the trip's status moved (started, disrupted, completed).
 */
export function useKeepTripState() {
  const queryClient = useQueryClient();
  return useCallback(
    (state: CrewTripState) => {
      const before = queryClient.getQueryData<CrewTripState>(stateKey(state.id));
      queryClient.setQueryData(stateKey(state.id), state);
      keepOfflineCopy(OFFLINE_KEYS.tripStates, { ...keptStates(), [state.id]: state });
      if (before && before.status !== state.status) {
        void queryClient.invalidateQueries({ queryKey: ['crew', 'today'] });
      }
    },
    [queryClient],
  );
}

/** Where the trip stands (`GET /crew/trips/:id`), or as the phone last knew it with no network. */
export function useTripState(tripId: string) {
  const { api } = useCrew();
  return useQuery({
    queryKey: stateKey(tripId),
    queryFn: async () => {
      try {
        const state = await parseAnswer(api.get(`crew/trips/${tripId}`), crewTripStateSchema);
        keepOfflineCopy(OFFLINE_KEYS.tripStates, { ...keptStates(), [tripId]: state });
        return state;
      } catch (error) {
        const kept = error instanceof ProblemError ? undefined : keptStates()[tripId];
        if (kept) return kept;
        throw error;
      }
    },
  });
}

/** One of the crew's actions on the trip (`POST /crew/trips/:id/<path>`); its answer is the trip's new state. */
export interface TripAction {
  path: string;
  body: Record<string, unknown>;
}

/** An action that needs the network (start, complete, SOS, a problem); its answer is kept. */
export function useTripAction(tripId: string) {
  const { api } = useCrew();
  const keep = useKeepTripState();
  return useMutation({
    mutationFn: ({ path, body }: TripAction) =>
      parseAnswer(api.post(`crew/trips/${tripId}/${path}`, { json: body }), crewTripStateSchema),
    onSuccess: keep,
  });
}
