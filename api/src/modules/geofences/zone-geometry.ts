import type { GeofenceShape } from '@rihla/shared/contracts/geofences';
import { distanceM, distanceToRouteM, type LatLng } from '../devices/geo';

/**
 * A bus inside a zone has left it only once it is this far outside (hysteresis against GPS
 * jitter along the edge, as stops have: MONITOR_RULES.stopLeaveRadiusM).
 */
export const ZONE_LEAVE_MARGIN_M = 25;

/** Ray casting in the lat/lng plane: whether `p` is inside the ring (fine at city scale). */
function inRing(p: LatLng, ring: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (
      a.lat > p.lat !== b.lat > p.lat &&
      p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng
    )
      inside = !inside;
  }
  return inside;
}

/** Metres from `p` out to the zone: 0 or less inside (a circle says how deep), more outside. */
export function metresOutside(shape: GeofenceShape, p: LatLng): number {
  if (shape.type === 'circle') return distanceM(shape.center, p) - shape.radiusM;
  if (inRing(p, shape.points)) return 0;
  return distanceToRouteM(p, [...shape.points, shape.points[0]!]);
}
