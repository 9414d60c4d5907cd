import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { HttpProblem } from '../../lib/problem';
import { ACTIVE_STATUSES } from '../devices/active-trips';
import { studentPhotos } from '../students/students.table';
import { lockTrip } from '../trips/trip-status';
import { tripStudents, trips } from '../trips/trips.table';
import type { CrewAuth } from './crew-sessions.service';

export type CrewTripRow = Awaited<ReturnType<typeof lockTrip>>;

/** The crew member as the trip's timeline names them. */
export const crewActor = (auth: CrewAuth): Actor => ({ id: auth.member.id, name: auth.member.fullName });

/**
 * One of the member's trips of today (as its driver or its attendant), locked for the caller's
 * write. Any other trip, another crew's or another day's, is refused alike (404 `crew.notYourTrip`):
 * the phone learns nothing of it.
 */
export async function crewTripOf(
  tx: Database,
  memberId: string,
  tripId: string,
  today: string,
): Promise<CrewTripRow> {
  const [mine] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        eq(trips.id, tripId),
        eq(trips.date, today),
        or(eq(trips.driverId, memberId), eq(trips.attendantId, memberId)),
      ),
    );
  if (!mine) throw new HttpProblem(404, 'crew.notYourTrip');
  return lockTrip(tx, tripId);
}

/** Taps count only on a trip on the road (in progress, or disrupted and waiting for help). */
export function requireOnTheRoad(trip: CrewTripRow): void {
  if (!(ACTIVE_STATUSES as readonly string[]).includes(trip.status)) {
    throw new HttpProblem(409, 'crew.tripNotRunning');
  }
}

/**
 * A rider's photo for the crew of their trip of today (ADR 0069): null, answered 404 alike, when the
 * trip is not the member's today, the child does not ride it, or has no photo.
 */
export async function riderPhoto(
  db: Database,
  memberId: string,
  tripId: string,
  studentId: string,
  today: string,
) {
  const [photo] = await db
    .select({ image: studentPhotos.image, type: studentPhotos.type })
    .from(studentPhotos)
    .innerJoin(tripStudents, eq(tripStudents.studentId, studentPhotos.studentId))
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .where(
      and(
        eq(studentPhotos.studentId, studentId),
        eq(trips.id, tripId),
        eq(trips.date, today),
        or(eq(trips.driverId, memberId), eq(trips.attendantId, memberId)),
      ),
    );
  return photo ?? null;
}
