import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { raiseAlert } from '../alerts/raise-alert';
import type { FeedEntry } from '../live-feed/feed-message';
import { activeTripOf } from './active-trips';

/** The bus called for help: an SOS alert, on its trip in progress if it has one. */
export async function raiseSos(
  tx: Database,
  busId: string,
  at: Date,
  clock: OperatorsClock,
): Promise<{ feed: FeedEntry[] }> {
  const feed: FeedEntry[] = [];
  const trip = await activeTripOf(tx, busId, clock.today);
  await raiseAlert(tx, feed, { type: 'sos', busId, tripId: trip?.id ?? null, value: null, at });
  return { feed };
}
