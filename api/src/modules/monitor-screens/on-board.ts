import type { OnBoard, OnBoardRider } from '@rihla/shared/contracts/monitoring-screens';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { rowsOf } from '../../lib/raw-rows';
import type { SchoolScope } from '../../lib/school-scope';
import { buses } from '../buses/buses.table';
import { ACTIVE_STATUSES } from '../devices/active-trips';
import { drivers } from '../drivers/drivers.table';
import { schools } from '../schools/schools.table';
import { tripInScope } from '../trips/trip-reads';
import { trips } from '../trips/trips.table';

interface RiderRow {
  trip_id: string;
  student_id: string;
  name_ar: string;
  name_en: string;
  grade: number;
  at: string | Date;
}

/**
 * Who is on which bus now (ADR 0076): today's trips on the road that the operator sees, each with
 * its bus, driver and attendant and the riders whose latest scan on it is a boarding, the same
 * reading as the monitor's on-board count. Two statements whatever the number of trips.
 */
export async function onBoardNow(db: Database, date: string, scope: SchoolScope): Promise<OnBoard> {
  const running = await db
    .select({
      tripId: trips.id,
      name: trips.name,
      status: trips.status,
      schoolNameAr: schools.nameAr,
      schoolNameEn: schools.nameEn,
      plateNumber: buses.plateNumber,
      driverName: drivers.fullName,
      driverNameEn: drivers.fullNameEn,
      attendantName: trips.attendantName,
    })
    .from(trips)
    .innerJoin(schools, eq(schools.id, trips.schoolId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoin(drivers, eq(drivers.id, trips.driverId))
    .where(and(eq(trips.date, date), inArray(trips.status, [...ACTIVE_STATUSES]), tripInScope(scope)))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  const byTrip = new Map<string, OnBoardRider[]>(running.map((trip) => [trip.tripId, []]));
  if (running.length > 0) {
    const ids = sql.join(
      running.map((trip) => sql`${trip.tripId}::uuid`),
      sql`, `,
    );
    const result: unknown = await db.execute(sql`
      select latest.trip_id, latest.student_id, st.name_ar, st.name_en, st.grade, latest.at
      from (
        select distinct on (trip_id, student_id) trip_id, student_id, kind, at
        from rider_scans where trip_id in (${ids})
        order by trip_id, student_id, at desc, kind asc
      ) latest
      join students st on st.id = latest.student_id
      where latest.kind = 'on'
      order by st.name_ar, st.id`);
    for (const row of rowsOf<RiderRow>(result)) {
      byTrip.get(row.trip_id)?.push({
        studentId: row.student_id,
        nameAr: row.name_ar,
        nameEn: row.name_en,
        grade: Number(row.grade),
        boardedAt: new Date(row.at).toISOString(),
      });
    }
  }
  return { date, trips: running.map((trip) => ({ ...trip, riders: byTrip.get(trip.tripId) ?? [] })) };
}
