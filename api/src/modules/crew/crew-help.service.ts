import type { CrewProblem } from '@rihla/shared/contracts/crew-trip';
import type { Disruption } from '@rihla/shared/contracts/disruptions';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { raiseAlert } from '../alerts/raise-alert';
import { reportDisruption } from '../disruptions/disruptions.service';
import type { FeedEntry } from '../live-feed/feed-message';
import { statusEntry } from '../live-feed/status-feed';
import { type CrewTripRow, requireOnTheRoad } from './crew-trip-access';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** SOS from the crew's phone (or the walk's alarm): the console's SOS alert on the trip's bus. */
export async function crewSos(tx: Database, trip: CrewTripRow, at: Date): Promise<{ feed: FeedEntry[] }> {
  const feed: FeedEntry[] = [];
  await raiseAlert(tx, feed, { type: 'sos', busId: trip.busId, tripId: trip.id, value: null, at });
  return { feed };
}

/**
 * "Report a problem" from the road: the disruption the office would report (the disruptions
 * service: the trip becomes disrupted, the parents are told), the crew's note as its notes.
 */
export async function crewProblem(
  tx: Database,
  trip: CrewTripRow,
  problem: Pick<CrewProblem, 'reason' | 'note' | 'lat' | 'lng'>,
  at: Date,
  actor: Actor,
): Promise<{ disruption: Disruption; feed: FeedEntry[] }> {
  requireOnTheRoad(trip);
  const note = problem.note?.trim() ?? '';
  const { disruption, trip: moved } = await reportDisruption(
    tx,
    trip.id,
    {
      reason: problem.reason,
      occurredAt: at.toISOString(),
      place: null,
      lat: problem.lat ?? null,
      lng: problem.lng ?? null,
      notes: note ? `<p>${escapeHtml(note)}</p>` : '',
      replacementBusId: null,
      replacementDriverId: null,
      studentsMoved: 0,
      parentsTold: false,
      minutesLost: 0,
      tripVersion: trip.version,
    },
    actor,
  );
  return { disruption, feed: [statusEntry(moved)] };
}
