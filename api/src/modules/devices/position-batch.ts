import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { alertColumnsOf, tellOfAlert } from '../alert-rules/alert-notify';
import { loadRuleBook, type RuleBook } from '../alert-rules/alert-rules.service';
import { toAlert } from '../alerts/alerts.service';
import { monitorAlerts } from '../alerts/alerts.table';
import { etaToTarget } from '../eta/eta-model';
import { segmentBookFor } from '../eta/segment-book';
import { loadZones, watchZones, type Zone, zoneSpeedLimitAt } from '../geofences/zone-watch';
import type { FeedEntry } from '../live-feed/feed-message';
import { tripEvents } from '../trips/trips.table';
import { type ActiveTrip, activeTrips } from './active-trips';
import { derivedEventEntry } from './derived-event';
import { withoutImpossibleJumps } from './impossible-jumps';
import { insertPositions } from './insert-positions';
import {
  type AlertCandidate,
  type AlertLimits,
  derive,
  type MonitorState,
  type Point,
  targetOf,
} from './position-derivation';
import { lockStates, writeStates } from './trip-monitor-state';
import { pathsOf, routesOf } from './trip-routes';
import {
  DEFAULT_TRIP_NOTICE_SETTINGS,
  type TripNoticeSettings,
  tellParentsOfProgress,
  type WatchedTrip,
} from './trip-watch';

/** The derivation's thresholds from the company's rules, and the zones' own speed limits. */
function limitsOf(rules: RuleBook, zones: readonly Zone[]): AlertLimits {
  const limited = zones.filter((zone) => zone.speedLimitKmh !== null);
  return {
    speedLimitKmh: rules.threshold('speeding'),
    idleMinutes: rules.threshold('long_idle'),
    offRouteM: rules.threshold('off_route'),
    offlineMinutes: rules.threshold('device_offline'),
    ...(limited.length > 0 ? { zoneSpeedLimit: (point) => zoneSpeedLimitAt(limited, point) } : {}),
  };
}

/** One device's POST: its bus and its points (validated). */
export interface PositionPost {
  busId: string;
  points: Point[];
}

export interface PositionPostResult {
  accepted: number;
  duplicates: number;
  /** Points refused as a jump no bus can make (impossible-jumps.ts). */
  implausible: number;
  tripId: string | null;
}

// Positions per insert statement (a batch holds at most 5 000 points; a direct caller may pass more).
const INSERT_CHUNK = 5_000;

const key = (busId: string, at: Date) => `${busId}|${at.getTime()}`;

/**
 * Stores the positions of many device POSTs in one go and derives from them, in the caller's
 * transaction, with a fixed number of statements whatever the number of POSTs: the buses' latest
 * fixes (a jump no bus can make is refused: impossible-jumps.ts), active trips, position insert (duplicates ignored by the unique index), the derivation state of the trips
 * concerned (created if needed, locked in trip order so replicas neither lose updates nor
 * deadlock), stop events and alerts, the state written back (its ETA the learned one: ADR 0064). Points older than a trip's last seen
 * fix are stored and sent live but derive nothing (the timeline does not go back). The derived
 * states also tell parents (trip delayed, bus near: devices/trip-watch.ts). Returns one result per POST,
 * in order, and the feed entries (per trip: each new position, then its events and alerts).
 */
