import {
  type Alert,
  type AlertStatus,
  type AlertType,
  type alertListQuerySchema,
  type BusLive,
  type FeedKind,
  MONITOR_RULES,
  type RiderScan,
  type ScanFlag,
  type ScanKind,
  type TripLive,
} from '@rihla/shared/contracts/monitoring';
import type { TripEvent } from '@rihla/shared/contracts/trips';
import { and, asc, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { HttpProblem, notFound } from '../../lib/problem';
import { randomToken, sha256 } from '../../lib/tokens';
import { buses } from '../buses/buses.table';
import { type Actor, addTripEvent } from '../trips/trips.service';
import { tripStudents, trips } from '../trips/trips.table';
import { busPositions, deviceTokens, monitorAlerts, riderScans, tripMonitor } from './monitoring.table';
import { onBoardStudentIds } from './on-board';
import { loadRoutes, routesOf } from './trip-routes';

/** One change for the live feed; the hub numbers and fans it out. */
export interface FeedEntry {
  tripId: string | null;
  kind: FeedKind;
  payload: Record<string, unknown>;
}

export interface Clock {
  now: Date;
  today: string;
  timeZone: string;
}

const ACTIVE = ['in_progress', 'disrupted'] as const;

export async function issueDeviceToken(tx: Database, busId: string): Promise<string> {
  const [bus] = await tx.select({ id: buses.id }).from(buses).where(eq(buses.id, busId));
  if (!bus) throw notFound();
  const token = `rdt_${randomToken()}`;
  await tx
    .insert(deviceTokens)
    .values({ busId, tokenHash: sha256(token) })
    .onConflictDoUpdate({
      target: deviceTokens.busId,
      set: { tokenHash: sha256(token), createdAt: new Date(), lastSeenAt: null },
    });
  return token;
}

/** The bus a device token belongs to (and when it was last heard from), or 401; one statement. */
/** The token of an `Authorization: Bearer …` header; empty when there is none. */
export function bearerToken(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export async function busOfToken(db: Database, header: string | undefined): Promise<string> {
  const token = bearerToken(header);
  if (!token) throw new HttpProblem(401, 'monitoring.deviceToken');
  const [row] = await db
    .update(deviceTokens)
    .set({ lastSeenAt: new Date() })
    .where(eq(deviceTokens.tokenHash, sha256(token)))
    .returning({ busId: deviceTokens.busId });
  if (!row) throw new HttpProblem(401, 'monitoring.deviceToken');
  return row.busId;
}

async function activeTripOf(db: Database, busId: string, today: string) {
  const [row] = await db
    .select({ id: trips.id, date: trips.date })
    .from(trips)
    .where(and(eq(trips.busId, busId), eq(trips.date, today), inArray(trips.status, [...ACTIVE])))
    .orderBy(asc(trips.departureTime))
    .limit(1);
  return row ?? null;
}

/** Refuses the whole batch (nothing stored) when a point is in the future or too old. */
export function checkPointTimes(points: { at: string }[], now: Date): Date[] {
  const problems: { path: string; code: string }[] = [];
  const times = points.map((point, index) => {
    const at = new Date(point.at);
    if (at.getTime() > now.getTime() + MONITOR_RULES.futureSkewSeconds * 1000) {
      problems.push({ path: `points.${index}.at`, code: 'monitoring.futureTimestamp' });
    } else if (at.getTime() < now.getTime() - MONITOR_RULES.maxAgeHours * 3_600_000) {
      problems.push({ path: `points.${index}.at`, code: 'monitoring.staleTimestamp' });
    }
    return at;
  });
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems.slice(0, 20));
  return times;
}

export const eventPayload = (
  tripId: string,
  e: Omit<Partial<TripEvent>, 'at'> & { type: TripEvent['type']; at: Date },
) => ({
  id: `${tripId}:${e.type}:${e.at.getTime()}:${e.stopId ?? e.studentId ?? e.detail ?? ''}`,
  tripId,
  type: e.type,
  fromStatus: null,
  toStatus: null,
  actorName: null,
  disruptionId: null,
  stopId: e.stopId ?? null,
  studentId: e.studentId ?? null,
  value: e.value ?? null,
  detail: e.detail ?? null,
  at: e.at.toISOString(),
});

/** A timeline event derived from device data, and the same event for the feed. */
async function derivedEvent(
  tx: Database,
  feed: FeedEntry[],
  tripId: string,
  event: Omit<Partial<TripEvent>, 'at'> & { type: TripEvent['type']; at: Date },
) {
  await addTripEvent(
    tx,
    [tripId],
    {
      type: event.type,
      stopId: event.stopId ?? null,
      studentId: event.studentId ?? null,
      value: event.value ?? null,
      detail: event.detail ?? null,
      at: event.at,
    },
    null,
  );
  feed.push({ tripId, kind: 'trip_event', payload: eventPayload(tripId, event) });
}

/** Opens an alert unless one of that type is already open for the bus; returns it when new. */
export async function raiseAlert(
  tx: Database,
  feed: FeedEntry[],
  alert: { type: AlertType; busId: string; tripId: string | null; value: number | null; at: Date },
): Promise<void> {
  const [row] = await tx
    .insert(monitorAlerts)
    .values({
      type: alert.type,
      busId: alert.busId,
      tripId: alert.tripId,
      value: alert.value,
      raisedAt: alert.at,
    })
    .onConflictDoNothing()
    .returning({ id: monitorAlerts.id });
  if (!row) return;
  if (alert.tripId) {
    await derivedEvent(tx, feed, alert.tripId, {
      type: 'alert',
      detail: alert.type,
      value: alert.value,
      at: alert.at,
    });
  }
  const found = await findAlert(tx, row.id);
  if (found) feed.push({ tripId: alert.tripId, kind: 'alert', payload: found });
}

/**
 * Stores card scans on the bus's trip in progress. A student not on this trip is flagged: wrong
 * bus when another of today's trips carries them, unexpected rider otherwise; each raises an alert.
 */
export async function ingestScans(
  tx: Database,
  busId: string,
  scans: { studentId: string; kind: ScanKind; at: Date }[],
  clock: Clock,
): Promise<{ accepted: number; duplicates: number; scans: RiderScan[]; feed: FeedEntry[] }> {
  const feed: FeedEntry[] = [];
  const trip = await activeTripOf(tx, busId, clock.today);
  if (!trip) throw new HttpProblem(409, 'monitoring.noActiveTrip');
  const studentIds = [...new Set(scans.map((s) => s.studentId))];
  const assigned = await tx
    .select({ tripId: tripStudents.tripId, studentId: tripStudents.studentId })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .where(and(inArray(tripStudents.studentId, studentIds), eq(trips.date, clock.today)));
  const flagOf = (studentId: string): ScanFlag | null => {
    const rows = assigned.filter((row) => row.studentId === studentId);
    if (rows.some((row) => row.tripId === trip.id)) return null;
    return rows.length > 0 ? 'wrong_bus' : 'unexpected_rider';
  };
  const sorted = [...scans].sort((a, b) => a.at.getTime() - b.at.getTime());
  const stored: RiderScan[] = [];
  for (const scan of sorted) {
    const flag = flagOf(scan.studentId);
    const [row] = await tx
      .insert(riderScans)
      .values({ tripId: trip.id, busId, studentId: scan.studentId, kind: scan.kind, at: scan.at, flag })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    const out: RiderScan = {
      id: row.id,
      tripId: row.tripId,
      studentId: row.studentId,
      kind: row.kind,
      at: row.at.toISOString(),
      flag: row.flag,
    };
    stored.push(out);
    await derivedEvent(tx, feed, trip.id, {
      type: scan.kind === 'on' ? 'boarded' : 'alighted',
      studentId: scan.studentId,
      detail: flag,
      at: scan.at,
    });
    feed.push({ tripId: trip.id, kind: 'scan', payload: out });
    if (flag) await raiseAlert(tx, feed, { type: flag, busId, tripId: trip.id, value: null, at: scan.at });
  }
  return { accepted: stored.length, duplicates: scans.length - stored.length, scans: stored, feed };
}

export async function raiseSos(tx: Database, busId: string, at: Date, clock: Clock): Promise<FeedEntry[]> {
  const feed: FeedEntry[] = [];
  const trip = await activeTripOf(tx, busId, clock.today);
  await raiseAlert(tx, feed, { type: 'sos', busId, tripId: trip?.id ?? null, value: null, at });
  return feed;
}

/** Active trips whose bus has sent nothing for the offline threshold (or never since starting). */
export async function sweepOffline(db: Database, clock: Clock): Promise<FeedEntry[]> {
  const feed: FeedEntry[] = [];
  const cutoff = new Date(clock.now.getTime() - MONITOR_RULES.offlineMinutes * 60_000);
  const silent = await db
    .select({ tripId: trips.id, busId: trips.busId, lastAt: tripMonitor.lastAt, startedAt: trips.updatedAt })
    .from(trips)
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .where(
      and(
        eq(trips.date, clock.today),
        inArray(trips.status, [...ACTIVE]),
        or(lt(tripMonitor.lastAt, cutoff), and(isNull(tripMonitor.lastAt), lt(trips.updatedAt, cutoff))),
      ),
    );
  for (const row of silent) {
    const since = row.lastAt ?? row.startedAt;
    await db.transaction(async (tx) => {
      await raiseAlert(tx, feed, {
        type: 'device_offline',
        busId: row.busId,
        tripId: row.tripId,
        value: Math.round((clock.now.getTime() - since.getTime()) / 60_000),
        at: clock.now,
      });
    });
  }
  return feed;
}

function selectAlerts(db: Database) {
  return db
    .select({ alert: monitorAlerts, plateNumber: buses.plateNumber, tripName: trips.name })
    .from(monitorAlerts)
    .innerJoin(buses, eq(buses.id, monitorAlerts.busId))
    .leftJoin(trips, eq(trips.id, monitorAlerts.tripId));
}

function toAlert(row: {
  alert: typeof monitorAlerts.$inferSelect;
  plateNumber: string;
  tripName: string | null;
}): Alert {
  const a = row.alert;
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    busId: a.busId,
    plateNumber: row.plateNumber,
    tripId: a.tripId,
    tripName: row.tripName,
    raisedAt: a.raisedAt.toISOString(),
    value: a.value,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: a.acknowledgedBy,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedBy: a.resolvedBy,
  };
}

