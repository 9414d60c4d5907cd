import type { TripLive, TripPosition } from '@rihla/shared/contracts/monitoring';
import { useLiveFeed } from '@rihla/shared/ui/use-live-feed';
import { useEffect, useState } from 'react';

/** The track with one more point, kept in time order (a late fix goes in its place); ISO times compare as text. */
function withPoint(points: TripPosition[], point: TripPosition): TripPosition[] {
  let at = points.length;
  while (at > 0 && points[at - 1]!.at > point.at) at -= 1;
  if (at > 0 && points[at - 1]!.at === point.at) return points;
  return [...points.slice(0, at), point, ...points.slice(at)];
}

/**
 * The trip's track so far: loaded once, then extended with every fix of the feed, a late one in
 * its place (no refetch of the whole track per fix).
 */
export function useLiveTrack(tripId: string, loaded: TripLive | undefined): TripPosition[] {
  const [track, setTrack] = useState<TripPosition[]>([]);
  useEffect(() => {
    if (loaded) setTrack(loaded.positions);
  }, [loaded]);
  useLiveFeed((event) => {
    if (event.kind !== 'position' || event.data.tripId !== tripId) return;
    const { at, lat, lng, speedKmh } = event.data;
    setTrack((points) => withPoint(points, { at, lat, lng, speedKmh }));
  });
  return track;
}
