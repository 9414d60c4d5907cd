import type { Alert } from '@rihla/shared/contracts/monitoring';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { buses } from '../buses/buses.table';
import { tripEvents, trips } from '../trips/trips.table';
import { type Clock, eventPayload, type FeedEntry } from './monitoring.service';
import { monitorAlerts } from './monitoring.table';
import { type AlertCandidate, derive, type MonitorState, type Point, targetOf } from './position-derivation';
import { routesOf } from './trip-routes';

/** One device's POST: its bus and its points (validated). */
export interface PositionPost {
  busId: string;
  points: Point[];
}

export interface PositionPostResult {
  accepted: number;
  duplicates: number;
  tripId: string | null;
}

const ACTIVE = ['in_progress', 'disrupted'] as const;
// Positions per insert statement (a batch holds at most 5 000 points; a direct caller may pass more).
const INSERT_CHUNK = 5_000;

/** A bus's trip in progress today, with what an alert about it shows. */
export interface ActiveTrip {
  busId: string;
  tripId: string;
  tripName: string;
  plateNumber: string;
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
    .where(and(inArray(trips.busId, busIds), eq(trips.date, today), inArray(trips.status, [...ACTIVE])))
    .orderBy(asc(trips.busId), asc(trips.departureTime));
  return new Map<string, ActiveTrip>(rows.map((row) => [row.busId, row]));
}

// The derivation state as SQL sees it (`trip_monitor`'s columns, in the order of MonitorState).
const STATE_COLUMNS = sql.raw(
  'trip_id, last_at, last_lat, last_lng, last_speed_kmh, at_stop, arrived_at, next_stop, idle_since, late_minutes, eta_seconds',
);

interface StateRow {
  trip_id: string;
  last_at: Date | string | null;
  last_lat: number | null;
  last_lng: number | null;
  last_speed_kmh: number | null;
  at_stop: number | null;
  arrived_at: Date | string | null;
  next_stop: number;
  idle_since: Date | string | null;
  late_minutes: number;
  eta_seconds: number | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The trips' `trip_monitor` rows, created if missing, locked for the batch, in trip order (no
 * deadlock between two batches on any replica). Raw SQL with the ids as one JSON parameter: the
 * ORM's insert builds a parameter list per row, which cost more CPU than the statement.
 */
async function lockStates(tx: Database, tripIds: string[]): Promise<MonitorState[]> {
  const result = await tx.execute(sql`
    insert into trip_monitor (trip_id)
    select value::uuid from json_array_elements_text(${JSON.stringify(tripIds)}::json) order by 1
    on conflict (trip_id) do update set trip_id = excluded.trip_id
    returning ${STATE_COLUMNS}`);
  return (result as unknown as { rows: StateRow[] }).rows.map((row) => ({
    tripId: row.trip_id,
    lastAt: dateOf(row.last_at),
    lastLat: row.last_lat,
    lastLng: row.last_lng,
    lastSpeedKmh: row.last_speed_kmh,
    atStop: row.at_stop,
    arrivedAt: dateOf(row.arrived_at),
    nextStop: row.next_stop,
    idleSince: dateOf(row.idle_since),
    lateMinutes: row.late_minutes,
    etaSeconds: row.eta_seconds,
  }));
}

/** The derived states written back in one upsert, the rows as one JSON parameter. */
async function writeStates(tx: Database, states: MonitorState[]) {
  const json = JSON.stringify(
    states.map((s) => ({
      trip_id: s.tripId,
      last_at: s.lastAt,
      last_lat: s.lastLat,
      last_lng: s.lastLng,
      last_speed_kmh: s.lastSpeedKmh,
      at_stop: s.atStop,
      arrived_at: s.arrivedAt,
      next_stop: s.nextStop,
      idle_since: s.idleSince,
      late_minutes: s.lateMinutes,
      eta_seconds: s.etaSeconds,
    })),
  );
  await tx.execute(sql`
    insert into trip_monitor (${STATE_COLUMNS})
    select ${STATE_COLUMNS}
    from json_to_recordset(${json}::json) as r(
      trip_id uuid, last_at timestamptz, last_lat float8, last_lng float8, last_speed_kmh float8, at_stop integer,
      arrived_at timestamptz, next_stop integer, idle_since timestamptz, late_minutes integer, eta_seconds integer)
    on conflict (trip_id) do update set
      last_at = excluded.last_at, last_lat = excluded.last_lat, last_lng = excluded.last_lng,
      last_speed_kmh = excluded.last_speed_kmh, at_stop = excluded.at_stop, arrived_at = excluded.arrived_at,
      next_stop = excluded.next_stop, idle_since = excluded.idle_since, late_minutes = excluded.late_minutes,
      eta_seconds = excluded.eta_seconds`);
}

