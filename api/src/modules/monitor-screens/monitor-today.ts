import { type MonitorToday, ZERO_COUNTS } from '@rihla/shared/contracts/monitoring-screens';
import type { TripStatus } from '@rihla/shared/contracts/trips';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import type { SchoolScope } from '../../lib/school-scope';
import { buses } from '../buses/buses.table';
import { ACTIVE_STATUSES } from '../devices/active-trips';
import { tripMonitor } from '../devices/devices.table';
import { drivers } from '../drivers/drivers.table';
import { stops } from '../stops/stops.table';
import { tripInScope } from '../trips/trip-reads';
import { tripStops, trips } from '../trips/trips.table';

const ACTIVE: readonly TripStatus[] = ACTIVE_STATUSES;

/** How many students are on board now on each of the day's trips, in one statement. */
async function onBoardByTrip(db: Database, date: string): Promise<Map<string, number>> {
  const result: unknown = await db.execute(sql`
    select trip_id, count(*)::int as n from (
      select distinct on (s.trip_id, s.student_id) s.trip_id, s.kind
      from rider_scans s join trips t on t.id = s.trip_id
      where t.date = ${date}
      order by s.trip_id, s.student_id, s.at desc, s.kind asc
    ) latest
    where kind = 'on'
    group by trip_id`);
  return new Map(rowsOf<{ trip_id: string; n: number }>(result).map((row) => [row.trip_id, row.n]));
}

/**
 * Today's trips for the monitor screens, by departure time: status, the bus and driver, lateness
 * against the plan, the next stop and its ETA, the latest fix and who is on board; with the counts
 * by status. Three statements whatever the number of trips.
 */
export async function monitorToday(
  db: Database,
  date: string,
  scope: SchoolScope = null,
): Promise<MonitorToday> {
  // The stop the bus is heading for: after the one it is at, else the next not reached.
  const nextPosition = sql`coalesce(${tripMonitor.atStop} + 1, ${tripMonitor.nextStop}, 0)`;
  const rows = await db
    .select({
      id: trips.id,
      name: trips.name,
      status: trips.status,
      departureTime: trips.departureTime,
      arrivalTime: trips.arrivalTime,
      busId: trips.busId,
      plateNumber: buses.plateNumber,
      driverName: drivers.fullName,
      driverNameEn: drivers.fullNameEn,
      lateMinutes: tripMonitor.lateMinutes,
      etaSeconds: tripMonitor.etaSeconds,
      lastAt: tripMonitor.lastAt,
      nextStopId: stops.id,
      nextStopNameAr: stops.nameAr,
      nextStopNameEn: stops.nameEn,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .leftJoin(tripStops, and(eq(tripStops.tripId, trips.id), sql`${tripStops.position} = ${nextPosition}`))
    .leftJoin(stops, eq(stops.id, tripStops.stopId))
    .where(and(eq(trips.date, date), tripInScope(scope)))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  const onBoard = await onBoardByTrip(db, date);
  const counts = { ...ZERO_COUNTS };
  for (const row of rows) counts[row.status] += 1;
  return {
    date,
    counts,
    trips: rows.map((row) => {
      const active = ACTIVE.includes(row.status);
      return {
        id: row.id,
        name: row.name,
        status: row.status,
        departureTime: row.departureTime,
        arrivalTime: row.arrivalTime,
        busId: row.busId,
        plateNumber: row.plateNumber,
        driverName: row.driverName,
        driverNameEn: row.driverNameEn,
        lateMinutes: row.lateMinutes ?? 0,
        nextStop:
          active && row.nextStopId
            ? { id: row.nextStopId, nameAr: row.nextStopNameAr!, nameEn: row.nextStopNameEn! }
            : null,
        etaSeconds: active ? (row.etaSeconds ?? null) : null,
        lastAt: row.lastAt?.toISOString() ?? null,
        onBoard: onBoard.get(row.id) ?? 0,
      };
    }),
  };
}
