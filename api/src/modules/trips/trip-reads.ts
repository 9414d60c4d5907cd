import type { ListResponse } from '@rihla/shared/contracts/common';
import {
  allowedMoves,
  type TRIP_SORT_FIELDS,
  type Trip,
  type TripDetails,
  type TripEvent,
  type TripStatus,
  type tripListQuerySchema,
} from '@rihla/shared/contracts/trips';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { shownActorName } from '../../lib/actor';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { buses } from '../buses/buses.table';
import { disruptions } from '../disruptions/disruptions.table';
import { drivers } from '../drivers/drivers.table';
import { geofences } from '../geofences/geofences.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { absentOn, coversDirection } from '../students/student-absences.service';
import { studentAbsences, students } from '../students/students.table';
import { tripEvents, tripStops, tripStudents, trips } from './trips.table';

type TripListQuery = z.output<typeof tripListQuerySchema>;

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

export function selectTrips(db: Database) {
  return db
    .select({
      trip: trips,
      school: { id: schools.id, nameAr: schools.nameAr, nameEn: schools.nameEn },
      bus: { id: buses.id, plateNumber: buses.plateNumber, capacity: buses.capacity },
      driver: {
        id: drivers.id,
        fullName: drivers.fullName,
        fullNameEn: drivers.fullNameEn,
        phone: drivers.phone,
      },
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

export async function toTrips(db: Database, rows: TripRow[]): Promise<Trip[]> {
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

/** The trips an operator limited to some schools sees (ADR 0072): lists, exports and by id. */
export const tripInScope = (scope: SchoolScope) => schoolIn(trips.schoolId, scope);

function filterFor(query: TripListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    tripInScope(scope),
    searchFor(listSpec, query.q),
    query.date ? eq(trips.date, query.date) : undefined,
    query.status ? eq(trips.status, query.status) : undefined,
    query.schoolId ? eq(trips.schoolId, query.schoolId) : undefined,
    query.busId ? eq(trips.busId, query.busId) : undefined,
    query.driverId ? eq(trips.driverId, query.driverId) : undefined,
    query.seriesId ? eq(trips.seriesId, query.seriesId) : undefined,
  );
}

export function listTrips(
  db: Database,
  query: TripListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Trip>> {
  return pagedList(query, {
    select: selectTrips(db).$dynamic(),
    count: db.select({ n: count() }).from(trips).$dynamic(),
    where: filterFor(query, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => toTrips(db, rows),
  });
}

export function exportTrips(
  db: Database,
  query: TripListQuery,
  scope: SchoolScope = null,
): ExportReader<Trip> {
  return exportReader(
    () =>
      db
        .select({ id: trips.id })
        .from(trips)
        .where(filterFor(query, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => toTrips(db, await selectTrips(db).where(inArray(trips.id, ids))),
  );
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
    .select({ event: tripEvents, zoneNameAr: geofences.nameAr, zoneNameEn: geofences.nameEn })
    .from(tripEvents)
    .leftJoin(geofences, eq(geofences.id, tripEvents.zoneId))
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
      ({ event: e, zoneNameAr, zoneNameEn }): TripEvent => ({
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
        lat: e.lat,
        lng: e.lng,
        zone:
          e.zoneId && zoneNameAr !== null && zoneNameEn !== null
            ? { id: e.zoneId, nameAr: zoneNameAr, nameEn: zoneNameEn }
            : null,
      }),
    ),
    allowedMoves: [...allowedMoves(trip.status)],
    openDisruptionId: open?.id ?? null,
  };
}
