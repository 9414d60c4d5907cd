import type { TripLive } from '@rihla/shared/contracts/monitoring';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/problem';
import { busPositions, riderScans, tripMonitor } from '../devices/devices.table';
import { onBoardStudentIds } from '../devices/on-board';
import { targetOf } from '../devices/position-derivation';
import { loadRoutes } from '../devices/trip-routes';
import { trips } from '../trips/trips.table';

/** A trip's track, scans and who is on board now (also the replay of a finished trip). */
export async function tripLive(db: Database, tripId: string): Promise<TripLive> {
  const [trip] = await db.select({ id: trips.id }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw notFound();
  const positions = await db
    .select({
      at: busPositions.at,
      lat: busPositions.lat,
      lng: busPositions.lng,
      speedKmh: busPositions.speedKmh,
    })
    .from(busPositions)
    .where(eq(busPositions.tripId, tripId))
    .orderBy(asc(busPositions.at))
    .limit(20_000);
  const scans = await db
    .select()
    .from(riderScans)
    .where(eq(riderScans.tripId, tripId))
    .orderBy(asc(riderScans.at));
  const [state] = await db.select().from(tripMonitor).where(eq(tripMonitor.tripId, tripId));
  const route = (await loadRoutes(db, [tripId])).get(tripId)!;
  const next = state ? targetOf(state, route) : route[0];
  return {
    tripId,
    positions: positions.map((p) => ({ ...p, at: p.at.toISOString() })),
    scans: scans.map((s) => ({
      id: s.id,
      tripId: s.tripId,
      studentId: s.studentId,
      kind: s.kind,
      at: s.at.toISOString(),
      flag: s.flag,
    })),
    onBoard: await onBoardStudentIds(db, tripId),
    lateMinutes: state?.lateMinutes ?? 0,
    nextStopId: next?.stopId ?? null,
    etaSeconds: state?.etaSeconds ?? null,
  };
}
