import type { CrewRiderTap, CrewStopTap } from '@rihla/shared/contracts/crew-trip';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import type { OperatorsClock } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { addDerivedEvent } from '../devices/derived-event';
import { onBoardStudentIds } from '../devices/on-board';
import { recordScans } from '../devices/scan-ingest';
import type { FeedEntry } from '../live-feed/feed-message';
import { statusEntry } from '../live-feed/status-feed';
import { transitionTrip } from '../trips/trip-status';
import { tripEvents, tripStops, tripStudents } from '../trips/trips.table';
import { type CrewTripRow, requireOnTheRoad } from './crew-trip-access';
import { crewTripState } from './crew-trip-state';

/**
 * Starting or completing from the phone: the console's move with its rules (the trip's day,
 * documents in date, the version, the child check). Completing needs the end-of-route walk logged
 * after the last boarding first; then the move still refuses while the scans count a child on board.
 */
export async function moveFromPhone(
  tx: Database,
  trip: CrewTripRow,
  move: { to: 'in_progress' | 'completed'; version: number },
  actor: Actor,
  today: string,
): Promise<{ feed: FeedEntry[] }> {
  if (
    move.to === 'completed' &&
    trip.status === 'in_progress' &&
    !(await crewTripState(tx, trip.id)).walkedAt
  ) {
    throw new HttpProblem(409, 'crew.walkFirst');
  }
  const moved = await transitionTrip(tx, trip.id, { ...move, confirmEmpty: false }, actor, today);
  return { feed: [statusEntry(moved), ...moved.feed] };
}

/** The bus reached or left one of the trip's stops; a repeated tap changes nothing. */
export async function tapStop(
  tx: Database,
  trip: CrewTripRow,
  stopId: string,
  tap: Pick<CrewStopTap, 'event'>,
  at: Date,
): Promise<{ feed: FeedEntry[] }> {
  requireOnTheRoad(trip);
  const [onTrip] = await tx
    .select({ stopId: tripStops.stopId })
    .from(tripStops)
    .where(and(eq(tripStops.tripId, trip.id), eq(tripStops.stopId, stopId)));
  if (!onTrip) throw new HttpProblem(409, 'crew.stopNotOnTrip');
  const type = tap.event === 'arrived' ? 'stop_arrival' : 'stop_departure';
  const [already] = await tx
    .select({ id: tripEvents.id })
    .from(tripEvents)
    .where(and(eq(tripEvents.tripId, trip.id), eq(tripEvents.type, type), eq(tripEvents.stopId, stopId)));
  const feed: FeedEntry[] = [];
  if (!already) await addDerivedEvent(tx, feed, trip.id, { type, stopId, at });
  return { feed };
}

/**
 * A rider marked by the crew. On and off the bus are scans, stored and told to the parents as a card
 * reader's are (`recordScans`); "not at the stop" is a no-show on the timeline, refused for a child
 * the taps say is on board.
 */
export async function tapRider(
  tx: Database,
  trip: CrewTripRow,
  studentId: string,
  tap: Pick<CrewRiderTap, 'mark'>,
  at: Date,
  clock: OperatorsClock,
): Promise<{ feed: FeedEntry[] }> {
  requireOnTheRoad(trip);
  const [rider] = await tx
    .select({ studentId: tripStudents.studentId })
    .from(tripStudents)
    .where(and(eq(tripStudents.tripId, trip.id), eq(tripStudents.studentId, studentId)));
  if (!rider) throw new HttpProblem(409, 'crew.notOnTrip');
  if (tap.mark === 'not_at_stop') {
    if ((await onBoardStudentIds(tx, trip.id)).includes(studentId)) {
      throw new HttpProblem(409, 'crew.riderOnBoard');
    }
    const feed: FeedEntry[] = [];
    await addDerivedEvent(tx, feed, trip.id, { type: 'no_show', studentId, at });
    return { feed };
  }
  const kind = tap.mark === 'boarded' ? 'on' : 'off';
  const { feed } = await recordScans(tx, trip.id, trip.busId, [{ studentId, kind, at }], clock);
  return { feed };
}
