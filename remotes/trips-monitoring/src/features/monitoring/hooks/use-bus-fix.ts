import type { TripLive } from '@rihla/shared/contracts/monitoring';
import type { TripDetails } from '@rihla/shared/contracts/trips';
import { isOlderFix, useNewestFixes } from '@rihla/shared/ui/use-newest-fixes';

/**
 * Where the bus is: its newest fix, from the feed (each one drawn at once: one bus) or, before the
 * first one arrives, the last of the loaded track with the trip's lateness, next stop and ETA.
 */
export function useBusFix(trip: TripDetails, loaded: TripLive | undefined) {
  const liveFix = useNewestFixes({ tripId: trip.id, flushMs: 0 }).get(trip.busId);
  const last = loaded?.positions.at(-1);
  const loadedFix =
    loaded && last
      ? {
          ...last,
          lateMinutes: loaded.lateMinutes,
          nextStopId: loaded.nextStopId,
          etaSeconds: loaded.etaSeconds,
        }
      : null;
  return liveFix && !isOlderFix(liveFix, loadedFix ?? undefined) ? liveFix : loadedFix;
}
