import { createHash } from 'node:crypto';
import {
  CARD_DIGEST_HEX,
  type CrewRider,
  type CrewToday,
  type CrewTrip,
  cardDigestText,
} from '@rihla/shared/contracts/crew';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { buses } from '../buses/buses.table';
import { parents } from '../parents/parents.table';
import { schools } from '../schools/schools.table';
import { stops } from '../stops/stops.table';
import { absencesOn } from '../students/student-absences.service';
import { studentPhotos, students } from '../students/students.table';
import { tripStops, tripStudents, trips } from '../trips/trips.table';

/**
 * The crew member's trips of `date` (as driver or as attendant) in departure order, each with its
 * bus, school and stops in order with their planned times and riders: name in both languages,
 * grade, special needs, the guardian's name and phone, and whether an absence covers the trip (the
 * day, or the trip's morning or afternoon), the rider card's number and whether a photo is there; with the digests of the
 * company's active rider cards (the phone's wrong-bus check, ADR 0056).
 * Five queries whatever the number of trips.
 */
export async function crewToday(db: Database, memberId: string, date: string): Promise<CrewToday> {
  const tripRows = await db
    .select({
      id: trips.id,
      name: trips.name,
      direction: trips.direction,
      status: trips.status,
      departureTime: trips.departureTime,
      arrivalTime: trips.arrivalTime,
      driverId: trips.driverId,
      plateNumber: buses.plateNumber,
      model: buses.model,
      schoolAr: schools.nameAr,
      schoolEn: schools.nameEn,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoin(schools, eq(schools.id, trips.schoolId))
    .where(and(eq(trips.date, date), or(eq(trips.driverId, memberId), eq(trips.attendantId, memberId))))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  if (tripRows.length === 0) return { date, trips: [], cards: [] };
  const tripIds = tripRows.map((trip) => trip.id);

  const stopRows = await db
    .select({
      tripId: tripStops.tripId,
      position: tripStops.position,
      stopId: tripStops.stopId,
      plannedTime: tripStops.plannedTime,
      nameAr: stops.nameAr,
      nameEn: stops.nameEn,
    })
    .from(tripStops)
    .innerJoin(stops, eq(stops.id, tripStops.stopId))
    .where(inArray(tripStops.tripId, tripIds))
    .orderBy(asc(tripStops.tripId), asc(tripStops.position));

  const riderRows = await db
    .select({
      tripId: tripStudents.tripId,
      stopId: tripStudents.stopId,
      id: students.id,
      nameAr: students.nameAr,
      nameEn: students.nameEn,
      grade: students.grade,
      specialNeeds: students.specialNeeds,
      guardianName: parents.name,
      guardianPhone: parents.phone,
      cardNumber: students.cardNumber,
      photo: studentPhotos.studentId,
    })
    .from(tripStudents)
    .innerJoin(students, eq(students.id, tripStudents.studentId))
    .leftJoin(studentPhotos, eq(studentPhotos.studentId, students.id))
    .leftJoin(parents, eq(parents.id, students.parentId))
    .where(inArray(tripStudents.tripId, tripIds))
    .orderBy(asc(students.nameArSort));

  const riderIds = [...new Set(riderRows.map((rider) => rider.id))];
  const absent = await absencesOn(db, riderIds, date);
  const directionOf = new Map(tripRows.map((trip) => [trip.id, trip.direction]));

  const ridersAt = new Map<string, CrewRider[]>();
  for (const { tripId, stopId, photo, ...rider } of riderRows) {
    const key = `${tripId}/${stopId}`;
    const list = ridersAt.get(key) ?? [];
    list.push({ ...rider, hasPhoto: photo !== null, absent: absent(rider.id, directionOf.get(tripId)!) });
    ridersAt.set(key, list);
  }
  return {
    date,
    cards: await cardDigests(db, date),
    trips: tripRows.map(
      (trip): CrewTrip => ({
        id: trip.id,
        name: trip.name,
        direction: trip.direction,
        status: trip.status,
        departureTime: trip.departureTime,
        arrivalTime: trip.arrivalTime,
        as: trip.driverId === memberId ? 'driver' : 'attendant',
        bus: { plateNumber: trip.plateNumber, model: trip.model },
        school: { nameAr: trip.schoolAr, nameEn: trip.schoolEn },
        stops: stopRows
          .filter((stop) => stop.tripId === trip.id)
          .map(({ tripId: _trip, ...stop }) => ({
            ...stop,
            riders: ridersAt.get(`${trip.id}/${stop.stopId}`) ?? [],
          })),
      }),
    ),
  };
}

/** The digests the phone tells a company's card by (`cardDigestText`), in no telling order. */
async function cardDigests(db: Database, date: string): Promise<string[]> {
  const cards = await db
    .select({ cardNumber: students.cardNumber })
    .from(students)
    .where(and(isNotNull(students.cardNumber), eq(students.status, 'active')));
  return cards
    .map(({ cardNumber }) =>
      createHash('sha256').update(cardDigestText(date, cardNumber!)).digest('hex').slice(0, CARD_DIGEST_HEX),
    )
    .sort();
}
