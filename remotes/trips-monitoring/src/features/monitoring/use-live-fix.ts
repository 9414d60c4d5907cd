import type { TripLive, TripPosition } from '@rihla/shared/contracts/monitoring';
import { useLiveFeed } from '@rihla/shared/ui/use-live-feed';
import { useEffect, useState } from 'react';

export interface LiveFix extends TripPosition {
  lateMinutes: number;
  nextStopId: string | null;
  etaSeconds: number | null;
}

/**
 * The trip's track so far and its latest fix: loaded once, then extended from the feed's
 * position events (no refetch of the whole track per fix).
 */
export function useLiveTrack(tripId: string, loaded: TripLive | undefined) {
  const [track, setTrack] = useState<TripPosition[]>([]);
  const [fix, setFix] = useState<LiveFix | null>(null);
  useEffect(() => {
    if (!loaded) return;
    setTrack(loaded.positions);
    const last = loaded.positions.at(-1);
    setFix(
      last
        ? {
            ...last,
            lateMinutes: loaded.lateMinutes,
            nextStopId: loaded.nextStopId,
            etaSeconds: loaded.etaSeconds,
          }
        : null,
    );
  }, [loaded]);
  useLiveFeed((event) => {
    if (event.kind !== 'position') return;
    const next = event.data as LiveFix & { tripId: string };
    if (next.tripId !== tripId) return;
    // A fix overtaken by a newer one (slower connection) still arrives: the bus stays at the newest.
    setFix((current) => (current && current.at > next.at ? current : next));
    setTrack((points) =>
      withPoint(points, { at: next.at, lat: next.lat, lng: next.lng, speedKmh: next.speedKmh }),
    );
  });
  return { track, fix };
}

/** The track with one more point, kept in time order (a late fix goes in its place); ISO times compare as text. */
function withPoint(points: TripPosition[], point: TripPosition): TripPosition[] {
  let at = points.length;
  while (at > 0 && points[at - 1]!.at > point.at) at -= 1;
  if (at > 0 && points[at - 1]!.at === point.at) return points;
  return [...points.slice(0, at), point, ...points.slice(at)];
}
