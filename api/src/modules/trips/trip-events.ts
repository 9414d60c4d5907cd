import type { TripEvent, TripStatus } from '@rihla/shared/contracts/trips';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { tripEvents } from './trips.table';

/** One line on the timeline of each of the trips, written by whoever changed them (null: the system). */
export async function addTripEvent(
  tx: Database,
  tripIds: string[],
  event: {
    type: TripEvent['type'];
    fromStatus?: TripStatus | null;
    toStatus?: TripStatus | null;
    disruptionId?: string | null;
    stopId?: string | null;
    studentId?: string | null;
    value?: number | null;
    detail?: string | null;
    lat?: number | null;
    lng?: number | null;
    /** The zone an alert is about (ADR 0062). */
    zoneId?: string | null;
    /** When it happened; the database's clock (the transaction's start) when left out. */
    at?: Date | SQL;
  },
  actor: Actor | null,
): Promise<void> {
  if (tripIds.length === 0) return;
  await tx.insert(tripEvents).values(
    tripIds.map((tripId) => ({
      tripId,
      type: event.type,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      disruptionId: event.disruptionId ?? null,
      stopId: event.stopId ?? null,
      studentId: event.studentId ?? null,
      value: event.value ?? null,
      detail: event.detail ?? null,
      lat: event.lat ?? null,
      lng: event.lng ?? null,
      zoneId: event.zoneId ?? null,
      ...(event.at ? { at: event.at } : {}),
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
    })),
  );
}
