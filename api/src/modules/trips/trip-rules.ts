import {
  attendantRoadProblems,
  type BusDocs,
  busRoadProblems,
  type DriverDocs,
  driverRoadProblems,
} from '@rihla/shared/contracts/road-safety';
import { and, asc, eq, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { FieldProblem } from '../../lib/problem';
import { busForTheRoad } from '../bus-maintenance/bus-service-state';
import { drivers } from '../drivers/drivers.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { students } from '../students/students.table';
import { tripStudents, trips } from './trips.table';

/** What a trip (or every trip of a series) asks for, as the rules see it. */
export interface TripPlan {
  schoolId: string;
  busId: string;
  driverId: string;
  /** The attendant's record, when the trip has one (the riders' re-plan of a series leaves it out). */
  attendantId?: string | null;
  departureTime: string;
  arrivalTime: string;
  stops: { stopId: string; studentIds: string[] }[];
}

/** The shared road-safety rule (the screens' pickers apply the same) as field problems. */
export function busSafetyProblems(bus: BusDocs, date: string, path = 'busId'): FieldProblem[] {
  return busRoadProblems(bus, date).map((code) => ({ path, code }));
}

export function driverSafetyProblems(driver: DriverDocs, date: string, path = 'driverId'): FieldProblem[] {
  return driverRoadProblems(driver, date).map((code) => ({ path, code }));
}

/** The other live trips on `dates` whose time window meets [departure, arrival]. */
function overlapping(
  plan: Pick<TripPlan, 'departureTime' | 'arrivalTime'>,
  dates: string[],
  excludeIds: string[],
) {
  return and(
    inArray(trips.date, dates),
    ne(trips.status, 'cancelled'),
    or(
      and(lt(trips.departureTime, plan.arrivalTime), lt(sql`${plan.departureTime}`, trips.arrivalTime)),
      eq(trips.departureTime, plan.departureTime),
    ),
    excludeIds.length > 0 ? notInArray(trips.id, excludeIds) : undefined,
  );
}

/**
 * Every rule a planned trip must meet on each of `dates`: references exist, the bus and driver are
 * fit to go (safety rule), the bus holds everyone assigned, and no bus, driver or student is on
 * another trip at an overlapping time of the same day. Returns the problems, by field.
 */
export async function tripPlanProblems(
  db: Database,
  plan: TripPlan,
  dates: string[],
  excludeIds: string[] = [],
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const sorted = [...dates].sort();
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, plan.schoolId));
  if (!school) problems.push({ path: 'schoolId', code: 'validation.missingReference' });

  const bus = await busForTheRoad(db, plan.busId);
  if (!bus) problems.push({ path: 'busId', code: 'validation.missingReference' });
  else problems.push(...firstBlockedDay(sorted, (date) => busSafetyProblems(bus, date)));

  const [driver] = await db.select().from(drivers).where(eq(drivers.id, plan.driverId));
  if (!driver) problems.push({ path: 'driverId', code: 'validation.missingReference' });
  else problems.push(...firstBlockedDay(sorted, (date) => driverSafetyProblems(driver, date)));

  if (plan.attendantId) {
    const [attendant] = await db.select().from(drivers).where(eq(drivers.id, plan.attendantId));
    if (!attendant) problems.push({ path: 'attendantId', code: 'validation.missingReference' });
    else {
      problems.push(
        ...firstBlockedDay(sorted, (date) =>
          attendantRoadProblems(attendant, date).map((code) => ({ path: 'attendantId', code })),
        ),
      );
    }
  }

  const stopIds = plan.stops.map((s) => s.stopId);
  const knownStops = new Set(
    (await db.select({ id: stops.id }).from(stops).where(inArray(stops.id, stopIds))).map((s) => s.id),
  );
  plan.stops.forEach((stop, index) => {
    if (!knownStops.has(stop.stopId)) {
      problems.push({ path: `stops.${index}.stopId`, code: 'validation.missingReference' });
    }
  });

  const studentIds = plan.stops.flatMap((s) => s.studentIds);
  const pathOf = new Map<string, string>();
  plan.stops.forEach((stop, index) => {
    stop.studentIds.forEach((id, j) => {
      pathOf.set(id, `stops.${index}.studentIds.${j}`);
    });
  });
  if (studentIds.length > 0) {
    const found = new Map(
      (
        await db
          .select({ id: students.id, schoolId: students.schoolId, status: students.status })
          .from(students)
          .where(inArray(students.id, studentIds))
      ).map((s) => [s.id, s]),
    );
    for (const id of studentIds) {
      const student = found.get(id);
      if (!student) problems.push({ path: pathOf.get(id)!, code: 'validation.missingReference' });
      else if (student.schoolId !== plan.schoolId) {
        problems.push({ path: pathOf.get(id)!, code: 'trips.studentOtherSchool' });
      } else if (student.status !== 'active') {
        problems.push({ path: pathOf.get(id)!, code: 'trips.studentInactive' });
      }
    }
  }
  if (bus && studentIds.length > bus.capacity) problems.push({ path: 'busId', code: 'trips.overCapacity' });

  const clashes = await db
    .select({ busId: trips.busId, driverId: trips.driverId, date: trips.date })
    .from(trips)
    .where(
      and(
        overlapping(plan, dates, excludeIds),
        or(eq(trips.busId, plan.busId), eq(trips.driverId, plan.driverId)),
      ),
    )
    .orderBy(asc(trips.date));
  const busClash = clashes.find((t) => t.busId === plan.busId);
  if (busClash) problems.push(onDay({ path: 'busId', code: 'trips.busBooked' }, busClash.date, sorted));
  const driverClash = clashes.find((t) => t.driverId === plan.driverId);
  if (driverClash) {
    problems.push(onDay({ path: 'driverId', code: 'trips.driverBooked' }, driverClash.date, sorted));
  }
  if (studentIds.length > 0) {
    const booked = await db
      .select({ studentId: tripStudents.studentId, date: sql<string>`min(${trips.date})::text` })
      .from(tripStudents)
      .innerJoin(trips, eq(trips.id, tripStudents.tripId))
      .where(and(inArray(tripStudents.studentId, studentIds), overlapping(plan, dates, excludeIds)))
      .groupBy(tripStudents.studentId);
    for (const { studentId, date } of booked) {
      problems.push(onDay({ path: pathOf.get(studentId)!, code: 'trips.studentBooked' }, date, sorted));
    }
  }
  return problems;
}

