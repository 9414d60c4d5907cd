import type { CrewCardVerdict } from '@rihla/shared/contracts/crew-trip';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { raiseAlert } from '../alerts/raise-alert';
import { buses } from '../buses/buses.table';
import type { FeedEntry } from '../live-feed/feed-message';
import { students } from '../students/students.table';
import { tripStudents, trips } from '../trips/trips.table';
import { type CrewTripRow, requireOnTheRoad } from './crew-trip-access';

/**
 * A rider card the crew's phone found on no rider of its trip (ADR 0056). The child is not boarded
 * (the phone told the crew to keep them off): the office is alerted as a card reader's scan would
 * alert it, `wrong_bus` when another of today's trips carries the child, `unexpected_rider` for a
 * known child riding nothing today, at the time the card was read. A card of this trip (the phone's
 * list was older than a move) or one Rihla does not know raises nothing. The answer names the child
 * and the bus they ride, for the crew's warning.
 */
export async function reportCard(
  tx: Database,
  trip: CrewTripRow,
  cardNumber: string,
  at: Date,
  today: string,
): Promise<{ feed: FeedEntry[]; card: CrewCardVerdict }> {
  requireOnTheRoad(trip);
  const feed: FeedEntry[] = [];
  const [child] = await tx
    .select({ id: students.id, nameAr: students.nameAr, nameEn: students.nameEn })
    .from(students)
    .where(and(eq(students.cardNumber, cardNumber), eq(students.status, 'active')));
  if (!child) {
    return { feed, card: { cardNumber, verdict: 'unknown', nameAr: null, nameEn: null, plateNumber: null } };
  }
  const rides = await tx
    .select({ tripId: trips.id, plateNumber: buses.plateNumber })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .where(and(eq(tripStudents.studentId, child.id), eq(trips.date, today)))
    .orderBy(asc(trips.departureTime));
  const ours = rides.find((ride) => ride.tripId === trip.id);
  const theirs = rides.find((ride) => ride.tripId !== trip.id);
  const verdict = ours ? 'on_trip' : theirs ? 'wrong_bus' : 'unexpected_rider';
  if (verdict !== 'on_trip') {
    await raiseAlert(tx, feed, { type: verdict, busId: trip.busId, tripId: trip.id, value: null, at });
  }
  return {
    feed,
    card: {
      cardNumber,
      verdict,
      nameAr: child.nameAr,
      nameEn: child.nameEn,
      plateNumber: (ours ?? theirs)?.plateNumber ?? null,
    },
  };
}
