import { sql } from 'drizzle-orm';
import type { Database } from '../db/types';
import type { OperatorsClock } from '../lib/operators-clock';

/**
 * The timelines of freshly seeded trips, written set-wise in the database (a month of scans is tens
 * of thousands of rows): planned a week ahead; a run under way or done started at its departure,
 * some a few minutes late and about one in eight past the lateness grace (never so late that an
 * event would lie in the future); a finished run has its stop arrivals and departures, every rider
 * scanned on and off (where the demo simulator would scan them: at their stop, and all off at the
 * last stop to school; all on at departure and each off at their stop home) and its completion. A
 * run under way gets the rest from the simulator.
 *
 * The drive between two stops takes its planned time scaled by the traffic of that road, that hour
 * and that weekday, and a little of the day's own luck; the wait at a stop is the stop's own (1 to
 * 3 minutes): so the learned ETA (ADR 0064) has a history as uneven as a city's to learn from.
 */
export async function writeTimelines(tx: Database, inserted: { id: string }[], clock: OperatorsClock) {
  if (inserted.length === 0) return;
  const ids = `{${inserted.map((trip) => trip.id).join(',')}}`;
  const now = sql`${clock.now.toISOString()}::timestamptz`;
  // Lateness per run from its id; a run of today that is done was no later than its end allows.
  const seeded = sql`
    seeded as (
      select t.id, t.bus_id, t.direction, t.status, t.date, t.departure_time, t.arrival_time,
             least(case when abs(hashtext(t.id::text)) % 8 = 0 then 11 + abs(hashtext(t.id::text)) % 9
                        else abs(hashtext(t.id::text)) % 5 end,
                   greatest(0, floor(extract(epoch from ${now}
                     - ((t.date + t.arrival_time::time) at time zone ${clock.timeZone})) / 60)::int - 5)) as late
      from trips t where t.id = any(${ids}::uuid[])
    )`;
  // A wall-clock time of the operators' day, plus some minutes, as an instant; never after now.
  const at = (date: string, time: string, plus = '0') =>
    sql`least(((${sql.raw(date)}) + (${sql.raw(time)})::time) at time zone ${clock.timeZone} + (${sql.raw(plus)}) * interval '1 minute', ${now})`;
  // Each finished run's stops: minutes behind the plan on arrival (`drift`, on top of the run's
  // `late`) and minutes waited there. The drive into a stop is its planned time less the planned
  // 2-minute wait, times the traffic: the road's own (0.75 to 1.19), the rush hours (up to +35 %
  // around 07:00, +20 % around 13:15), Sunday's +12 % and Thursday's -10 %, and the day's luck (±8 %).
  const visits = sql`
    legs as (
      select s.trip_id, s.stop_id, s.position, s.planned_time, seeded.date, seeded.late,
             1 + abs(hashtext(s.stop_id::text)) % 3 as dwell,
             lag(s.stop_id) over w as from_stop,
             extract(epoch from lag(s.planned_time::time) over w) / 60 as from_minute,
             extract(epoch from s.planned_time::time - lag(s.planned_time::time) over w) / 60 as gap,
             lag(1 + abs(hashtext(s.stop_id::text)) % 3) over w as from_dwell
      from seeded join trip_stops s on s.trip_id = seeded.id
      where seeded.status = 'completed'
      window w as (partition by s.trip_id order by s.position)
    ),
    visits as (
      select trip_id, stop_id, position, planned_time, date, late, dwell,
             sum(case when from_stop is null then 0 else
                   greatest(0, gap - 2) * ((0.75 + (abs(hashtext(from_stop::text || stop_id::text)) % 45) / 100.0)
                     * (1 + 0.35 * exp(-power((from_minute - 420) / 30.0, 2))
                          + 0.2 * exp(-power((from_minute - 795) / 25.0, 2)))
                     * (case extract(isodow from date) when 7 then 1.12 when 4 then 0.9 else 1 end)
                     * (0.92 + (abs(hashtext(trip_id::text || position::text)) % 17) / 100.0) - 1)
                   + (from_dwell - 2) end)
               over (partition by trip_id order by position) as drift
      from legs
    ),
    ends as (
      select trip_id, (array_agg(drift order by position desc))[1] as drift from visits group by trip_id
    )`;

  await tx.execute(sql`
    with ${seeded}, ${visits}
    insert into trip_events (trip_id, type, from_status, to_status, at)
    select id, 'created', null, 'scheduled', ${at('seeded.date - 7', "'09:00'")} from seeded
    union all
    select id, 'transition', 'scheduled', 'cancelled', ${at('seeded.date - 1', "'20:00'")}
      from seeded where status = 'cancelled'
    union all
    select id, 'transition', 'scheduled', 'in_progress',
           ${at('seeded.date', 'seeded.departure_time', 'late')}
      from seeded where status in ('in_progress', 'completed')
    union all
    select id, 'transition', 'in_progress', 'completed',
           ${at('seeded.date', 'seeded.arrival_time', 'late + ends.drift + 4')}
      from seeded join ends on ends.trip_id = seeded.id where status = 'completed'`);

  await tx.execute(sql`
    with ${seeded}, ${visits}
    insert into trip_events (trip_id, type, stop_id, at)
    select v.trip_id, e.type, v.stop_id, ${at('v.date', 'v.planned_time', 'v.late + v.drift + e.shift * v.dwell')}
    from visits v
    cross join (values ('stop_arrival', 0), ('stop_departure', 1)) as e(type, shift)`);

  await tx.execute(sql`
    with ${seeded}, ${visits},
    scans as (
      select seeded.id as trip_id, seeded.bus_id, r.student_id, k.kind,
             case when (seeded.direction = 'to_school') = (k.kind = 'on')
                  then ${at('seeded.date', 'v.planned_time', 'seeded.late + v.drift + 1')}
                  when k.kind = 'on' then ${at('seeded.date', 'seeded.departure_time', 'seeded.late - 2')}
                  else ${at('seeded.date', 'seeded.arrival_time', 'seeded.late + ends.drift + 3')} end as at
      from seeded
      join trip_students r on r.trip_id = seeded.id
      join visits v on v.trip_id = seeded.id and v.stop_id = r.stop_id
      join ends on ends.trip_id = seeded.id
      cross join (values ('on'), ('off')) as k(kind)
    ),
    stored as (
      insert into rider_scans (trip_id, bus_id, student_id, kind, at)
      select trip_id, bus_id, student_id, kind, at from scans
    )
    insert into trip_events (trip_id, type, student_id, at)
    select trip_id, case kind when 'on' then 'boarded' else 'alighted' end, student_id, at from scans`);
}
