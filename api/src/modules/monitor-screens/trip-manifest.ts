import type { ManifestRider, ManifestWalk, TripManifest } from '@rihla/shared/contracts/trip-manifest';
import type { TripDetails } from '@rihla/shared/contracts/trips';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/problem';
import { onBoardStudentIds } from '../devices/on-board';
import { findTripDetails } from '../trips/trip-reads';

const MARKS = new Set(['boarded', 'alighted', 'no_show']);

/**
 * The console's live manifest of a trip: each rider where the scans and the crew's taps put them
 * (the scans decide who is on board, as for the end-of-trip child check), absences reported for
 * the trip's day, and the latest end-of-route walk with whether a boarding came after it.
 */
export async function tripManifest(db: Database, tripId: string): Promise<TripManifest> {
  const trip = await findTripDetails(db, tripId);
  if (!trip) throw notFound();
  const onBoard = new Set(await onBoardStudentIds(db, tripId));
  const latest = new Map<string, TripDetails['events'][number]>();
  let lastBoarding = '';
  let walk: ManifestWalk | null = null;
  for (const event of trip.events) {
    if (MARKS.has(event.type) && event.studentId) latest.set(event.studentId, event);
    if (event.type === 'boarded' && event.at > lastBoarding) lastBoarding = event.at;
    if (event.type === 'empty_confirmed') {
      walk = {
        at: event.at,
        by: event.actorName,
        accounted: event.value ?? 0,
        lat: event.lat ?? null,
        lng: event.lng ?? null,
        current: true,
      };
    }
  }
  if (walk) walk.current = walk.at >= lastBoarding;
  const riders = trip.stops.flatMap((stop) =>
    stop.students.map((student): ManifestRider => {
      const mark = latest.get(student.id);
      const base = { studentId: student.id, stopId: stop.stopId };
      if (onBoard.has(student.id)) return { ...base, state: 'on_board', at: mark?.at ?? null };
      if (mark?.type === 'alighted') return { ...base, state: 'dropped_off', at: mark.at };
      if (mark?.type === 'no_show') return { ...base, state: 'no_show', at: mark.at };
      return { ...base, state: student.absent ? 'absent' : 'unaccounted', at: null };
    }),
  );
  return { tripId, riders, walk };
}
