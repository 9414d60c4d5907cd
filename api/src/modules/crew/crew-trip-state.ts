import type { CrewTripState, RiderMark } from '@rihla/shared/contracts/crew-trip';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { onBoardStudentIds } from '../devices/on-board';
import { tripEvents, trips } from '../trips/trips.table';

const MARK_OF: Partial<Record<string, RiderMark>> = {
  boarded: 'boarded',
  alighted: 'dropped_off',
  no_show: 'not_at_stop',
};

/**
 * Where a trip stands for its crew, read from its timeline and scans: each rider's latest mark, who
 * is on board, the stops reached and left, and whether the end-of-route walk was logged after the
 * last boarding (the crew may complete the trip only then).
 */
export async function crewTripState(db: Database, tripId: string): Promise<CrewTripState> {
  const [trip] = await db
    .select({ id: trips.id, status: trips.status, version: trips.version })
    .from(trips)
    .where(eq(trips.id, tripId));
  const events = await db
    .select({
      type: tripEvents.type,
      stopId: tripEvents.stopId,
      studentId: tripEvents.studentId,
      at: tripEvents.at,
    })
    .from(tripEvents)
    .where(
      and(
        eq(tripEvents.tripId, tripId),
        inArray(tripEvents.type, [
          'boarded',
          'alighted',
          'no_show',
          'stop_arrival',
          'stop_departure',
          'empty_confirmed',
        ]),
      ),
    )
    .orderBy(asc(tripEvents.at), asc(tripEvents.id));
  const marks = new Map<string, RiderMark>();
  const arrived = new Set<string>();
  const departed = new Set<string>();
  let lastBoarding = 0;
  let walkedAt: Date | null = null;
  for (const event of events) {
    const mark = MARK_OF[event.type];
    if (mark && event.studentId) marks.set(event.studentId, mark);
    if (event.type === 'boarded') lastBoarding = Math.max(lastBoarding, event.at.getTime());
    if (event.type === 'stop_arrival' && event.stopId) arrived.add(event.stopId);
    if (event.type === 'stop_departure' && event.stopId) departed.add(event.stopId);
    if (event.type === 'empty_confirmed') walkedAt = event.at;
  }
  const walked = walkedAt && walkedAt.getTime() >= lastBoarding ? walkedAt : null;
  return {
    id: trip!.id,
    status: trip!.status,
    version: trip!.version,
    riders: [...marks].map(([studentId, mark]) => ({ studentId, mark })),
    onBoard: await onBoardStudentIds(db, tripId),
    arrived: [...arrived],
    departed: [...departed],
    walkedAt: walked?.toISOString() ?? null,
  };
}
