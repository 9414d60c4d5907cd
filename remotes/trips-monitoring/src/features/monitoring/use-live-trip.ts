import { tripKeys, useTrip } from '../trips/trips-api';
import { monitorKeys, useTripLive } from './monitoring-api';
import { useLiveInvalidate } from './use-live-invalidate';

/**
 * One trip as it runs: its details (stops, riders, timeline) and its live state (track, scans,
 * who is on board), refetched when the feed carries a change of this trip. `positions` says
 * whether a new fix refetches too (the map needs it, the timeline does not).
 */
export function useLiveTrip(id: string, { positions }: { positions: boolean }) {
  useLiveInvalidate([tripKeys.detail(id), monitorKeys.tripLive(id)], (event) => {
    if ((event.data as { tripId?: string | null }).tripId !== id) return false;
    return positions || event.kind !== 'position';
  });
  return { trip: useTrip(id), live: useTripLive(id) };
}
