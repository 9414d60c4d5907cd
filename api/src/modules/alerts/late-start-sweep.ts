import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { type OperatorsClock, wallWeekdayAndMinutes } from '../../lib/operators-clock';
import { rowsOf } from '../../lib/raw-rows';
import { loadRuleBook } from '../alert-rules/alert-rules.service';
import type { FeedEntry } from '../live-feed/feed-message';
import { raiseAlert } from './raise-alert';

/** Trips told late per sweep; the rest wait for the next one. */
const LATE_STARTS_PER_SWEEP = 50;

/**
 * Today's trips still scheduled the late-start rule's minutes after their planned departure
 * (ADR 0063): each raises `late_start` once. The trips are locked with `FOR UPDATE SKIP LOCKED` and
 * the alert is raised in the same transaction, and a trip that already has a late-start alert, in
 * any status, is passed over: a second replica's sweep skips the locked rows, and finds the alert
 * once the first commits. Nothing while the rule is off; a trip still late when its window opens
 * is told then.
 */
export async function sweepLateStarts(db: Database, clock: OperatorsClock): Promise<FeedEntry[]> {
  const feed: FeedEntry[] = [];
  const rules = await loadRuleBook(db);
  if (!rules.raises('late_start', clock.now)) return feed;
  const grace = rules.threshold('late_start');
  const { minutes: nowMinutes } = wallWeekdayAndMinutes(clock.now, clock.timeZone);
  await db.transaction(async (tx) => {
    const late = rowsOf<{ id: string; bus_id: string; late: number }>(
      await tx.execute(sql`
        select t.id, t.bus_id,
          ${nowMinutes}::int - (split_part(t.departure_time, ':', 1)::int * 60
            + split_part(t.departure_time, ':', 2)::int) as late
        from trips t
        where t.date = ${clock.today} and t.status = 'scheduled'
          and split_part(t.departure_time, ':', 1)::int * 60 + split_part(t.departure_time, ':', 2)::int
            + ${grace}::int <= ${nowMinutes}::int
          and not exists (select 1 from monitor_alerts a where a.trip_id = t.id and a.type = 'late_start')
        order by t.departure_time, t.id
        limit ${LATE_STARTS_PER_SWEEP}
        for update of t skip locked`),
    );
    for (const trip of late)
      await raiseAlert(
        tx,
        feed,
        { type: 'late_start', busId: trip.bus_id, tripId: trip.id, value: Number(trip.late), at: clock.now },
        rules,
      );
  });
  return feed;
}
