import type { ListResponse } from '@rihla/shared/contracts/common';
import type {
  KpiAlert,
  KpiFigure,
  KpiQuery,
  KpiSummary,
  KpiTrip,
  KpiTripQuery,
} from '@rihla/shared/contracts/kpis';
import { ALERT_TYPES, type AlertType } from '@rihla/shared/contracts/monitoring';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { ExportWindow } from '../../lib/export-routes';
import { HttpProblem } from '../../lib/problem';
import { rowsOf } from '../../lib/raw-rows';
import { buses } from '../buses/buses.table';
import { company } from '../company/company.table';
import { drivers } from '../drivers/drivers.table';
import { schools } from '../schools/schools.table';
import { coversDirection } from '../students/student-absences.service';

/** Mean Earth radius in kilometres, as the derivation's distances (devices/geo.ts) use in metres. */
const EARTH_KM = 6371;

/** The school, bus and driver asked for exist: an unknown one is a 400 on its field, not an empty page. */
export async function checkKpiFilter(db: Database, query: KpiQuery): Promise<void> {
  const checks: [string | undefined, string, () => Promise<unknown[]>][] = [
    [
      query.schoolId,
      'schoolId',
      () => db.select({ id: schools.id }).from(schools).where(eq(schools.id, query.schoolId!)),
    ],
    [query.busId, 'busId', () => db.select({ id: buses.id }).from(buses).where(eq(buses.id, query.busId!))],
    [
      query.driverId,
      'driverId',
      () => db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, query.driverId!)),
    ],
  ];
  const problems = [];
  for (const [id, path, find] of checks) {
    if (id !== undefined && (await find()).length === 0)
      problems.push({ path, code: 'validation.missingReference' });
  }
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);
}

export async function toleranceMinutes(db: Database): Promise<number> {
  const [row] = await db.select({ minutes: company.onTimeToleranceMinutes }).from(company).limit(1);
  return row?.minutes ?? 5;
}

/**
 * Every completed trip of the filter with its own figures, as a `with` clause named `figures`.
 * Dates and planned times are on the operators' clock (`timeZone`); a stop's lateness is its first
 * recorded arrival (the `stop_arrival` timeline event) less its planned time; kilometres and time in
 * service come from the positions stored for the trip (first to last fix); riders are the students
 * scanned on; a no-show is a student expected (assigned, active, not absent that day and way) who
 * was never scanned on.
 */
