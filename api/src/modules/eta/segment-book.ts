import { addDays } from '@rihla/shared/format/today';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import { osrmModel, type TravelModel } from '../planner/engine/travel';
import { pairKey, type SegmentBook, type SegmentCell } from './eta-model';

/** The history the ETA learns from: the finished trips of these last days. */
export const LEARNED_DAYS = 56;
/** The routing engine is asked again for a pair after this many days (roads change slowly). */
const ROUTED_DAYS = 30;
// Any fixed number: two replicas' sweeps take turns rather than rebuild the table at once.
const REFRESH_LOCK = 64_064;

/**
 * Rebuilds `segment_times` from the timelines of the trips completed on `from` ≤ date < `until`:
 * per stop pair (consecutive on a trip), the drive from the first stop's departure to the next
 * stop's arrival and the wait before it, by weekday and hour of the departure on the operators'
 * clock and by hour over every day, medians and counts. One statement, in one transaction (readers
 * see the old figures or the new, never none).
 */
export async function refreshSegmentTimes(
  db: Database,
  window: { from: string; until: string; timeZone: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    await tx.execute(sql`delete from segment_times`);
    const result = await tx.execute(sql`
      insert into segment_times (from_stop_id, to_stop_id, weekday, hour, samples, drive_seconds, wait_seconds)
      select from_stop, to_stop, coalesce(extract(dow from wall)::smallint, -1), extract(hour from wall)::smallint,
             count(*), percentile_cont(0.5) within group (order by drive),
             percentile_cont(0.5) within group (order by wait)
      from (
        select stop_id as from_stop, next_stop as to_stop, left_at at time zone ${window.timeZone} as wall,
               extract(epoch from next_arrived - left_at) as drive, extract(epoch from left_at - arrived) as wait
        from (
          select s.stop_id, s.position, v.arrived, v.left_at,
                 lead(s.stop_id) over w as next_stop, lead(s.position) over w as next_position,
                 lead(v.arrived) over w as next_arrived
          from trips t
          join trip_stops s on s.trip_id = t.id
          join (
            select e.trip_id, e.stop_id,
                   min(e.at) filter (where e.type = 'stop_arrival') as arrived,
                   min(e.at) filter (where e.type = 'stop_departure') as left_at
            from trips d join trip_events e on e.trip_id = d.id
            where d.status = 'completed' and d.date >= ${window.from} and d.date < ${window.until}
              and e.type in ('stop_arrival', 'stop_departure') and e.stop_id is not null
            group by e.trip_id, e.stop_id
          ) v on v.trip_id = s.trip_id and v.stop_id = s.stop_id
          where t.status = 'completed' and t.date >= ${window.from} and t.date < ${window.until}
          window w as (partition by s.trip_id order by s.position)
        ) timed
        where next_position = position + 1 and next_stop <> stop_id and next_arrived > left_at and left_at >= arrived
      ) drives
      group by grouping sets ((from_stop, to_stop, extract(dow from wall), extract(hour from wall)),
                              (from_stop, to_stop, extract(hour from wall)))
      returning 1`);
    forgetSegmentBook();
    return rowsOf(result).length;
  });
}

/**
 * Asks the routing engine for the driving time of every pair of consecutive stops on the trips of
 * `today` and the week after that it was not asked about lately (OSRM's table service through the
 * route planner's client, ADR 0049) and keeps the answers. Returns how many pairs it stored.
 */
export async function refreshSegmentRoutes(
  db: Database,
  today: string,
  model: TravelModel | string,
): Promise<number> {
  const pairs = rowsOf<{ from_stop: string; to_stop: string }>(
    await db.execute(sql`
      select distinct a.stop_id as from_stop, b.stop_id as to_stop
      from trips t
      join trip_stops a on a.trip_id = t.id
      join trip_stops b on b.trip_id = a.trip_id and b.position = a.position + 1
      left join segment_routes r on r.from_stop_id = a.stop_id and r.to_stop_id = b.stop_id
      where t.date >= ${today} and t.date <= ${addDays(today, 7)} and a.stop_id <> b.stop_id
        and (r.from_stop_id is null or r.asked_at < now() - ${ROUTED_DAYS} * interval '1 day')`),
  );
  if (pairs.length === 0) return 0;
  const ids = [...new Set(pairs.flatMap((p) => [p.from_stop, p.to_stop]))];
  const places = rowsOf<{ id: string; lat: number; lng: number }>(
    await db.execute(sql`select id, lat, lng from stops where id = any(${`{${ids.join(',')}}`}::uuid[])`),
  );
  const index = new Map(places.map((p, i) => [p.id, i]));
  const engine = typeof model === 'string' ? osrmModel(model) : model;
  const table = await engine.table(places.map((p) => ({ x: p.lng, y: p.lat })));
  const rows = pairs
    .map((p) => ({ ...p, seconds: table.seconds(index.get(p.from_stop)!, index.get(p.to_stop)!) }))
    .filter((p) => Number.isFinite(p.seconds));
  if (rows.length === 0) return 0;
  await db.execute(sql`
    insert into segment_routes (from_stop_id, to_stop_id, seconds, asked_at)
    select from_stop, to_stop, seconds, now()
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(from_stop uuid, to_stop uuid, seconds float8)
    on conflict (from_stop_id, to_stop_id) do update set seconds = excluded.seconds, asked_at = excluded.asked_at`);
  forgetSegmentBook();
  return rows.length;
}

