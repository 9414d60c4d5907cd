import { type CrewTripState, crewTripStateSchema } from '@rihla/shared/contracts/crew-trip';
import { parseAnswer } from '@rihla/shared/http/parse-answer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCrew } from '../../../crew-context';

const stateKey = (tripId: string) => ['crew', 'trip', tripId] as const;

/** Where the trip stands (`GET /crew/trips/:id`): marks, who is on board, stops reached, the walk. */
export function useTripState(tripId: string) {
  const { api } = useCrew();
  return useQuery({
    queryKey: stateKey(tripId),
    queryFn: () => parseAnswer(api.get(`crew/trips/${tripId}`), crewTripStateSchema),
  });
}

/** One of the crew's actions on the trip (`POST /crew/trips/:id/<path>`); its answer is the trip's new state. */
export interface TripAction {
  path: string;
  body: object;
}

/**
 * Sends an action; the trip's state becomes the answer, and today's list is read again when the
 * trip's status moved (started, disrupted, completed).
 */
export function useTripAction(tripId: string) {
  const { api } = useCrew();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: TripAction) =>
      parseAnswer(api.post(`crew/trips/${tripId}/${path}`, { json: body }), crewTripStateSchema),
    onSuccess: (state: CrewTripState) => {
      const before = queryClient.getQueryData<CrewTripState>(stateKey(tripId));
      queryClient.setQueryData(stateKey(tripId), state);
      if (before?.status !== state.status)
        void queryClient.invalidateQueries({ queryKey: ['crew', 'today'] });
    },
  });
}