function figuresCte(query: KpiQuery, timeZone: string, tolerance: number): SQL {
  const filters = [
    query.schoolId ? sql`and t.school_id = ${query.schoolId}` : sql``,
    query.busId ? sql`and t.bus_id = ${query.busId}` : sql``,
    query.driverId ? sql`and t.driver_id = ${query.driverId}` : sql``,
  ];
  const toleranceSeconds = tolerance * 60;
  return sql`
    picked as (
      select t.id, t.date, t.name, t.direction, t.school_id, t.bus_id, t.driver_id
      from trips t
      where t.status = 'completed' and t.date >= ${query.from}::date and t.date <= ${query.to}::date
        ${sql.join(filters, sql` `)}
    ),
    lateness as (
      select s.trip_id,
             s.position = max(s.position) over (partition by s.trip_id) as last,
             extract(epoch from (
               select min(e.at) from trip_events e
               where e.trip_id = s.trip_id and e.type = 'stop_arrival' and e.stop_id = s.stop_id
             ) - ((p.date + s.planned_time::time) at time zone ${timeZone})) as late_s
      from trip_stops s join picked p on p.id = s.trip_id
    ),
    stop_figures as (
      select trip_id,
             count(*) filter (where late_s <= ${toleranceSeconds})::int as on_time,
             count(*) filter (where late_s > ${toleranceSeconds})::int as late,
             count(*) filter (where late_s is null)::int as unrecorded,
             coalesce(sum(floor(late_s / 60)) filter (where late_s > ${toleranceSeconds}), 0)::int as late_minutes,
             max(late_s) filter (where last) as school_late_s
      from lateness group by trip_id
    ),
    track as (
      select bp.trip_id, bp.at, bp.lat, bp.lng,
             lag(bp.lat) over w as prev_lat, lag(bp.lng) over w as prev_lng
      from bus_positions bp join picked p on p.id = bp.trip_id
      window w as (partition by bp.trip_id order by bp.at)
    ),
    track_figures as (
      select trip_id,
             coalesce(sum(2 * ${sql.raw(String(EARTH_KM))} * asin(least(1, sqrt(
               power(sin(radians(lat - prev_lat) / 2), 2)
               + cos(radians(prev_lat)) * cos(radians(lat)) * power(sin(radians(lng - prev_lng) / 2), 2)
             ))))
             -- least() skips a null: the first fix, with no previous one, must not count.
             filter (where prev_lat is not null), 0)::float8 as km,
             extract(epoch from max(at) - min(at))::float8 as service_s
      from track group by trip_id
    ),
    boarded as (
      select sc.trip_id, count(distinct sc.student_id)::int as riders
      from rider_scans sc join picked p on p.id = sc.trip_id
      where sc.kind = 'on' group by sc.trip_id
    ),
    missed as (
      select ts.trip_id, count(*)::int as no_shows
      from trip_students ts
      join picked p on p.id = ts.trip_id
      join students st on st.id = ts.student_id and st.status = 'active'
      where not exists (
              select 1 from rider_scans sc
              where sc.trip_id = ts.trip_id and sc.student_id = ts.student_id and sc.kind = 'on')
        and not exists (
              select 1 from student_absences
              where student_absences.student_id = ts.student_id
                and student_absences.from_date <= p.date and student_absences.to_date >= p.date
                and ${coversDirection(sql`p.direction`)})
      group by ts.trip_id
    ),
    raised as (
      select a.trip_id, count(*)::int as alerts
      from monitor_alerts a join picked p on p.id = a.trip_id group by a.trip_id
    ),
    figures as (
      select p.id as trip_id, p.date::text as date, p.name, p.direction,
             sc.name_ar as school_name_ar, sc.name_en as school_name_en,
             b.plate_number as bus_plate, d.full_name as driver_name, b.capacity,
             case when p.direction <> 'to_school' or sf.school_late_s is null then null
                  when sf.school_late_s <= ${toleranceSeconds} then 'on_time' else 'late' end as school_arrival,
             case when p.direction = 'to_school' and sf.school_late_s > ${toleranceSeconds}
                  then floor(sf.school_late_s / 60)::int else 0 end as school_late_minutes,
             coalesce(sf.on_time, 0) as stops_on_time, coalesce(sf.late, 0) as stops_late,
             coalesce(sf.unrecorded, 0) as stops_unrecorded, coalesce(sf.late_minutes, 0) as stop_late_minutes,
             coalesce(tf.km, 0) as km, coalesce(tf.service_s, 0) as service_s,
             coalesce(bd.riders, 0) as riders, coalesce(ms.no_shows, 0) as no_shows,
             coalesce(ra.alerts, 0) as alerts
      from picked p
      join schools sc on sc.id = p.school_id
      join buses b on b.id = p.bus_id
      join drivers d on d.id = p.driver_id
      left join stop_figures sf on sf.trip_id = p.id
      left join track_figures tf on tf.trip_id = p.id
      left join boarded bd on bd.trip_id = p.id
      left join missed ms on ms.trip_id = p.id
      left join raised ra on ra.trip_id = p.id
    )`;
}

const FIGURE_WHERE: Record<KpiFigure, SQL> = {
  trips: sql`true`,
  schoolOnTime: sql`school_arrival = 'on_time'`,
  schoolLate: sql`school_arrival = 'late'`,
  stopsLate: sql`stops_late > 0`,
  riders: sql`riders > 0`,
  noShows: sql`no_shows > 0`,
  alerts: sql`alerts > 0`,
};

