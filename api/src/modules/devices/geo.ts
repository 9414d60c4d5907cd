const EARTH_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance in metres from `p` to the segment a–b (flat projection around `p`: fine at city scale). */
function distanceToSegmentM(p: LatLng, a: LatLng, b: LatLng): number {
  const kx = Math.cos(rad(p.lat)) * rad(1) * EARTH_M;
  const ky = rad(1) * EARTH_M;
  const ax = (a.lng - p.lng) * kx;
  const ay = (a.lat - p.lat) * ky;
  const bx = (b.lng - p.lng) * kx;
  const by = (b.lat - p.lat) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Distance in metres from `p` to a polyline (a single point when it has one vertex). */
export function distanceToRouteM(p: LatLng, route: readonly LatLng[]): number {
  if (route.length === 0) return 0;
  if (route.length === 1) return distanceM(p, route[0]!);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < route.length; i++)
    best = Math.min(best, distanceToSegmentM(p, route[i - 1]!, route[i]!));
  return best;
}

/** Minutes since midnight of `at` on the clock of `timeZone`. */
export function minutesOfDayIn(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}
