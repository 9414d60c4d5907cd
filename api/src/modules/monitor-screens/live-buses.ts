import { type BusLive, CREW_ONLINE_MINUTES } from '@rihla/shared/contracts/monitoring';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import type { SchoolScope } from '../../lib/school-scope';
import { buses } from '../buses/buses.table';
import { crewSessions } from '../crew/crew.table';
import { ACTIVE_STATUSES } from '../devices/active-trips';
import { tripMonitor } from '../devices/devices.table';
import { onBoardStudentIds } from '../devices/on-board';
import { targetOf } from '../devices/position-derivation';
import { routesOf } from '../devices/trip-routes';
import { tripInScope } from '../trips/trip-reads';
import { trips } from '../trips/trips.table';

/** Today's trips in progress or disrupted with their bus's latest fix, for the live map. */
export async function liveBuses(
  db: Database,
  clock: OperatorsClock,
  scope: SchoolScope = null,
): Promise<BusLive[]> {
  const rows = await db
    .select({
      trip: {
        id: trips.id,
        name: trips.name,
        status: trips.status,
        busId: trips.busId,
        driverId: trips.driverId,
        attendantId: trips.attendantId,
      },
      plateNumber: buses.plateNumber,
      state: tripMonitor,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .where(and(eq(trips.date, clock.today), inArray(trips.status, [...ACTIVE_STATUSES]), tripInScope(scope)))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  const routeOf = await routesOf(
    db,
    rows.map((row) => row.trip.id),
  );
  const online = await crewOnline(
    db,
    rows.flatMap((row) => [row.trip.driverId, row.trip.attendantId ?? row.trip.driverId]),
    clock.now,
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
      crewOnline: online.has(row.trip.driverId) || online.has(row.trip.attendantId ?? ''),
    });
  }
  return result;
}

/** The crew members among these whose app was seen in the last CREW_ONLINE_MINUTES. */
async function crewOnline(db: Database, memberIds: string[], now: Date): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const since = new Date(now.getTime() - CREW_ONLINE_MINUTES * 60_000);
  const rows = await db
    .selectDistinct({ id: crewSessions.subjectId })
    .from(crewSessions)
    .where(
      and(
        inArray(crewSessions.subjectId, [...new Set(memberIds)]),
        gt(crewSessions.lastSeenAt, since),
        gt(crewSessions.expiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