interface FigureRow {
  trip_id: string;
  date: string;
  name: string;
  direction: KpiTrip['direction'];
  school_name_ar: string;
  school_name_en: string;
  bus_plate: string;
  driver_name: string;
  capacity: number;
  school_arrival: KpiTrip['schoolArrival'];
  school_late_minutes: number;
  stops_on_time: number;
  stops_late: number;
  stops_unrecorded: number;
  stop_late_minutes: number;
  km: number;
  service_s: number;
  riders: number;
  no_shows: number;
  alerts: number;
  total?: number;
}

/** Kilometres to one decimal, as the page shows them. */
const roundKm = (km: number) => Math.round(Number(km) * 10) / 10;

function toKpiTrip(row: FigureRow): KpiTrip {
  return {
    tripId: row.trip_id,
    date: row.date,
    name: row.name,
    direction: row.direction,
    schoolNameAr: row.school_name_ar,
    schoolNameEn: row.school_name_en,
    busPlate: row.bus_plate,
    driverName: row.driver_name,
    capacity: Number(row.capacity),
    schoolArrival: row.school_arrival,
    schoolLateMinutes: Number(row.school_late_minutes),
    stopsOnTime: Number(row.stops_on_time),
    stopsLate: Number(row.stops_late),
    stopsUnrecorded: Number(row.stops_unrecorded),
    stopLateMinutes: Number(row.stop_late_minutes),
    kilometres: roundKm(row.km),
    serviceMinutes: Math.round(Number(row.service_s) / 60),
    riders: Number(row.riders),
    noShows: Number(row.no_shows),
    alerts: Number(row.alerts),
  };
}

function tripOrder(sort: string | undefined): SQL {
  const [field, direction] = (sort ?? 'date:desc').split(':');
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return field === 'name' ? sql`name ${dir}, date desc, trip_id` : sql`date ${dir}, name, trip_id`;
}

async function selectTrips(db: Database, query: KpiTripQuery, timeZone: string, window: ExportWindow) {
  const tolerance = await toleranceMinutes(db);
  const result = await db.execute(sql`
    with ${figuresCte(query, timeZone, tolerance)}
    select *, count(*) over ()::int as total from figures
    where ${FIGURE_WHERE[query.figure ?? 'trips']}
    order by ${tripOrder(query.sort)}
    limit ${window.limit} offset ${window.offset}`);
  return rowsOf<FigureRow>(result);
}

