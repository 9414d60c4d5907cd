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
import type { ExportReader } from '../../lib/export-routes';
import { HttpProblem } from '../../lib/problem';
import { rowsOf } from '../../lib/raw-rows';
import type { SchoolScope } from '../../lib/school-scope';
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
function figuresCte(
  query: KpiQuery,
  timeZone: string,
  tolerance: number,
  scope: SchoolScope,
  ids?: string[],
): SQL {
  const filters = [
    // An operator limited to some schools counts their trips only (ADR 0076).
    scope
      ? scope.length > 0
        ? sql`and t.school_id in (${sql.join(
            scope.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`and false`
      : sql``,
    ids
      ? sql`and t.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``,
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
    figures as (
      select p.id as trip_id, p.date::text as date, p.name, p.direction,
             sc.name_ar as school_name_ar, sc.name_en as school_name_en,
             b.plate_number as bus_plate, d.full_name as driver_name, d.full_name_en as driver_name_en, b.capacity,
             case when p.direction <> 'to_school' or sf.school_late_s is null then null
                  when sf.school_late_s <= ${toleranceSeconds} then 'on_time' else 'late' end as school_arrival,
             case when p.direction = 'to_school' and sf.school_late_s > ${toleranceSeconds}
                  then floor(sf.school_late_s / 60)::int else 0 end as school_late_minutes,
             sf.on_time as stops_on_time, sf.late as stops_late,
             sf.unrecorded as stops_unrecorded, sf.late_minutes as stop_late_minutes,
             tf.km, tf.service_s,
             bd.riders, ms.no_shows,
             ra.alerts
      from picked p
      join schools sc on sc.id = p.school_id
      join buses b on b.id = p.bus_id
      join drivers d on d.id = p.driver_id
      -- Each lateral reads one trip's rows through its own index: no join between whole sets,
      -- whose sizes PGlite (never analysed) would guess as one row each.
      cross join lateral (
        select count(*) filter (where late_s <= ${toleranceSeconds})::int as on_time,
               count(*) filter (where late_s > ${toleranceSeconds})::int as late,
               count(*) filter (where late_s is null)::int as unrecorded,
               coalesce(sum(floor(late_s / 60)) filter (where late_s > ${toleranceSeconds}), 0)::int as late_minutes,
               max(late_s) filter (where last) as school_late_s
        from (
          select s.position = max(s.position) over () as last,
                 extract(epoch from (
                   select min(e.at) from trip_events e
                   where e.trip_id = p.id and e.type = 'stop_arrival' and e.stop_id = s.stop_id
                 ) - ((p.date + s.planned_time::time) at time zone ${timeZone})) as late_s
          from trip_stops s where s.trip_id = p.id
        ) stops
      ) sf
      cross join lateral (
        select coalesce(sum(2 * ${sql.raw(String(EARTH_KM))} * asin(least(1, sqrt(
                 power(sin(radians(lat - prev_lat) / 2), 2)
                 + cos(radians(prev_lat)) * cos(radians(lat)) * power(sin(radians(lng - prev_lng) / 2), 2)
               ))))
               -- least() skips a null: the first fix, with no previous one, must not count.
               filter (where prev_lat is not null), 0)::float8 as km,
               coalesce(extract(epoch from max(at) - min(at)), 0)::float8 as service_s
        from (
          select bp.at, bp.lat, bp.lng,
                 lag(bp.lat) over (order by bp.at) as prev_lat, lag(bp.lng) over (order by bp.at) as prev_lng
          from bus_positions bp where bp.trip_id = p.id
        ) track
      ) tf
      cross join lateral (
        select count(distinct sc.student_id)::int as riders
        from rider_scans sc where sc.trip_id = p.id and sc.kind = 'on'
      ) bd
      cross join lateral (
        select count(*)::int as no_shows
        from trip_students ts
        join students st on st.id = ts.student_id and st.status = 'active'
        where ts.trip_id = p.id
          and not exists (
                select 1 from rider_scans sc
                where sc.trip_id = p.id and sc.student_id = ts.student_id and sc.kind = 'on')
          and not exists (
                select 1 from student_absences
                where student_absences.student_id = ts.student_id
                  and student_absences.from_date <= p.date and student_absences.to_date >= p.date
                  and ${coversDirection(sql`p.direction`)})
      ) ms
      cross join lateral (select count(*)::int as alerts from monitor_alerts a where a.trip_id = p.id) ra
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
  driver_name_en: string | null;
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
    driverNameEn: row.driver_name_en,
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

async function selectTrips(
  db: Database,
  query: KpiTripQuery,
  timeZone: string,
  scope: SchoolScope,
  window: { limit: number; offset: number },
) {
  const tolerance = await toleranceMinutes(db);
  const result = await db.execute(sql`
    with ${figuresCte(query, timeZone, tolerance, scope)}
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
  scope: SchoolScope = null,
): Promise<ListResponse<KpiTrip>> {
  await checkKpiFilter(db, query);
  const rows = await selectTrips(db, query, timeZone, scope, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  let total = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the total: count once more.
  if (rows.length === 0 && query.page > 1) {
    total = Number(
      (await selectTrips(db, { ...query, page: 1 }, timeZone, scope, { limit: 1, offset: 0 }))[0]?.total ?? 0,
    );
  }
  return { items: rows.map(toKpiTrip), total, page: query.page, pageSize: query.pageSize };
}

/** The export: the ids of the trips behind the figure in the list's order, then the figures of each batch. */
export function exportKpiTrips(
  db: Database,
  query: KpiTripQuery,
  timeZone: string,
  scope: SchoolScope = null,
): ExportReader<KpiTrip> {
  return {
    async ids() {
      await checkKpiFilter(db, query);
      const tolerance = await toleranceMinutes(db);
      const result = await db.execute(sql`
        with ${figuresCte(query, timeZone, tolerance, scope)}
        select trip_id from figures
        where ${FIGURE_WHERE[query.figure ?? 'trips']}
        order by ${tripOrder(query.sort)}`);
      return rowsOf<{ trip_id: string }>(result).map((row) => row.trip_id);
    },
    async rows(ids) {
      const tolerance = await toleranceMinutes(db);
      const result = await db.execute(
        sql`with ${figuresCte(query, timeZone, tolerance, scope, ids)} select * from figures`,
      );
      return rowsOf<FigureRow>(result).map(toKpiTrip);
    },
    idOf: (trip) => trip.tripId,
  };
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

/** Every date from `from` to `to`, both included: days without a trip are on the chart too. */
function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

interface AlertRow {
  type: AlertType;
  count: number;
  acknowledged: number;
  median_s: number | null;
}

interface DayRow {
  date: string;
  trips: number;
  school_on_time: number;
  school_late: number;
  riders: number;
}

/** The figures of the range, summed over its trips, with the alerts by kind and a line per day. */
export async function kpiSummary(
  db: Database,
  query: KpiQuery,
  timeZone: string,
  scope: SchoolScope = null,
): Promise<KpiSummary> {
  await checkKpiFilter(db, query);
  const tolerance = await toleranceMinutes(db);
  const cte = figuresCte(query, timeZone, tolerance, scope);
  // One statement: the figures are computed once and read three times.
  const [row] = rowsOf<{ totals: TotalsRow; alerts: AlertRow[]; days: DayRow[] }>(
    await db.execute(sql`
      with ${cte}
      select
        (select row_to_json(t) from (
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
          from figures) t) as totals,
        (select coalesce(json_agg(k), '[]'::json) from (
          select a.type, count(*)::int as count, count(a.acknowledged_at)::int as acknowledged,
                 (percentile_cont(0.5) within group (order by extract(epoch from a.acknowledged_at - a.raised_at))
                   filter (where a.acknowledged_at is not null))::float8 as median_s
          from figures f join lateral (select * from monitor_alerts m where m.trip_id = f.trip_id) a on true
          group by a.type) k) as alerts,
        (select coalesce(json_agg(d order by d.date), '[]'::json) from (
          select f.date, count(*)::int as trips,
                 count(*) filter (where f.school_arrival = 'on_time')::int as school_on_time,
                 count(*) filter (where f.school_arrival = 'late')::int as school_late,
                 sum(f.riders)::int as riders
          from figures f group by f.date) d) as days`),
  );
  const totals = row!.totals;
  const alertRows = row!.alerts;
  const byDate = new Map(row!.days.map((day) => [day.date, day]));
  const byType = new Map(alertRows.map((alert) => [alert.type, alert]));
  const alerts: KpiAlert[] = ALERT_TYPES.filter((type) => byType.has(type)).map((type) => {
    const found = byType.get(type)!;
    return {
      type,
      count: Number(found.count),
      acknowledged: Number(found.acknowledged),
      medianAckSeconds: found.median_s === null ? null : Math.round(Number(found.median_s)),
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
    days: everyDay(query.from, query.to).map((date) => {
      const row = byDate.get(date);
      return {
        date,
        trips: row?.trips ?? 0,
        schoolOnTime: row?.school_on_time ?? 0,
        schoolLate: row?.school_late ?? 0,
        riders: row?.riders ?? 0,
      };
    }),
  };
}
