import type { TripEvent } from '@rihla/shared/contracts/trips';
import type { Database } from '../../db/types';
import type { FeedEntry } from '../live-feed/feed-message';
import { addTripEvent } from '../trips/trip-events';

/** A timeline event the bus's data gave rise to (a stop, a rider, an alert). */
export type DerivedTimelineEvent = Omit<Partial<TripEvent>, 'at'> & { type: TripEvent['type']; at: Date };

/** The feed's `trip_event` message for a derived event (its id is stable: a replay repeats it). */
export function derivedEventEntry(tripId: string, e: DerivedTimelineEvent): FeedEntry {
  return {
    tripId,
    kind: 'trip_event',
    data: {
      id: `${tripId}:${e.type}:${e.at.getTime()}:${e.stopId ?? e.studentId ?? e.detail ?? ''}`,
      tripId,
      type: e.type,
      fromStatus: null,
      toStatus: null,
      actorName: null,
      disruptionId: null,
      stopId: e.stopId ?? null,
      studentId: e.studentId ?? null,
      value: e.value ?? null,
      detail: e.detail ?? null,
      zone: e.zone ?? null,
      at: e.at.toISOString(),
    },
  };
}

/** Writes a derived event on the trip's timeline and queues the same event for the feed. */
export async function addDerivedEvent(
  tx: Database,
  feed: FeedEntry[],
  tripId: string,
  event: DerivedTimelineEvent,
) {
  await addTripEvent(
    tx,
    [tripId],
    {
      type: event.type,
      stopId: event.stopId ?? null,
      studentId: event.studentId ?? null,
      value: event.value ?? null,
      detail: event.detail ?? null,
      zoneId: event.zone?.id ?? null,
      at: event.at,
    },
    null,
  );
  feed.push(derivedEventEntry(tripId, event));
}
