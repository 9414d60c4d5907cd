import type { LivePosition } from '@rihla/shared/contracts/live-feed';

/** A `position` message of the live feed (a fix of the test alert's bus, now), for component tests. */
export function aLivePosition(overrides: Partial<LivePosition> = {}): LivePosition {
  return {
    busId: '33333333-3333-4333-8333-333333333333',
    tripId: '11111111-1111-4111-8111-111111111111',
    at: new Date().toISOString(),
    lat: 24.659,
    lng: 46.729,
    speedKmh: 30,
    lateMinutes: 0,
    nextStopId: null,
    etaSeconds: null,
    ...overrides,
  };
}