/** Codes whose message can name the day of a series that breaks the rule (`<code>On`). */
const DATED_CODES = new Set([
  'trips.busInspectionExpired',
  'trips.busInsuranceExpired',
  'trips.driverLicenceExpired',
  'trips.busOperatingCardExpired',
  'trips.busServiceOverdue',
  'trips.driverMedicalExpired',
  'trips.driverFirstAidExpired',
  'trips.driverProficiencyExpired',
  'trips.overCapacity',
  'trips.busBooked',
  'trips.driverBooked',
  'trips.studentBooked',
]);

/**
 * A problem of one day: as it is for a single trip, and naming the day (`<code>On`, the date in
 * the message) when the plan covers several days, so a series' refusal says which date blocks it.
 */
function onDay(problem: FieldProblem, date: string, dates: readonly string[]): FieldProblem {
  return dates.length < 2 ? problem : datedProblem(problem, date);
}

/** The problem as it reads for one day of several (`<code>On`, the date in the message). */
export function datedProblem(problem: FieldProblem, date: string): FieldProblem {
  if (!DATED_CODES.has(problem.code)) return problem;
  return { ...problem, code: `${problem.code}On`, limits: { ...problem.limits, date } };
}

/** The problems of the first of `dates` (sorted) that has any: the day a document runs out. */
function firstBlockedDay(dates: readonly string[], check: (date: string) => FieldProblem[]): FieldProblem[] {
  for (const date of dates) {
    const problems = check(date);
    if (problems.length > 0) return problems.map((problem) => onDay(problem, date, dates));
  }
  return [];
}

/** A trip's day and planned window, as the replacement rules read it. */
export interface TripWindow {
  id: string;
  date: string;
  departureTime: string;
  arrivalTime: string;
}

/**
 * The buses and drivers taken by another trip of the day whose window meets this one's and that
 * is not over (completed or cancelled): who may not replace this trip's bus or driver.
 */
export async function busyCrews(db: Database, trip: TripWindow) {
  const rows = await db
    .select({ busId: trips.busId, driverId: trips.driverId })
    .from(trips)
    .where(
      and(
        overlapping(
          { departureTime: trip.departureTime, arrivalTime: trip.arrivalTime },
          [trip.date],
          [trip.id],
        ),
        ne(trips.status, 'completed'),
      ),
    );
  return {
    busIds: [...new Set(rows.map((r) => r.busId))].sort(),
    driverIds: [...new Set(rows.map((r) => r.driverId))].sort(),
  };
}
