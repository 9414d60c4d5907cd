import { addDays } from '@rihla/shared/format/today';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { MAX_PLAUSIBLE_KMH } from '../devices/impossible-jumps';
import { busDailyDistances } from './bus-maintenance.table';

/** Days before today whose distances are computed when none are kept (the first sweep after an upgrade, a pause). */
const DISTANCE_BACKLOG_DAYS = 7;
/**
 * GPS scatter a step may add beyond what MAX_PLAUSIBLE_KMH covers in its time: a step longer than that is
 * a jump the bus did not drive, and is not counted (the ingest refuses most of them already).
 */
const DISTANCE_SLACK_M = 50;

const startOf = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * One operators' day of every bus (ADR 0071): the sum of the great-circle steps between its consecutive
 * fixes, in time order, without a step faster than MAX_PLAUSIBLE_KMH (plus DISTANCE_SLACK_M) and
 * without a step between two fixes that both report standing still (a parked bus's GPS scatter).
 * An upsert of what the stored fixes say: any replica, any number of times, the same rows.
 */
export async function computeDailyDistances(db: Database, day: string, timeZone: string) {
  const metersPerSecond = MAX_PLAUSIBLE_KMH / 3.6;
  await db.execute(sql`
    insert into ${busDailyDistances} (bus_id, day, meters, fixes, computed_at)
    select bus_id, ${day}::date,
      round(coalesce(sum(step_m) filter (
        where step_m <= ${DISTANCE_SLACK_M} + ${metersPerSecond} * seconds and not standing
      ), 0))::int,
      count(*)::int, now()
    from (
      select bus_id,
        2 * 6371000 * asin(least(1, sqrt(
          power(sin(radians(lat - lag(lat) over w) / 2), 2)
          + cos(radians(lag(lat) over w)) * cos(radians(lat)) * power(sin(radians(lng - lag(lng) over w) / 2), 2)
        ))) as step_m,
        extract(epoch from at - lag(at) over w) as seconds,
        coalesce(speed_kmh = 0 and lag(speed_kmh) over w = 0, false) as standing
      from bus_positions
      where at >= ${startOf(day, timeZone)} and at < ${startOf(addDays(day, 1), timeZone)}
      window w as (partition by bus_id order by at)
    ) steps
    group by bus_id
    on conflict (bus_id, day) do update
      set meters = excluded.meters, fixes = excluded.fixes, computed_at = excluded.computed_at`);
}

/**
 * The hourly sweep: yesterday is recomputed every time (a device may send fixes up to 24 h late); an
 * older day of the backlog once more after its late fixes could have come (computed from the start of
 * the day after next on), then never again. A day no bus moved on keeps no row and costs one empty read.
 */
export async function sweepDailyDistances(db: Database, today: string, timeZone: string) {
  for (let back = DISTANCE_BACKLOG_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    if (back > 1) {
      const [final] = await db
        .select({ day: busDailyDistances.day })
        .from(busDailyDistances)
        .where(
          and(
            eq(busDailyDistances.day, day),
            gte(busDailyDistances.computedAt, sql`${startOf(addDays(day, 2), timeZone)}`),
          ),
        )
        .limit(1);
      if (final) continue;
    }
    await computeDailyDistances(db, day, timeZone);
  }
}
