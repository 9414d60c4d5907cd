import type { TripLinkView } from '@rihla/shared/contracts/notices';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { sha256 } from '../../lib/tokens';
import { buses } from '../buses/buses.table';
import { company } from '../company/company.table';
import { riderScans, tripMonitor } from '../devices/devices.table';
import { targetOf } from '../devices/position-derivation';
import { etaToStop, positionOfStop } from '../devices/stop-eta';
import { loadRoutes } from '../devices/trip-routes';
import { segmentBookFor } from '../eta/segment-book';
import { stops } from '../stops/stops.table';
import { tripHandovers, tripStudents, trips } from '../trips/trips.table';
import { tripLinks } from './trip-links.table';

/** A finished (completed or cancelled) trip's links still open this long after it ended. */
export const TRIP_LINK_GRACE_MS = 30 * 60_000;

/** The shape of a token we hand out (32 random bytes, base64url); anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What a trip link shows, or null (the caller answers 404, the same for a wrong, expired or
 * finished link, so nothing tells them apart).
 */
export async function viewTripLink(
  db: Database,
  token: string,
  now: Date,
  timeZone: string,
): Promise<TripLinkView | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [link] = await db
    .select({
      tripId: tripLinks.tripId,
      studentId: tripLinks.studentId,
      expiresAt: tripLinks.expiresAt,
      status: trips.status,
      tripUpdatedAt: trips.updatedAt,
      stopId: tripStudents.stopId,
      stopAr: stops.nameAr,
      stopEn: stops.nameEn,
      busPlate: buses.plateNumber,
      handedOver: sql<boolean>`exists (select 1 from ${tripHandovers} h where h.trip_id = ${trips.id} and h.from_bus_id <> h.to_bus_id)`,
    })
    .from(tripLinks)
    .innerJoin(trips, eq(trips.id, tripLinks.tripId))
    .innerJoin(buses, eq(buses.id, trips.busId))
    .innerJoin(
      tripStudents,
      and(eq(tripStudents.tripId, tripLinks.tripId), eq(tripStudents.studentId, tripLinks.studentId)),
    )
    .innerJoin(stops, eq(stops.id, tripStudents.stopId))
    .where(eq(tripLinks.tokenHash, sha256(token)));
  if (!link || link.expiresAt <= now) return null;
  const finished = link.status === 'completed' || link.status === 'cancelled';
  if (finished && link.tripUpdatedAt.getTime() + TRIP_LINK_GRACE_MS <= now.getTime()) return null;

  const progress = await childProgress(db, { ...link, finished }, timeZone);
  const [companyRow] = await db.select({ phone: company.phone }).from(company).limit(1);
  return {
    stopName: { ar: link.stopAr, en: link.stopEn },
    etaMinutes: progress.etaMinutes,
    stopReached: progress.stopReached,
    boarded: progress.boardedAt !== null,
    busPlate: link.busPlate,
    replacementBus: link.handedOver,
    droppedOff: progress.droppedAt !== null,
    ended: link.status === 'completed' || link.status === 'cancelled' ? link.status : null,
    companyPhone: companyRow?.phone || null,
  };
}

/**
 * One child on one trip, as the child's family may see it: minutes until the bus reaches the
 * child's own stop (null when not known, and once the bus is there or past it, or the trip is
 * finished), whether it has, and when the child was scanned on and off. Nothing of the bus's
 * position or of other stops and children: the per-trip link's rules, and the families' app's.
 */
export async function childProgress(
  db: Database,
  child: { tripId: string; studentId: string; stopId: string; finished: boolean },
  timeZone: string,
): Promise<{
  etaMinutes: number | null;
  stopReached: boolean;
  boardedAt: Date | null;
  droppedAt: Date | null;
}> {
  const [state] = await db.select().from(tripMonitor).where(eq(tripMonitor.tripId, child.tripId));
  let etaSeconds: number | null = null;
  let stopReached = child.finished;
  if (state && !child.finished) {
    const route = (await loadRoutes(db, [child.tripId])).get(child.tripId) ?? [];
    const target = targetOf(state, route);
    // The child's stop from the one the bus heads for on; none left there: the bus is at it or past it.
    const position = positionOfStop(route, child.stopId, target?.position ?? Number.POSITIVE_INFINITY);
    if (position === null) stopReached = true;
    else
      etaSeconds = etaToStop(state, route, target, position, {
        book: await segmentBookFor(db, [route]),
        timeZone,
      });
  }
  const [scans] = await db
    .select({
      on: sql<Date | null>`min(${riderScans.at}) filter (where ${riderScans.kind} = 'on')`,
      off: sql<Date | null>`max(${riderScans.at}) filter (where ${riderScans.kind} = 'off')`,
    })
    .from(riderScans)
    .where(and(eq(riderScans.tripId, child.tripId), eq(riderScans.studentId, child.studentId)));
  const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    etaMinutes: etaSeconds === null ? null : Math.max(1, Math.round(etaSeconds / 60)),
    stopReached,
    boardedAt: asDate(scans?.on),
    droppedAt: asDate(scans?.off),
  };
}