const key = (busId: string, at: Date) => `${busId}|${at.getTime()}`;

/**
 * One multi-row insert of positions, the rows passed as one JSON parameter: building thousands of
 * bound parameters costs the API more CPU than the database spends on the insert.
 */
async function insertPositions(tx: Database, rows: (Point & { busId: string; tripId: string | null })[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      bus_id: r.busId,
      trip_id: r.tripId,
      at: r.at.toISOString(),
      lat: r.lat,
      lng: r.lng,
      speed_kmh: r.speedKmh ?? null,
      heading: r.heading ?? null,
    })),
  );
  const result = await tx.execute(sql`
    insert into bus_positions (bus_id, trip_id, at, lat, lng, speed_kmh, heading)
    select bus_id, trip_id, at, lat, lng, speed_kmh, heading
    from json_to_recordset(${json}::json) as r(
      bus_id uuid, trip_id uuid, at timestamptz, lat float8, lng float8, speed_kmh float8, heading float8)
    on conflict do nothing
    returning bus_id, (extract(epoch from at) * 1000)::float8 as at_ms`);
  return (result as unknown as { rows: { bus_id: string; at_ms: number }[] }).rows;
}

/**
 * Stores the positions of many device POSTs in one go and derives from them, in the caller's
 * transaction, with a fixed number of statements whatever the number of POSTs: active trips,
 * position insert (duplicates ignored by the unique index), the derivation state of the trips
 * concerned (created if needed, locked in trip order so replicas neither lose updates nor
 * deadlock), stop events and alerts, the state written back. Points older than a trip's last seen
 * fix are stored and sent live but derive nothing (the timeline does not go back). Returns one result per POST,
 * in order, and the feed entries (per trip: each new position, then its events and alerts).
 */
