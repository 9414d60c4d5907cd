// The current plan's figures, to set beside a proposal: the trips to the chosen schools on one school day (the next
// one with such trips, else the last), as the operators planned them by hand.
import type { PlannerFigures } from '@rihla/shared/contracts/planner';
import { and, asc, count, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { students } from '../students/students.table';
import { tripStops, tripStudents, trips } from '../trips/trips.table';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Each rider's stop and time to school on `date`: what a parent knows today. */
export type CurrentPickups = Map<string, { stopId: string; time: string }>;

export async function currentPlan(
  db: Database,
  schoolIds: string[],
  today: string,
): Promise<{ date: string | null; figures: PlannerFigures | null; pickups: CurrentPickups }> {
  const toSchools = and(
    inArray(trips.schoolId, schoolIds),
    eq(trips.direction, 'to_school'),
    ne(trips.status, 'cancelled'),
  );
  const [next] = await db
    .select({ date: trips.date })
    .from(trips)
    .where(and(toSchools, gte(trips.date, today)))
    .orderBy(asc(trips.date))
    .limit(1);
  const [last] = next
    ? [next]
    : await db
        .select({ date: trips.date })
        .from(trips)
        .where(and(toSchools, lt(trips.date, today)))
        .orderBy(desc(trips.date))
        .limit(1);
  const pickups: CurrentPickups = new Map();
  if (!last) return { date: null, figures: null, pickups };
  const dayTrips = await db
    .select({ id: trips.id, busId: trips.busId, departure: trips.departureTime, arrival: trips.arrivalTime })
    .from(trips)
    .where(and(toSchools, eq(trips.date, last.date)));
  const tripIds = dayTrips.map((t) => t.id);
  const riders =
    tripIds.length === 0
      ? []
      : await db
          .select({
            studentId: tripStudents.studentId,
            stopId: tripStudents.stopId,
            time: tripStops.plannedTime,
          })
          .from(tripStudents)
          .innerJoin(
            tripStops,
            and(eq(tripStops.tripId, tripStudents.tripId), eq(tripStops.stopId, tripStudents.stopId)),
          )
          .where(inArray(tripStudents.tripId, tripIds));
  for (const r of riders) pickups.set(r.studentId, { stopId: r.stopId, time: r.time });
  const [active] = await db
    .select({ n: count() })
    .from(students)
    .where(and(inArray(students.schoolId, schoolIds), eq(students.status, 'active')));
  const busCount = new Set(dayTrips.map((t) => t.busId)).size;
  const rides = dayTrips.map((t) => minutesOf(t.arrival) - minutesOf(t.departure));
  const served = pickups.size;
  return {
    date: last.date,
    pickups,
    figures: {
      buses: busCount,
      drivingMinutes: rides.reduce((sum, m) => sum + m, 0),
      longestRideMinutes: Math.max(0, ...rides),
      ridersPerBus: busCount > 0 ? Math.round((served / busCount) * 10) / 10 : 0,
      riders: served,
      notServed: Math.max(0, (active?.n ?? 0) - served),
    },
  };
}