export async function ingestPositionBatch(
  tx: Database,
  posts: PositionPost[],
  clock: OperatorsClock,
  known?: Map<string, ActiveTrip>,
  noticeSettings: TripNoticeSettings = DEFAULT_TRIP_NOTICE_SETTINGS,
): Promise<{ results: PositionPostResult[]; feed: FeedEntry[] }> {
  // Each POST's points sorted, one per instant, without the jumps no bus can make.
  const sortedPosts = await withoutImpossibleJumps(
    tx,
    posts.map((post) => {
      const byTime = new Map<number, Point>();
      for (const point of post.points) byTime.set(point.at.getTime(), point);
      return {
        busId: post.busId,
        points: [...byTime.values()].sort((a, b) => a.at.getTime() - b.at.getTime()),
      };
    }),
  );
  const tripOf = known ?? (await activeTrips(tx, [...new Set(posts.map((p) => p.busId))], clock.today));

  const rows = posts
    .flatMap((post, i) =>
      sortedPosts[i]!.kept.map((point) => ({
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
  const freshOfBus = new Map<string, Point[]>(); // bus id -> new points, for the zones
  const results = posts.map((post, i): PositionPostResult => {
    const trip = tripOf.get(post.busId) ?? null;
    let accepted = 0;
    const jumps = sortedPosts[i]!.refused;
    for (const point of sortedPosts[i]!.kept) {
      if (!stored.delete(key(post.busId, point.at))) continue;
      accepted += 1;
      const ofBus = freshOfBus.get(post.busId);
      if (ofBus) ofBus.push(point);
      else freshOfBus.set(post.busId, [point]);
      if (!trip) continue;
      const list = fresh.get(trip.tripId);
      if (list) list.push(point);
      else fresh.set(trip.tripId, [point]);
    }
    return {
      accepted,
      duplicates: post.points.length - accepted - jumps,
      implausible: jumps,
      tripId: trip?.tripId ?? null,
    };
  });
  const feed: FeedEntry[] = [];
  // Zones entered, left or stayed in too long, per bus, trip or not (geofences/zone-watch.ts).
  const zoneFeed: FeedEntry[] = [];
  const zones = freshOfBus.size > 0 ? await loadZones(tx) : [];
  await watchZones(tx, zones, freshOfBus, tripOf, zoneFeed);
  if (fresh.size === 0) return { results, feed: zoneFeed };

  const tripIds = [...fresh.keys()].sort();
  // Created on first use and locked for the batch in one statement, in trip order (no deadlock
  // between two batches, whichever replica runs them).
  const states = (await lockStates(tx, tripIds)).sort((a, b) => (a.tripId < b.tripId ? -1 : 1));
  const routeOf = await routesOf(tx, tripIds);
  const pathOf = await pathsOf(tx, routeOf);
  // The ETA learned from the company's trips (ADR 0064): the stop pairs of these routes.
  const book = await segmentBookFor(tx, routeOf.values());
  const tripById = new Map([...tripOf.values()].map((t) => [t.tripId, t]));
  // The company's rules, read once for the whole batch (ADR 0063).
  const rules = await loadRuleBook(tx);
  const limits = limitsOf(rules, zones);
  const zoneById = new Map(zones.map((zone) => [zone.id, zone]));

  const eventRows: (typeof tripEvents.$inferInsert)[] = [];
  const newStates: MonitorState[] = [];
  const watched: WatchedTrip[] = [];
  const cameBack: string[] = [];
  const alertCandidates = new Map<string, AlertCandidate & { busId: string; tripId: string }>();
  const feedOf = new Map<string, FeedEntry[]>();
  for (const state of states) {
    const trip = tripById.get(state.tripId)!;
    const stored = fresh.get(state.tripId)!.sort((a, b) => a.at.getTime() - b.at.getTime());
    const news = stored.filter((p) => !state.lastAt || p.at > state.lastAt);
    const route = routeOf.get(state.tripId)!;
    // Fixes older than the trip's last one (overtaken by a later POST) derive nothing.
    const derived =
      news.length > 0 ? derive(state, route, news, clock, pathOf.get(state.tripId), limits) : null;
    if (derived) {
      derived.state.etaSeconds = etaToTarget(derived.state, route, derived.target, book, clock.timeZone);
      newStates.push(derived.state);
      watched.push({ before: state, after: derived.state, route, target: derived.target });
    }
    if (derived?.cameBack) cameBack.push(trip.busId);
    const after = derived?.state ?? state;
    const target = derived ? derived.target : targetOf(after, route);
    // Every stored fix goes out, overtaken ones too (an accepted position reaches every watcher;
    // screens keep the newest as the bus's place); lateness, next stop and ETA are the trip's
    // after the batch.
    const entries: FeedEntry[] = stored.map((point) => ({
      tripId: trip.tripId,
      kind: 'position',
      data: {
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
      entries.push(derivedEventEntry(trip.tripId, event));
    }
    // The first of a type per bus while its rule is on: a later one would meet the open alert anyway.
    for (const alert of derived.alerts) {
      if (!rules.raises(alert.type, alert.at)) continue;
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
          .map((a) => ({
            type: a.type,
            busId: a.busId,
            tripId: a.tripId,
            value: a.value,
            raisedAt: a.at,
            ...alertColumnsOf(rules.rule(a.type), a.at),
            // Inside a zone with its own speed limit, that limit is the threshold broken (ADR 0062).
            ...(a.zoneLimit ? { ruleThreshold: a.zoneLimit.kmh, zoneId: a.zoneLimit.zoneId } : {}),
          })),
      )
      .onConflictDoNothing()
      .returning();
    for (const row of raised) {
      const trip = tripById.get(row.tripId!)!;
      const zone = row.zoneId ? (zoneById.get(row.zoneId) ?? null) : null;
      await tellOfAlert(
        tx,
        { alert: row, plateNumber: trip.plateNumber, tripName: trip.tripName, zone },
        rules.rule(row.type).notify,
        'alert-raised',
        rules.timeZone,
        row.raisedAt,
      );
      const event = {
        type: 'alert' as const,
        detail: row.type,
        value: row.value,
        at: row.raisedAt,
        zone: zone ? { id: zone.id, nameAr: zone.nameAr, nameEn: zone.nameEn } : null,
      };
      const { zone: _named, ...stored } = event;
      eventRows.push({ tripId: trip.tripId, ...stored, zoneId: zone?.id ?? null });
      const alert = toAlert({
        alert: row,
        plateNumber: trip.plateNumber,
        tripName: trip.tripName,
        zoneNameAr: zone?.nameAr ?? null,
        zoneNameEn: zone?.nameEn ?? null,
      });
      feedOf
        .get(trip.tripId)!
        .push(derivedEventEntry(trip.tripId, event), { tripId: trip.tripId, kind: 'alert', data: alert });
    }
  }
  if (eventRows.length > 0) await tx.insert(tripEvents).values(eventRows);
  if (newStates.length > 0) await writeStates(tx, newStates);
  if (watched.length > 0) await tellParentsOfProgress(tx, watched, noticeSettings, clock, book);
  for (const entries of feedOf.values()) feed.push(...entries);
  feed.push(...zoneFeed);
  return { results, feed };
}