export async function ingestPositionBatch(
  tx: Database,
  posts: PositionPost[],
  clock: Clock,
  known?: Map<string, ActiveTrip>,
): Promise<{ results: PositionPostResult[]; feed: FeedEntry[] }> {
  // Each POST's points sorted, one per instant.
  const sortedPosts = posts.map((post) => {
    const byTime = new Map<number, Point>();
    for (const point of post.points) byTime.set(point.at.getTime(), point);
    return [...byTime.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  });
  const tripOf = known ?? (await activeTrips(tx, [...new Set(posts.map((p) => p.busId))], clock.today));

  const rows = posts
    .flatMap((post, i) =>
      sortedPosts[i]!.map((point) => ({
        ...point,
        busId: post.busId,
        tripId: tripOf.get(post.busId)?.tripId ?? null,
      })),
    )
    .sort((a, b) => (a.busId === b.busId ? a.at.getTime() - b.at.getTime() : a.busId < b.busId ? -1 : 1));
  const stored = new Set<string>();
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    for (const row of await insertPositions(tx, rows.slice(from, from + INSERT_CHUNK)))
      stored.add(`${row.bus_id}|${row.at_ms}`);
  }

  // A point is this POST's if it was stored and no earlier POST of the batch claimed it.
  const fresh = new Map<string, Point[]>(); // trip id -> new points, in time order
  const results = posts.map((post, i): PositionPostResult => {
    const trip = tripOf.get(post.busId) ?? null;
    let accepted = 0;
    for (const point of sortedPosts[i]!) {
      if (!stored.delete(key(post.busId, point.at))) continue;
      accepted += 1;
      if (!trip) continue;
      const list = fresh.get(trip.tripId);
      if (list) list.push(point);
      else fresh.set(trip.tripId, [point]);
    }
    return { accepted, duplicates: post.points.length - accepted, tripId: trip?.tripId ?? null };
  });
  const feed: FeedEntry[] = [];
  if (fresh.size === 0) return { results, feed };

  const tripIds = [...fresh.keys()].sort();
  // Created on first use and locked for the batch in one statement, in trip order (no deadlock
  // between two batches, whichever replica runs them).
  const states = (await lockStates(tx, tripIds)).sort((a, b) => (a.tripId < b.tripId ? -1 : 1));
  const routeOf = await routesOf(tx, tripIds);
  const tripById = new Map([...tripOf.values()].map((t) => [t.tripId, t]));

  const eventRows: (typeof tripEvents.$inferInsert)[] = [];
  const newStates: MonitorState[] = [];
  const cameBack: string[] = [];
  const alertCandidates = new Map<string, AlertCandidate & { busId: string; tripId: string }>();
  const feedOf = new Map<string, FeedEntry[]>();
  for (const state of states) {
    const trip = tripById.get(state.tripId)!;
    const stored = fresh.get(state.tripId)!.sort((a, b) => a.at.getTime() - b.at.getTime());
    const news = stored.filter((p) => !state.lastAt || p.at > state.lastAt);
    const route = routeOf.get(state.tripId)!;
    // Fixes older than the trip's last one (overtaken by a later POST) derive nothing.
    const derived = news.length > 0 ? derive(state, route, news, clock) : null;
    if (derived) newStates.push(derived.state);
    if (derived?.cameBack) cameBack.push(trip.busId);
    const after = derived?.state ?? state;
    const target = derived ? derived.target : targetOf(after, route);
    // Every stored fix goes out, overtaken ones too (an accepted position reaches every watcher;
    // screens keep the newest as the bus's place); lateness, next stop and ETA are the trip's
    // after the batch.
    const entries: FeedEntry[] = stored.map((point) => ({
      tripId: trip.tripId,
      kind: 'position',
      payload: {
        busId: trip.busId,
        tripId: trip.tripId,
        at: point.at.toISOString(),
        lat: point.lat,
        lng: point.lng,
        speedKmh: point.speedKmh,
        lateMinutes: after.lateMinutes,
        nextStopId: target?.stopId ?? null,
        etaSeconds: after.etaSeconds,
      },
    }));
    feedOf.set(trip.tripId, entries);
    if (!derived) continue;
    for (const event of derived.events) {
      eventRows.push({ tripId: trip.tripId, ...event });
      entries.push({ tripId: trip.tripId, kind: 'trip_event', payload: eventPayload(trip.tripId, event) });
    }
    // The first of a type per bus: a later one would meet the open alert anyway.
    for (const alert of derived.alerts) {
      const id = `${trip.busId}|${alert.type}`;
      if (!alertCandidates.has(id))
        alertCandidates.set(id, { ...alert, busId: trip.busId, tripId: trip.tripId });
    }
  }

  // A device that comes back closes its own offline alert (raised only after that long without data).
  if (cameBack.length > 0)
    await tx
      .update(monitorAlerts)
      .set({ status: 'resolved', resolvedAt: clock.now })
      .where(
        and(
          inArray(monitorAlerts.busId, cameBack),
          eq(monitorAlerts.type, 'device_offline'),
          ne(monitorAlerts.status, 'resolved'),
        ),
      );

  if (alertCandidates.size > 0) {
    const raised = await tx
      .insert(monitorAlerts)
      .values(
        [...alertCandidates.values()]
          .sort((a, b) => (a.busId < b.busId ? -1 : a.busId > b.busId ? 1 : 0))
          .map((a) => ({ type: a.type, busId: a.busId, tripId: a.tripId, value: a.value, raisedAt: a.at })),
      )
      .onConflictDoNothing()
      .returning();
    for (const row of raised) {
      const trip = tripById.get(row.tripId!)!;
      const event = { type: 'alert' as const, detail: row.type, value: row.value, at: row.raisedAt };
      eventRows.push({ tripId: trip.tripId, ...event });
      const alert: Alert = {
        id: row.id,
        type: row.type,
        status: row.status,
        busId: row.busId,
        plateNumber: trip.plateNumber,
        tripId: trip.tripId,
        tripName: trip.tripName,
        raisedAt: row.raisedAt.toISOString(),
        value: row.value,
        acknowledgedAt: null,
        acknowledgedBy: null,
        resolvedAt: null,
        resolvedBy: null,
      };
      feedOf
        .get(trip.tripId)!
        .push(
          { tripId: trip.tripId, kind: 'trip_event', payload: eventPayload(trip.tripId, event) },
          { tripId: trip.tripId, kind: 'alert', payload: alert },
        );
    }
  }
  if (eventRows.length > 0) await tx.insert(tripEvents).values(eventRows);
  if (newStates.length > 0) await writeStates(tx, newStates);
  for (const entries of feedOf.values()) feed.push(...entries);
  return { results, feed };
}
