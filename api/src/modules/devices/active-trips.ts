import type { TripStatus } from '@rihla/shared/contracts/trips';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { buses } from '../buses/buses.table';
import { trips } from '../trips/trips.table';

/** The statuses of a trip whose bus is on the road: what its device reports goes to it. */
export const ACTIVE_STATUSES = ['in_progress', 'disrupted'] as const satisfies readonly TripStatus[];

/** A bus's trip in progress today, with what an alert about it shows. */
export interface ActiveTrip {
  busId: string;
  tripId: string;
  tripName: string;
  plateNumber: string;
}

/** The bus's trip in progress today (the earliest if several), or null. */
export async function activeTripOf(db: Database, busId: string, today: string) {
  const [row] = await db
    .select({ id: trips.id, date: trips.date })
    .from(trips)
    .where(and(eq(trips.busId, busId), eq(trips.date, today), inArray(trips.status, [...ACTIVE_STATUSES])))
    .orderBy(asc(trips.departureTime))
    .limit(1);
  return row ?? null;
}

/** Each bus's trip in progress today (the earliest if several). */
export async function activeTrips(tx: Database, busIds: string[], today: string) {
  const rows = await tx
    .selectDistinctOn([trips.busId], {
      busId: trips.busId,
      tripId: trips.id,
      tripName: trips.name,
      plateNumber: buses.plateNumber,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .where(
      and(inArray(trips.busId, busIds), eq(trips.date, today), inArray(trips.status, [...ACTIVE_STATUSES])),
    )
    .orderBy(asc(trips.busId), asc(trips.departureTime));
  return new Map<string, ActiveTrip>(rows.map((row) => [row.busId, row]));
}
