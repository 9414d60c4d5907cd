import type { TripDetails } from '@rihla/shared/contracts/trips';

type Student = TripDetails['stops'][number]['students'][number];

/**
 * What the end-of-trip child check warns about, read from the trip's own timeline. Only a child who
 * boarded and was not dropped off can still be on the bus: riders who never boarded are not listed.
 */
export interface EndOfTripCheck {
  /** Children whose latest scan is "on": still on the bus as far as the reader knows. */
  stillOn: Student[];
  /** Stops the bus never reached. */
  skippedStops: TripDetails['stops'];
}

export function endOfTripCheck(trip: TripDetails): EndOfTripCheck {
  const latestScan = new Map<string, 'boarded' | 'alighted'>();
  const reached = new Set<string>();
  // Events come oldest first; the latest scan of a student wins.
  for (const event of [...trip.events].sort((a, b) => a.at.localeCompare(b.at))) {
    if ((event.type === 'boarded' || event.type === 'alighted') && event.studentId) {
      latestScan.set(event.studentId, event.type);
    }
    if ((event.type === 'stop_arrival' || event.type === 'stop_departure') && event.stopId)
      reached.add(event.stopId);
  }
  const riders = trip.stops.flatMap((stop) => stop.students);
  return {
    stillOn: riders.filter((s) => latestScan.get(s.id) === 'boarded'),
    skippedStops: trip.stops.filter((stop) => !reached.has(stop.stopId)),
  };
}

export const hasWarnings = (check: EndOfTripCheck) => check.stillOn.length + check.skippedStops.length > 0;
