import type { TripPlanChange } from '@rihla/shared/contracts/live-feed';
import type { Trip } from '@rihla/shared/contracts/trips';
import type { Database } from '../../db/types';
import type { LiveFeedHub } from './live-feed-hub';

/**
 * Stores "these trips were planned or re-planned" on the live feed in `tx`, the transaction that
 * plans them, so today's monitor screens show another operator's new or changed trip at once.
 * Returns what to call once `tx` has committed (PGlite hands the messages over then).
 */
export async function recordPlanChanges(
  hub: LiveFeedHub,
  tx: Database,
  trips: Trip[],
  change: TripPlanChange['change'],
): Promise<() => void> {
  return hub.record(
    tx,
    trips.map((trip) => ({
      tripId: trip.id,
      kind: 'plan',
      data: {
        tripId: trip.id,
        busId: trip.busId,
        date: trip.date,
        change,
        version: trip.version,
        at: trip.updatedAt,
      },
    })),
  );
}