/** A page of the trips behind one figure (all completed trips of the filter without one). */
export async function listKpiTrips(
  db: Database,
  query: KpiTripQuery,
  timeZone: string,
): Promise<ListResponse<KpiTrip>> {
  await checkKpiFilter(db, query);
  const rows = await selectTrips(db, query, timeZone, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  let total = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the total: count once more.
  if (rows.length === 0 && query.page > 1) {
    total = Number(
      (await selectTrips(db, { ...query, page: 1 }, timeZone, { limit: 1, offset: 0 }))[0]?.total ?? 0,
    );
  }
  return { items: rows.map(toKpiTrip), total, page: query.page, pageSize: query.pageSize };
}

export async function exportKpiTrips(
  db: Database,
  query: KpiTripQuery,
  timeZone: string,
  window: ExportWindow,
): Promise<KpiTrip[]> {
  if (window.offset === 0) await checkKpiFilter(db, query);
  return (await selectTrips(db, query, timeZone, window)).map(toKpiTrip);
}

interface TotalsRow {
  trips: number;
  school_on_time: number;
  school_late: number;
  school_unrecorded: number;
  stops_on_time: number;
  stops_late: number;
  stops_unrecorded: number;
  school_late_minutes: number;
  stop_late_minutes: number;
  km: number;
  service_s: number;
  riders: number;
  no_shows: number;
  seats: number;
}

/** The figures of the range, summed over its trips, with the alerts by kind and a line per day. */
export async function kpiSummary(db: Database, query: KpiQuery, timeZone: string): Promise<KpiSummary> {
  await checkKpiFilter(db, query);
  const tolerance = await toleranceMinutes(db);
  const cte = figuresCte(query, timeZone, tolerance);
  const totals = rowsOf<TotalsRow>(
    await db.execute(sql`
      with ${cte}
      select count(*)::int as trips,
             count(*) filter (where school_arrival = 'on_time')::int as school_on_time,
             count(*) filter (where school_arrival = 'late')::int as school_late,
             count(*) filter (where direction = 'to_school' and school_arrival is null)::int as school_unrecorded,
             coalesce(sum(stops_on_time), 0)::int as stops_on_time,
             coalesce(sum(stops_late), 0)::int as stops_late,
             coalesce(sum(stops_unrecorded), 0)::int as stops_unrecorded,
             coalesce(sum(school_late_minutes), 0)::int as school_late_minutes,
             coalesce(sum(stop_late_minutes), 0)::int as stop_late_minutes,
             coalesce(sum(km), 0)::float8 as km,
             coalesce(sum(service_s), 0)::float8 as service_s,
             coalesce(sum(riders), 0)::int as riders,
             coalesce(sum(no_shows), 0)::int as no_shows,
             coalesce(sum(capacity), 0)::int as seats
      from figures`),
  )[0]!;
  const alertRows = rowsOf<{ type: AlertType; count: number; acknowledged: number; median_s: number | null }>(
    await db.execute(sql`
      with ${cte}
      select a.type, count(*)::int as count, count(a.acknowledged_at)::int as acknowledged,
             (percentile_cont(0.5) within group (order by extract(epoch from a.acknowledged_at - a.raised_at))
               filter (where a.acknowledged_at is not null))::float8 as median_s
      from monitor_alerts a join figures f on f.trip_id = a.trip_id
      group by a.type`),
  );
  const dayRows = rowsOf<{
    date: string;
    trips: number;
    school_on_time: number;
    school_late: number;
    riders: number;
  }>(
    await db.execute(sql`
      with ${cte}
      select d::date::text as date, count(f.trip_id)::int as trips,
             count(*) filter (where f.school_arrival = 'on_time')::int as school_on_time,
             count(*) filter (where f.school_arrival = 'late')::int as school_late,
             coalesce(sum(f.riders), 0)::int as riders
      from generate_series(${query.from}::date, ${query.to}::date, interval '1 day') d
      left join figures f on f.date = d::date::text
      group by d order by d`),
  );
  const byType = new Map(alertRows.map((row) => [row.type, row]));
  const alerts: KpiAlert[] = ALERT_TYPES.filter((type) => byType.has(type)).map((type) => {
    const row = byType.get(type)!;
    return {
      type,
      count: Number(row.count),
      acknowledged: Number(row.acknowledged),
      medianAckSeconds: row.median_s === null ? null : Math.round(Number(row.median_s)),
    };
  });
  const seats = Number(totals.seats);
  const riders = Number(totals.riders);
  return {
    from: query.from,
    to: query.to,
    toleranceMinutes: tolerance,
    trips: Number(totals.trips),
    schoolArrivals: {
      onTime: Number(totals.school_on_time),
      late: Number(totals.school_late),
      unrecorded: Number(totals.school_unrecorded),
    },
    stopArrivals: {
      onTime: Number(totals.stops_on_time),
      late: Number(totals.stops_late),
      unrecorded: Number(totals.stops_unrecorded),
    },
    schoolLateMinutes: Number(totals.school_late_minutes),
    stopLateMinutes: Number(totals.stop_late_minutes),
    kilometres: roundKm(totals.km),
    serviceMinutes: Math.round(Number(totals.service_s) / 60),
    riders,
    noShows: Number(totals.no_shows),
    seats,
    seatFill: seats === 0 ? null : riders / seats,
    alerts,
    days: dayRows.map((row) => ({
      date: row.date,
      trips: Number(row.trips),
      schoolOnTime: Number(row.school_on_time),
      schoolLate: Number(row.school_late),
      riders: Number(row.riders),
    })),
  };
}
