import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { loadRuleBook } from '../alert-rules/alert-rules.service';
import { ACTIVE_STATUSES } from '../devices/active-trips';
import { tripMonitor } from '../devices/devices.table';
import type { FeedEntry } from '../live-feed/feed-message';
import { trips } from '../trips/trips.table';
import { raiseAlert } from './raise-alert';

/**
 * Active trips whose bus has sent nothing for the offline rule's minutes (or never since starting);
 * nothing while the rule is off (ADR 0063).
 */
export async function sweepOffline(db: Database, clock: OperatorsClock): Promise<FeedEntry[]> {
  const feed: FeedEntry[] = [];
  const rules = await loadRuleBook(db);
  if (!rules.raises('device_offline', clock.now)) return feed;
  const cutoff = new Date(clock.now.getTime() - rules.threshold('device_offline') * 60_000);
  const silent = await db
    .select({ tripId: trips.id, busId: trips.busId, lastAt: tripMonitor.lastAt, startedAt: trips.updatedAt })
    .from(trips)
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .where(
      and(
        eq(trips.date, clock.today),
        inArray(trips.status, [...ACTIVE_STATUSES]),
        or(lt(tripMonitor.lastAt, cutoff), and(isNull(tripMonitor.lastAt), lt(trips.updatedAt, cutoff))),
      ),
    );
  for (const row of silent) {
    const since = row.lastAt ?? row.startedAt;
    await db.transaction(async (tx) => {
      await raiseAlert(
        tx,
        feed,
        {
          type: 'device_offline',
          busId: row.busId,
          tripId: row.tripId,
          value: Math.round((clock.now.getTime() - since.getTime()) / 60_000),
          at: clock.now,
        },
        rules,
      );
    });
  }
  return feed;
}