// The pairs read lately, per process: the position ingest reads its trips' pairs from here, so a
// batch costs no statement for them until they are this old (the table changes once an hour).
const KEPT_MS = 10 * 60_000;
const kept = new Map<string, { cells: SegmentCell[]; routed: number | undefined; readAt: number }>();

/** Drops what this process kept (after a refresh; tests that write the tables directly). */
export function forgetSegmentBook() {
  kept.clear();
}

/** What the ETA needs of the stop pairs on these routes: kept ones from memory, the rest in one statement. */
export async function segmentBookFor(
  db: Database,
  routes: Iterable<readonly { stopId: string }[]>,
  now = Date.now(),
): Promise<SegmentBook> {
  const wanted = new Set<string>();
  for (const route of routes)
    for (let i = 1; i < route.length; i++) wanted.add(pairKey(route[i - 1]!.stopId, route[i]!.stopId));
  const missing = [...wanted].filter(
    (key) => !((kept.get(key)?.readAt ?? Number.NEGATIVE_INFINITY) > now - KEPT_MS),
  );
  if (missing.length > 0) {
    if (kept.size + missing.length > 20_000) kept.clear();
    const pairs = JSON.stringify(missing.map((key) => key.split('|')));
    const rows = rowsOf<{
      f: string;
      t: string;
      weekday: number | null;
      hour: number | null;
      samples: number | null;
      drive: number | null;
      wait: number | null;
      routed: boolean;
    }>(
      await db.execute(sql`
        with wanted as (select p->>0 as f, p->>1 as t from json_array_elements(${pairs}::json) as p)
        select w.f, w.t, s.weekday, s.hour, s.samples, s.drive_seconds as drive, s.wait_seconds as wait, false as routed
        from wanted w join segment_times s on s.from_stop_id = w.f::uuid and s.to_stop_id = w.t::uuid
        union all
        select w.f, w.t, null, null, null, r.seconds, null, true
        from wanted w join segment_routes r on r.from_stop_id = w.f::uuid and r.to_stop_id = w.t::uuid`),
    );
    for (const key of missing) kept.set(key, { cells: [], routed: undefined, readAt: now });
    for (const row of rows) {
      const entry = kept.get(pairKey(row.f, row.t))!;
      if (row.routed) entry.routed = Number(row.drive);
      else
        entry.cells.push({
          weekday: Number(row.weekday),
          hour: Number(row.hour),
          samples: Number(row.samples),
          driveSeconds: Number(row.drive),
          waitSeconds: Number(row.wait),
        });
    }
  }
  const learned = new Map<string, SegmentCell[]>();
  const routed = new Map<string, number>();
  for (const key of wanted) {
    const entry = kept.get(key)!;
    if (entry.cells.length > 0) learned.set(key, entry.cells);
    if (entry.routed !== undefined) routed.set(key, entry.routed);
  }
  return { learned, routed };
}

/**
 * The hourly sweep's part (ADR 0064): the history rebuilt from the last LEARNED_DAYS days, then the
 * routing engine asked about new pairs when `ROUTING_URL` is set (an engine that does not answer is
 * logged; the ETA keeps what it had).
 */
export async function refreshEta(
  db: Database,
  clock: { today: string; timeZone: string },
  routingUrl: string | undefined,
  log: { warn(detail: object, message: string): void },
): Promise<void> {
  await refreshSegmentTimes(db, {
    from: addDays(clock.today, -LEARNED_DAYS),
    until: addDays(clock.today, 1),
    timeZone: clock.timeZone,
  });
  if (!routingUrl) return;
  try {
    await refreshSegmentRoutes(db, clock.today, routingUrl);
  } catch (error) {
    log.warn({ err: error }, 'routing engine: segment times not refreshed');
  }
}
