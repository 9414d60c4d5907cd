import type { AlertType } from '@rihla/shared/contracts/monitoring';
import type { Database } from '../../db/types';
import { alertColumnsOf, tellOfAlert } from '../alert-rules/alert-notify';
import { loadRuleBook, type RuleBook } from '../alert-rules/alert-rules.service';
import { addDerivedEvent } from '../devices/derived-event';
import type { FeedEntry } from '../live-feed/feed-message';
import { findAlert, zoneOf } from './alerts.service';
import { monitorAlerts } from './alerts.table';

/**
 * Opens an alert if its kind's rule is on at that instant (ADR 0063) and none of that type is
 * already open for the bus; a new one records its rule, goes on its trip's timeline and, with the
 * timeline event, on the feed, and its rule's e-mail and SMS recipients are queued in the outbox.
 */
export async function raiseAlert(
  tx: Database,
  feed: FeedEntry[],
  alert: {
    type: AlertType;
    busId: string;
    tripId: string | null;
    value: number | null;
    at: Date;
    /** The zone it is about (ADR 0062). */
    zoneId?: string | null;
  },
  /** The rules already read (a sweep's); read here otherwise. */
  known?: RuleBook,
): Promise<void> {
  const rules = known ?? (await loadRuleBook(tx));
  if (!rules.raises(alert.type, alert.at)) return;
  const rule = rules.rule(alert.type);
  const [row] = await tx
    .insert(monitorAlerts)
    .values({
      type: alert.type,
      busId: alert.busId,
      tripId: alert.tripId,
      value: alert.value,
      raisedAt: alert.at,
      zoneId: alert.zoneId ?? null,
      ...alertColumnsOf(rule, alert.at),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  const found = (await findAlert(tx, row.id))!;
  const zone = zoneOf(found);
  if (alert.tripId) {
    await addDerivedEvent(tx, feed, alert.tripId, {
      type: 'alert',
      detail: alert.type,
      value: alert.value,
      at: alert.at,
      zone: zone && row.zoneId ? { id: row.zoneId, ...zone } : null,
    });
  }
  feed.push({ tripId: alert.tripId, kind: 'alert', data: found });
  await tellOfAlert(
    tx,
    { alert: row, plateNumber: found.plateNumber, tripName: found.tripName, zone },
    rule.notify,
    'alert-raised',
    rules.timeZone,
    alert.at,
  );
}