export async function findAlert(db: Database, id: string): Promise<Alert | null> {
  const [row] = await selectAlerts(db).where(eq(monitorAlerts.id, id));
  return row ? toAlert(row) : null;
}

export async function listAlerts(db: Database, query: z.output<typeof alertListQuerySchema>) {
  const where = and(
    query.status ? eq(monitorAlerts.status, query.status) : undefined,
    query.type ? eq(monitorAlerts.type, query.type) : undefined,
    query.tripId ? eq(monitorAlerts.tripId, query.tripId) : undefined,
    query.busId ? eq(monitorAlerts.busId, query.busId) : undefined,
  );
  const rows = await selectAlerts(db)
    .where(where)
    .orderBy(desc(monitorAlerts.raisedAt), asc(monitorAlerts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(monitorAlerts).where(where);
  return { items: rows.map(toAlert), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Acknowledge (someone is on it) or resolve; a resolved alert stays resolved. */
export async function actOnAlert(
  tx: Database,
  id: string,
  action: 'acknowledge' | 'resolve',
  actor: Actor | null,
  now: Date,
): Promise<{ before: Alert; after: Alert }> {
  const [row] = await tx.select().from(monitorAlerts).where(eq(monitorAlerts.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status === 'resolved') throw new HttpProblem(409, 'monitoring.alertResolved');
  const before = (await findAlert(tx, id))!;
  const status: AlertStatus = action === 'acknowledge' ? 'acknowledged' : 'resolved';
  await tx
    .update(monitorAlerts)
    .set(
      action === 'acknowledge'
        ? { status, acknowledgedAt: now, acknowledgedBy: actor?.name ?? null }
        : {
            status,
            resolvedAt: now,
            resolvedBy: actor?.name ?? null,
            ...(row.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedBy: actor?.name ?? null }),
          },
    )
    .where(eq(monitorAlerts.id, id));
  return { before, after: (await findAlert(tx, id))! };
}

/** Today's trips in progress or disrupted with their bus's latest fix, for the live map. */
export async function liveBuses(db: Database, clock: Clock): Promise<BusLive[]> {
  const rows = await db
    .select({
      trip: { id: trips.id, name: trips.name, status: trips.status, busId: trips.busId },
      plateNumber: buses.plateNumber,
      state: tripMonitor,
    })
    .from(trips)
    .innerJoin(buses, eq(buses.id, trips.busId))
    .leftJoin(tripMonitor, eq(tripMonitor.tripId, trips.id))
    .where(and(eq(trips.date, clock.today), inArray(trips.status, [...ACTIVE])))
    .orderBy(asc(trips.departureTime), asc(trips.id));
  const routeOf = await routesOf(
    db,
    rows.map((row) => row.trip.id),
  );
  const result: BusLive[] = [];
  for (const row of rows) {
    const route = routeOf.get(row.trip.id)!;
    const s = row.state;
    const next = s
      ? route.find((stop) => stop.position === (s.atStop !== null ? s.atStop + 1 : s.nextStop))
      : route[0];
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
  const next = state
    ? route.find((stop) => stop.position === (state.atStop !== null ? state.atStop + 1 : state.nextStop))
    : route[0];
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
