import {
  type CrewQueuedTap,
  type CrewTripState,
  crewRiderTapSchema,
  crewStopTapSchema,
  crewWalkSchema,
} from '@rihla/shared/contracts/crew-trip';

const withOut = (ids: string[], id: string) => ids.filter((other) => other !== id);
const withIn = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

/**
 * What a tap not yet synced does to the trip's state, as the API will do it: shown at once, so a
 * tap is done for the crew the moment it is made (the API's answer replaces it once synced).
 */
export function applyTap(state: CrewTripState, tap: CrewQueuedTap): CrewTripState {
  if (tap.path.startsWith('stops/')) {
    const stopId = tap.path.slice('stops/'.length);
    const { event } = crewStopTapSchema.parse(tap.body);
    return event === 'arrived'
      ? { ...state, arrived: withIn(state.arrived, stopId) }
      : { ...state, departed: withIn(state.departed, stopId) };
  }
  if (tap.path.startsWith('riders/')) {
    const studentId = tap.path.slice('riders/'.length);
    const { mark } = crewRiderTapSchema.parse(tap.body);
    return {
      ...state,
      riders: [...state.riders.filter((rider) => rider.studentId !== studentId), { studentId, mark }],
      onBoard: mark === 'boarded' ? withIn(state.onBoard, studentId) : withOut(state.onBoard, studentId),
      walkedAt: mark === 'boarded' ? null : state.walkedAt,
    };
  }
  if (tap.path === 'walk') {
    const { at } = crewWalkSchema.parse(tap.body);
    const handedOver = new Set(state.onBoard);
    return {
      ...state,
      riders: state.riders.map((rider) =>
        handedOver.has(rider.studentId) ? { ...rider, mark: 'dropped_off' as const } : rider,
      ),
      onBoard: [],
      walkedAt: at,
    };
  }
  return state;
}
