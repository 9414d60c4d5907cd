import { sql } from 'drizzle-orm';
import type { Database } from '../db/types';
import type { OperatorsClock } from '../lib/operators-clock';

/**
 * The timelines of freshly seeded trips, written set-wise in the database (a month of scans is tens
 * of thousands of rows): planned a week ahead; a run under way or done started at its departure,
 * some a few minutes late and about one in eight past the lateness grace (never so late that an
 * event would lie in the future); a finished run has its
 * stop arrivals and departures, every rider scanned on and off (where the demo simulator would scan
 * them: at their stop, and all off at the last stop to school; all on at departure and each off at
 * their stop home) and its completion. A run under way gets the rest from the simulator.
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

  await tx.execute(sql`
    with ${seeded}
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
           ${at('seeded.date', 'seeded.arrival_time', 'late + 4')}
      from seeded where status = 'completed'`);

  await tx.execute(sql`
    with ${seeded}
    insert into trip_events (trip_id, type, stop_id, at)
    select s.trip_id, e.type, s.stop_id, ${at('seeded.date', 's.planned_time', 'seeded.late + e.shift')}
    from seeded
    join trip_stops s on s.trip_id = seeded.id
    cross join (values ('stop_arrival', 0), ('stop_departure', 2)) as e(type, shift)
    where seeded.status = 'completed'`);

  await tx.execute(sql`
    with ${seeded},
    scans as (
      select seeded.id as trip_id, seeded.bus_id, r.student_id, k.kind,
             case when (seeded.direction = 'to_school') = (k.kind = 'on')
                  then ${at('seeded.date', 's.planned_time', 'seeded.late + 1')}
                  when k.kind = 'on' then ${at('seeded.date', 'seeded.departure_time', 'seeded.late - 2')}
                  else ${at('seeded.date', 'seeded.arrival_time', 'seeded.late + 3')} end as at
      from seeded
      join trip_students r on r.trip_id = seeded.id
      join trip_stops s on s.trip_id = seeded.id and s.stop_id = r.stop_id
      cross join (values ('on'), ('off')) as k(kind)
      where seeded.status = 'completed'
    ),
    stored as (
      insert into rider_scans (trip_id, bus_id, student_id, kind, at)
      select trip_id, bus_id, student_id, kind, at from scans
    )
    insert into trip_events (trip_id, type, student_id, at)
    select trip_id, case kind when 'on' then 'boarded' else 'alighted' end, student_id, at from scans`);
}
