import type { CrewWalk } from '@rihla/shared/contracts/crew-trip';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import type { OperatorsClock } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { derivedEventEntry } from '../devices/derived-event';
import { onBoardStudentIds } from '../devices/on-board';
import { recordScans } from '../devices/scan-ingest';
import type { FeedEntry } from '../live-feed/feed-message';
import { addTripEvent } from '../trips/trip-events';
import { type CrewTripRow, requireOnTheRoad } from './crew-trip-access';

/**
 * The end-of-route walk: the crew walked to the back of the bus and found and handed over every
 * child the taps and scans still counted on board. It must name all of them (409
 * `crew.walkIncomplete` naming each one missing: find them, or raise the alarm). Each is recorded
 * off the bus (the parents are told, as for any drop-off), and the walk goes on the trip's timeline
 * as the console's end-of-trip child check (`empty_confirmed`): by whom, when, how many children it
 * accounted for, and where the phone was.
 */
export async function logWalk(
  tx: Database,
  trip: CrewTripRow,
  walk: Pick<CrewWalk, 'found' | 'lat' | 'lng'>,
  at: Date,
  actor: Actor,
  clock: OperatorsClock,
): Promise<{ feed: FeedEntry[] }> {
  requireOnTheRoad(trip);
  const onBoard = await onBoardStudentIds(tx, trip.id);
  const found = new Set(walk.found ?? []);
  const missing = onBoard.filter((studentId) => !found.has(studentId));
  if (missing.length > 0) {
    throw new HttpProblem(
      409,
      'crew.walkIncomplete',
      missing.map((studentId) => ({ path: `found.${studentId}`, code: 'crew.walkIncomplete' })),
    );
  }
  const handedOver = onBoard.map((studentId) => ({ studentId, kind: 'off' as const, at }));
  const feed: FeedEntry[] = [];
  if (handedOver.length > 0) {
    feed.push(...(await recordScans(tx, trip.id, trip.busId, handedOver, clock)).feed);
  }
  const event = {
    type: 'empty_confirmed' as const,
    value: onBoard.length,
    lat: walk.lat ?? null,
    lng: walk.lng ?? null,
    // After the drop-offs it accounts for, on the timeline's order.
    at: new Date(at.getTime() + 1),
  };
  await addTripEvent(tx, [trip.id], event, actor);
  feed.push(derivedEventEntry(trip.id, event));
  return { feed };
}
