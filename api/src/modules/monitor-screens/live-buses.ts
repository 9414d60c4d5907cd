import type { BusLive } from '@rihla/shared/contracts/monitoring';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { buses } from '../buses/buses.table';
import { ACTIVE_STATUSES } from '../devices/active-trips';
import { tripMonitor } from '../devices/devices.table';
import { onBoardStudentIds } from '../devices/on-board';
import { targetOf } from '../devices/position-derivation';
import { routesOf } from '../devices/trip-routes';
import { trips } from '../trips/trips.table';

/** Today's trips in progress or disrupted with their bus's latest fix, for the live map. */
export async function liveBuses(db: Database, clock: OperatorsClock): Promise<BusLive[]> {
  const rows = await db
    .select({
      trip: { id: trips.id, name: trips.name, status: trips.status, busId: trips.busId },
      plateNumber: buses.plateNumber,
      state: tripMonitor,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .where(and(eq(trips.date, clock.today), inArray(trips.status, [...ACTIVE_STATUSES])))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  const routeOf = await routesOf(
    db,
    rows.map((row) => row.trip.id),
  );
  const result: BusLive[] = [];
  for (const row of rows) {
    const route = routeOf.get(row.trip.id)!;
    const s = row.state;
    const next = s ? targetOf(s, route) : route[0];
    result.push({
      busId: row.trip.busId,
      plateNumber: row.plateNumber,
      tripId: row.trip.id,
      tripName: row.trip.name,
      tripStatus: row.trip.status,
      lat: s?.lastLat ?? null,
      lng: s?.lastLng ?? null,
      speedKmh: s?.lastSpeedKmh ?? null,
      at: s?.lastAt?.toISOString() ?? null,
      lateMinutes: s?.lateMinutes ?? 0,
      nextStopId: next?.stopId ?? null,
      etaSeconds: s?.etaSeconds ?? null,
      onBoard: (await onBoardStudentIds(db, row.trip.id)).length,
    });
  }
  return result;
}
