import type { StudentTrip } from '@rihla/shared/contracts/trips';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { buses } from '../buses/buses.table';
import { stops } from '../stops/stops.table';
import { tripStops, tripStudents, trips } from './trips.table';

/** The most a student's page lists: about two school months of mornings and afternoons. */
const STUDENT_TRIPS_MAX = 80;

/** The trips a student rides from `from` on (not cancelled), in order, with their stop and its time. */
export async function studentTrips(db: Database, studentId: string, from: string): Promise<StudentTrip[]> {
  const rows = await db
    .select({
      tripId: trips.id,
      seriesId: trips.seriesId,
      name: trips.name,
      date: trips.date,
      direction: trips.direction,
      status: trips.status,
      busPlate: buses.plateNumber,
      stop: { id: stops.id, nameAr: stops.nameAr, nameEn: stops.nameEn },
      plannedTime: tripStops.plannedTime,
      departureTime: trips.departureTime,
    })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoin(stops, eq(stops.id, tripStudents.stopId))
    .innerJoin(tripStops, and(eq(tripStops.tripId, trips.id), eq(tripStops.stopId, tripStudents.stopId)))
    .where(and(eq(tripStudents.studentId, studentId), gte(trips.date, from), ne(trips.status, 'cancelled')))
    .orderBy(asc(trips.date), asc(trips.departureTime))
    .limit(STUDENT_TRIPS_MAX);
  return rows.map(({ departureTime: _departure, ...row }) => row);
}
