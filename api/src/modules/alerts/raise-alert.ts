import type { AlertType } from '@rihla/shared/contracts/monitoring';
import type { Database } from '../../db/types';
import { addDerivedEvent } from '../devices/derived-event';
import type { FeedEntry } from '../live-feed/feed-message';
import { findAlert } from './alerts.service';
import { monitorAlerts } from './alerts.table';

/**
 * Opens an alert unless one of that type is already open for the bus; a new one goes on its trip's
 * timeline and, with the timeline event, on the feed.
 */
export async function raiseAlert(
  tx: Database,
  feed: FeedEntry[],
  alert: { type: AlertType; busId: string; tripId: string | null; value: number | null; at: Date },
): Promise<void> {
  const [row] = await tx
    .insert(monitorAlerts)
    .values({
      type: alert.type,
      busId: alert.busId,
      tripId: alert.tripId,
      value: alert.value,
      raisedAt: alert.at,
    })
    .onConflictDoNothing()
    .returning({ id: monitorAlerts.id });
  if (!row) return;
  if (alert.tripId) {
    await addDerivedEvent(tx, feed, alert.tripId, {
      type: 'alert',
      detail: alert.type,
      value: alert.value,
      at: alert.at,
    });
  }
  const found = await findAlert(tx, row.id);
  if (found) feed.push({ tripId: alert.tripId, kind: 'alert', data: found });
}
