import type { FamilyToday, FamilyTrip } from '@rihla/shared/contracts/family';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { tripMonitor } from '../devices/devices.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { absencesOn } from '../students/student-absences.service';
import { students } from '../students/students.table';
import { childProgress } from '../trip-links/trip-links';
import { tripStops, tripStudents, trips } from '../trips/trips.table';

/** The parent's children (theirs by `students.parent_id`), in name order. */
export function childrenOf(db: Database, parentId: string) {
  return db
    .select({
      id: students.id,
      nameAr: students.nameAr,
      nameEn: students.nameEn,
      grade: students.grade,
      schoolAr: schools.nameAr,
      schoolEn: schools.nameEn,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(eq(students.parentId, parentId))
    .orderBy(asc(students.nameArSort));
}

/**
 * Each of the parent's children with their trips of `date`: the child's own stop and its planned
 * time, the ETA to it and the scans on and off (as the per-trip link shows them), and whether an
 * absence covers the trip. Where the bus is, only while the trip runs and until the child is
 * dropped off; nothing about other children or stops.
 */
export async function familyToday(
  db: Database,
  parentId: string,
  date: string,
  timeZone: string,
): Promise<FamilyToday> {
  const children = await childrenOf(db, parentId);
  if (children.length === 0) return { date, children: [] };
  const childIds = children.map((child) => child.id);
  const rows = await db
    .select({
      studentId: tripStudents.studentId,
      stopId: tripStudents.stopId,
      id: trips.id,
      name: trips.name,
      direction: trips.direction,
      status: trips.status,
      departureTime: trips.departureTime,
      arrivalTime: trips.arrivalTime,
      stopAr: stops.nameAr,
      stopEn: stops.nameEn,
      stopLat: stops.lat,
      stopLng: stops.lng,
      plannedTime: tripStops.plannedTime,
      busLat: tripMonitor.lastLat,
      busLng: tripMonitor.lastLng,
      busAt: tripMonitor.lastAt,
    })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .innerJoin(stops, eq(stops.id, tripStudents.stopId))
    .innerJoin(tripStops, and(eq(tripStops.tripId, trips.id), eq(tripStops.stopId, tripStudents.stopId)))
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .where(and(inArray(tripStudents.studentId, childIds), eq(trips.date, date)))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  const absentFrom = await absencesOn(db, childIds, date);
  const tripsOf = new Map<string, FamilyTrip[]>();
  for (const row of rows) {
    const list = tripsOf.get(row.studentId) ?? [];
    // A stop a route passes twice is one row per pass: the child's is the first.
    if (list.some((trip) => trip.id === row.id)) continue;
    const finished = row.status === 'completed' || row.status === 'cancelled';
    const progress = await childProgress(
      db,
      {
        tripId: row.id,
        studentId: row.studentId,
        stopId: row.stopId,
        finished,
      },
      timeZone,
    );
    const absent = absentFrom(row.studentId, row.direction);
    // The bus on the family's map: while the trip runs, until the child is off it (never where it goes after).
    const busShown = row.status === 'in_progress' && !absent && !progress.droppedAt;
    list.push({
      id: row.id,
      name: row.name,
      direction: row.direction,
      status: row.status,
      departureTime: row.departureTime,
      arrivalTime: row.arrivalTime,
      stop: {
        nameAr: row.stopAr,
        nameEn: row.stopEn,
        plannedTime: row.plannedTime,
        lat: row.stopLat,
        lng: row.stopLng,
      },
      etaMinutes: absent ? null : progress.etaMinutes,
      stopReached: progress.stopReached,
      boardedAt: progress.boardedAt?.toISOString() ?? null,
      droppedAt: progress.droppedAt?.toISOString() ?? null,
      absent,
      bus:
        busShown && row.busAt && row.busLat !== null && row.busLng !== null
          ? { lat: row.busLat, lng: row.busLng, at: new Date(row.busAt).toISOString() }
          : null,
    });
    tripsOf.set(row.studentId, list);
  }
  return {
    date,
    children: children.map((child) => ({
      id: child.id,
      nameAr: child.nameAr,
      nameEn: child.nameEn,
      grade: child.grade,
      school: { nameAr: child.schoolAr, nameEn: child.schoolEn },
      trips: tripsOf.get(child.id) ?? [],
    })),
  };
}
