import { useTrip } from '../../trips/api/get-trip';
import { tripKeys } from '../../trips/api/trip-keys';
import { useTripLive } from '../api/get-trip-live';
import { monitorKeys } from '../api/monitor-keys';
import { useLiveInvalidate } from './use-live-invalidate';

/**
 * One trip as it runs: its details (stops, riders, timeline) and its live state (track, scans, who
 * is on board), refetched with its manifest (where the page shows one) when the feed carries a
 * change of this trip other than a fix (the map extends its track from the feed itself).
 */
export function useLiveTrip(id: string) {
  useLiveInvalidate(
    [tripKeys.detail(id), monitorKeys.tripLive(id), monitorKeys.tripManifest(id)],
    (event) => event.data.tripId === id && event.kind !== 'position',
  );
  return { trip: useTrip(id), live: useTripLive(id) };
}
