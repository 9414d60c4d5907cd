import type { ListResponse } from '@rihla/shared/contracts/common';
import { isHoliday } from '@rihla/shared/contracts/school-calendar';
import {
  allowedMoves,
  seriesDates,
  type TRIP_SORT_FIELDS,
  type Trip,
  type TripDetails,
  type TripEvent,
  type TripStatus,
  type tripInputSchema,
  type tripListQuerySchema,
  type tripSeriesInputSchema,
  type tripTransitionSchema,
  type tripUpdateSchema,
} from '@rihla/shared/contracts/trips';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type Actor, shownActorName } from '../../lib/actor';
import type { ExportWindow } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { type FieldProblem, HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { buses } from '../buses/buses.table';
import { onBoardStudentIds } from '../devices/on-board';
import { disruptions } from '../disruptions/disruptions.table';
import { attendantIdByName } from '../drivers/drivers.service';
import { drivers } from '../drivers/drivers.table';
import { holidaysBetween } from '../school-calendar/holidays';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { absentOn, coversDirection } from '../students/student-absences.service';
import { studentAbsences, students } from '../students/students.table';
import { tellRidersParents } from './trip-notices';
import { busSafetyProblems, driverSafetyProblems, type TripPlan, tripPlanProblems } from './trip-rules';
import { tripEvents, tripSeries, tripStops, tripStudents, trips } from './trips.table';

type TripInput = z.output<typeof tripInputSchema>;
type TripUpdate = z.output<typeof tripUpdateSchema>;
type TripSeriesInput = z.output<typeof tripSeriesInputSchema>;
type TripListQuery = z.output<typeof tripListQuerySchema>;
type TripTransition = z.output<typeof tripTransitionSchema>;

const listSpec: ListSpec<(typeof TRIP_SORT_FIELDS)[number]> = {
  sortColumns: {
    date: trips.date,
    departureTime: trips.departureTime,
    name: trips.name,
    status: trips.status,
    createdAt: trips.createdAt,
  },
  defaultSort: 'date:asc',
  idColumn: trips.id,
  thenBy: [trips.departureTime],
  search: trips.search,
};

function selectTrips(db: Database) {
  return db
    .select({
      trip: trips,
      school: { id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn },
      bus: { id: buses.id, plateNumber: buses.plateNumber, capacity: buses.capacity },
      driver: { id: drivers.id, fullName: drivers.fullName, phone: drivers.phone },
    })
    .from(trips)
    .innerJoin(schools, eq(schools.id, trips.schoolId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoin(drivers, eq(drivers.id, trips.driverId));
}

type TripRow = Awaited<ReturnType<ReturnType<typeof selectTrips>['execute']>>[number];

/** Students assigned to each trip, and those riding (active, not absent on the trip's date). */
async function riderCounts(db: Database, tripIds: string[]) {
  if (tripIds.length === 0) return new Map<string, { students: number; riders: number }>();
  const rows = await db
    .select({
      tripId: tripStudents.tripId,
      students: count(),
      riders: sql<number>`count(*) filter (where ${students.status} = 'active' and not exists (
        select 1 from ${studentAbsences} where ${studentAbsences.studentId} = ${students.id}
        and ${studentAbsences.fromDate} <= ${trips.date} and ${studentAbsences.toDate} >= ${trips.date}
        and ${coversDirection(trips.direction)}))`.mapWith(Number),
    })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .innerJoin(students, eq(students.id, tripStudents.studentId))
    .where(inArray(tripStudents.tripId, tripIds))
    .groupBy(tripStudents.tripId);
  return new Map(rows.map((r) => [r.tripId, { students: r.students, riders: r.riders }]));
}

async function toTrips(db: Database, rows: TripRow[]): Promise<Trip[]> {
  const counts = await riderCounts(
    db,
    rows.map((r) => r.trip.id),
  );
  return rows.map(({ trip, school, bus, driver }) => {
    const { createdAt, updatedAt, search: _search, ...fields } = trip;
    const c = counts.get(trip.id);
    return {
      ...fields,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      school,
      bus,
      driver,
      studentCount: c?.students ?? 0,
      riderCount: c?.riders ?? 0,
    };
  });
}

function filterFor(query: TripListQuery): SQL | undefined {
  return and(
    searchFor(listSpec, query.q),
    query.date ? eq(trips.date, query.date) : undefined,
    query.status ? eq(trips.status, query.status) : undefined,
    query.schoolId ? eq(trips.schoolId, query.schoolId) : undefined,
    query.busId ? eq(trips.busId, query.busId) : undefined,
    query.driverId ? eq(trips.driverId, query.driverId) : undefined,
    query.seriesId ? eq(trips.seriesId, query.seriesId) : undefined,
  );
}

export function listTrips(db: Database, query: TripListQuery): Promise<ListResponse<Trip>> {
  return pagedList(query, {
    select: selectTrips(db).$dynamic(),
    count: db.select({ n: count() }).from(trips).$dynamic(),
    where: filterFor(query),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => toTrips(db, rows),
  });
}

export async function exportTrips(db: Database, query: TripListQuery, window: ExportWindow): Promise<Trip[]> {
  const rows = await selectTrips(db)
    .where(filterFor(query))
    .orderBy(...orderByFor(listSpec, query.sort))
    .limit(window.limit)
    .offset(window.offset);
  return toTrips(db, rows);
}

export async function findTrip(db: Database, id: string): Promise<Trip | null> {
  const rows = await selectTrips(db).where(eq(trips.id, id));
  return rows.length > 0 ? (await toTrips(db, rows))[0]! : null;
}

export async function findTripDetails(db: Database, id: string): Promise<TripDetails | null> {
  const trip = await findTrip(db, id);
  if (!trip) return null;
  const stopRows = await db
    .select({
      position: tripStops.position,
      stopId: tripStops.stopId,
      plannedTime: tripStops.plannedTime,
      nameAr: stops.nameAr,
      nameEn: stops.nameEn,
      lat: stops.lat,
      lng: stops.lng,
    })
    .from(tripStops)
    .innerJoin(stops, eq(stops.id, tripStops.stopId))
    .where(eq(tripStops.tripId, id))
    .orderBy(asc(tripStops.position));
  const studentRows = await db
    .select({
      stopId: tripStudents.stopId,
      id: students.id,
      nameAr: students.nameAr,
      nameEn: students.nameEn,
      grade: students.grade,
      specialNeeds: students.specialNeeds,
      absent:
        sql<boolean>`(${students.status} <> 'active' or ${absentOn(db, trip.date, trip.direction)})`.mapWith(
          Boolean,
        ),
    })
    .from(tripStudents)
    .innerJoin(students, eq(students.id, tripStudents.studentId))
    .where(eq(tripStudents.tripId, id))
    .orderBy(asc(students.nameAr));
  const eventRows = await db
    .select()
    .from(tripEvents)
    .where(eq(tripEvents.tripId, id))
    .orderBy(asc(tripEvents.at), asc(tripEvents.id));
  const [open] = await db
    .select({ id: disruptions.id })
    .from(disruptions)
    .where(and(eq(disruptions.tripId, id), eq(disruptions.status, 'open')));
  return {
    ...trip,
    stops: stopRows.map(({ position: _position, ...stop }) => ({
      ...stop,
      students: studentRows
        .filter((s) => s.stopId === stop.stopId)
        .map(({ stopId: _stopId, ...student }) => student),
    })),
    events: eventRows.map(
      (e): TripEvent => ({
        id: e.id,
        type: e.type,
        fromStatus: (e.fromStatus as TripStatus | null) ?? null,
        toStatus: (e.toStatus as TripStatus | null) ?? null,
        actorName: shownActorName(e.actorId, e.actorName),
        at: e.at.toISOString(),
        disruptionId: e.disruptionId,
        stopId: e.stopId,
        studentId: e.studentId,
        value: e.value,
        detail: e.detail,
      }),
    ),
    allowedMoves: [...allowedMoves(trip.status)],
    openDisruptionId: open?.id ?? null,
  };
}

export async function addTripEvent(
  tx: Database,
  tripIds: string[],
  event: {
    type: TripEvent['type'];
    fromStatus?: TripStatus | null;
    toStatus?: TripStatus | null;
    disruptionId?: string | null;
    stopId?: string | null;
    studentId?: string | null;
    value?: number | null;
    detail?: string | null;
    at?: Date;
  },
  actor: Actor | null,
): Promise<void> {
  if (tripIds.length === 0) return;
  await tx.insert(tripEvents).values(
    tripIds.map((tripId) => ({
      tripId,
      type: event.type,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      disruptionId: event.disruptionId ?? null,
      stopId: event.stopId ?? null,
      studentId: event.studentId ?? null,
      value: event.value ?? null,
      detail: event.detail ?? null,
      ...(event.at ? { at: event.at } : {}),
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? null,
    })),
  );
}

function planOf(input: TripInput | TripSeriesInput | TripUpdate): TripPlan {
  return {
    schoolId: input.schoolId,
    busId: input.busId,
    driverId: input.driverId,
    departureTime: input.departureTime,
    arrivalTime: arrivalOf(input),
    stops: input.stops,
  };
}

function arrivalOf(input: { departureTime: string; stops: { plannedTime: string }[] }): string {
  return [input.departureTime, ...input.stops.map((stop) => stop.plannedTime)].sort().at(-1)!;
}

function refuse(problems: FieldProblem[]): never {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.path} ${p.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  throw new HttpProblem(400, 'validation', unique);
}

/** Inserts one trip per date with the same plan, its stops and students; returns their ids. */
async function insertTrips(
  tx: Database,
  input: TripInput | TripSeriesInput,
  dates: string[],
  seriesId: string | null,
  actor: Actor | null,
): Promise<string[]> {
  const attendantId = await attendantIdByName(tx, input.attendantName);
  const rows = await tx
    .insert(trips)
    .values(
      dates.map((date) => ({
        name: input.name,
        direction: input.direction,
        schoolId: input.schoolId,
        busId: input.busId,
        driverId: input.driverId,
        attendantName: input.attendantName,
        attendantPhone: input.attendantPhone,
        attendantId,
        date,
        departureTime: input.departureTime,
        arrivalTime: arrivalOf(input),
        seriesId,
      })),
    )
    .returning({ id: trips.id });
  const ids = rows.map((r) => r.id);
  await writeStops(tx, ids, input);
  await addTripEvent(tx, ids, { type: 'created', toStatus: 'scheduled' }, actor);
  return ids;
}

async function writeStops(tx: Database, tripIds: string[], input: { stops: TripInput['stops'] }) {
  const stopRows = tripIds.flatMap((tripId) =>
    input.stops.map((stop, position) => ({
      tripId,
      position,
      stopId: stop.stopId,
      plannedTime: stop.plannedTime,
    })),
  );
  const studentRows = tripIds.flatMap((tripId) =>
    input.stops.flatMap((stop) =>
      stop.studentIds.map((studentId) => ({ tripId, studentId, stopId: stop.stopId })),
    ),
  );
  // Chunks keep each statement well under PostgreSQL's 65 535 bind parameters.
  for (let i = 0; i < stopRows.length; i += 5000)
    await tx.insert(tripStops).values(stopRows.slice(i, i + 5000));
  for (let i = 0; i < studentRows.length; i += 5000) {
    await tx.insert(tripStudents).values(studentRows.slice(i, i + 5000));
  }
}

export async function createTrip(
  tx: Database,
  input: TripInput,
  actor: Actor | null,
  today: string,
): Promise<Trip> {
  if (input.date < today) refuse([{ path: 'date', code: 'trips.pastDate' }]);
  const problems = await tripPlanProblems(tx, planOf(input), [input.date]);
  if (problems.length > 0) refuse(problems);
  const [id] = await insertTrips(tx, input, [input.date], null, actor);
  return (await findTrip(tx, id!))!;
}

/** A weekly recurrence: every trip of the term checked, then all of them written in the caller's transaction. */
export async function createTripSeries(
  tx: Database,
  input: TripSeriesInput,
  actor: Actor | null,
  today: string,
): Promise<{ seriesId: string; dates: string[]; skippedHolidays: string[]; trips: Trip[] }> {
  if (input.termStart < today) refuse([{ path: 'termStart', code: 'trips.pastDate' }]);
  const weekly = seriesDates(input.termStart, input.termEnd, input.weekdays);
  if (weekly.length === 0) refuse([{ path: 'weekdays', code: 'trips.noDates' }]);
  // The academic calendar's holidays have no trips (ADR 0054).
  const holidays = await holidaysBetween(tx, input.termStart, input.termEnd);
  const skippedHolidays = weekly.filter((date) => isHoliday(date, holidays));
  const dates = weekly.filter((date) => !isHoliday(date, holidays));
  if (dates.length === 0) refuse([{ path: 'termStart', code: 'calendar.noTripDates' }]);
  const problems = await tripPlanProblems(tx, planOf(input), dates);
  if (problems.length > 0) refuse(problems);
  const [series] = await tx
    .insert(tripSeries)
    .values({ weekdays: input.weekdays, termStart: input.termStart, termEnd: input.termEnd })
    .returning({ id: tripSeries.id });
  const ids = await insertTrips(tx, input, dates, series!.id, actor);
  const rows = await selectTrips(tx).where(inArray(trips.id, ids)).orderBy(asc(trips.date));
  return { seriesId: series!.id, dates, skippedHolidays, trips: await toTrips(tx, rows) };
}

async function lockTrip(tx: Database, id: string) {
  const [row] = await tx.select().from(trips).where(eq(trips.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Only a scheduled trip can be re-planned; its stops and students are replaced. */
export async function updateTrip(
  tx: Database,
  id: string,
  update: TripUpdate,
  actor: Actor | null,
  today: string,
): Promise<{ before: TripDetails; after: TripDetails }> {
  const row = await lockTrip(tx, id);
  if (row.version !== update.version) throw staleVersion();
  if (row.status !== 'scheduled') {
    throw new HttpProblem(409, 'trips.notEditable', [], {}, { allowed: [...allowedMoves(row.status)] });
  }
  if (update.date < today) refuse([{ path: 'date', code: 'trips.pastDate' }]);
  const problems = await tripPlanProblems(tx, planOf(update), [update.date], [id]);
  if (problems.length > 0) refuse(problems);
  const before = (await findTripDetails(tx, id))!;
  await tx
    .update(trips)
    .set({
      name: update.name,
      direction: update.direction,
      schoolId: update.schoolId,
      busId: update.busId,
      driverId: update.driverId,
      attendantName: update.attendantName,
      attendantPhone: update.attendantPhone,
      attendantId: await attendantIdByName(tx, update.attendantName),
      date: update.date,
      departureTime: update.departureTime,
      arrivalTime: arrivalOf(update),
      version: sql`${trips.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(trips.id, id));
  await tx.delete(tripStudents).where(eq(tripStudents.tripId, id));
  await tx.delete(tripStops).where(eq(tripStops.tripId, id));
  await writeStops(tx, [id], update);
  await addTripEvent(tx, [id], { type: 'updated' }, actor);
  return { before, after: (await findTripDetails(tx, id))! };
}

/** A refused move names the moves the trip may make now. */
export function illegalMove(from: TripStatus, code = 'trips.illegalMove'): HttpProblem {
  return new HttpProblem(409, code, [], {}, { allowed: [...allowedMoves(from)] });
}

/**
 * Moves a trip along the status machine. Starting is refused unless it is the trip's day and the
 * bus and driver are fit to go today (safety rule); a disrupted trip leaves that state only by
 * resolving its disruption. Completing is refused while the scans say a child is on board, unless
 * the attendant confirms the bus empty (the end-of-trip child check).
 */
export async function transitionTrip(
  tx: Database,
  id: string,
  input: TripTransition,
  actor: Actor | null,
  today: string,
): Promise<{ before: Trip; after: Trip; confirmedEmpty: string[] | null }> {
  const row = await lockTrip(tx, id);
  if (row.version !== input.version) throw staleVersion();
  if (row.status === 'disrupted') throw illegalMove(row.status, 'trips.disruptionOpen');
  if (!allowedMoves(row.status).includes(input.to)) throw illegalMove(row.status);
  if (input.to === 'in_progress') {
    if (row.date !== today)
      throw new HttpProblem(409, 'trips.notToday', [{ path: 'date', code: 'trips.notToday' }]);
    const [bus] = await tx.select().from(buses).where(eq(buses.id, row.busId));
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, row.driverId));
    const problems = [...busSafetyProblems(bus!, today), ...driverSafetyProblems(driver!, today)];
    if (problems.length > 0) throw new HttpProblem(409, 'trips.unsafe', problems);
  }
  let confirmedEmpty: string[] | null = null;
  if (input.to === 'completed') {
    const onBoard = await onBoardStudentIds(tx, id);
    if (onBoard.length > 0) {
      if (!input.confirmEmpty) {
        throw new HttpProblem(409, 'trips.childrenOnBoard', [
          { path: 'confirmEmpty', code: 'trips.childrenOnBoard' },
        ]);
      }
      await addTripEvent(tx, [id], { type: 'empty_confirmed', value: onBoard.length }, actor);
      confirmedEmpty = onBoard;
    }
  }
  const moved = await setTripStatus(tx, id, row.status, input.to, actor, 'transition');
  return { ...moved, confirmedEmpty };
}

export async function setTripStatus(
  tx: Database,
  id: string,
  from: TripStatus,
  to: TripStatus,
  actor: Actor | null,
  type: TripEvent['type'],
  disruptionId: string | null = null,
): Promise<{ before: Trip; after: Trip }> {
  const before = (await findTrip(tx, id))!;
  await tx
    .update(trips)
    .set({ status: to, version: sql`${trips.version} + 1`, updatedAt: new Date() })
    .where(eq(trips.id, id));
  await addTripEvent(tx, [id], { type, fromStatus: from, toStatus: to, disruptionId }, actor);
  if (to === 'cancelled') {
    await tellRidersParents(tx, id, {
      event: 'trip-cancelled',
      eventKey: `trip-cancelled:${id}`,
      variables: { date: before.date },
    });
  }
  return { before, after: (await findTrip(tx, id))! };
}

export { lockTrip };
