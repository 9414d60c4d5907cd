// ETA error: the demo's month of finished trips replayed day by day. Each day's ETAs are learned
// from the days before it only (as the hourly sweep would have had them); the bus's fixes every 10 s
// are laid between the stop arrivals and departures its timeline records (straight from stop to
// stop, with one or two halts in traffic on the way, as a bus drives), fed to the live derivation,
// and the ETA to each stop read 15, 10, 5 and 2 minutes before the bus reached it: the old model
// (distance over recent speed, then the planned times) and the learned one (ADR 0064).
// Run: pnpm --filter @rihla/api bench:eta

import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config/env';
import { openDatabase, PGLITE_OPTIONS } from '../src/db/client';
import { instantAt, operatorsClockAt } from '../src/lib/operators-clock';
import { rowsOf } from '../src/lib/raw-rows';
import { distanceM, type LatLng } from '../src/modules/devices/geo';
import {
  derive,
  type MonitorState,
  type Point,
  type StopRow,
} from '../src/modules/devices/position-derivation';
import { etaToStop } from '../src/modules/devices/stop-eta';
import { loadRoutes } from '../src/modules/devices/trip-routes';
import { etaToTarget } from '../src/modules/eta/eta-model';
import { LEARNED_DAYS, refreshSegmentTimes, segmentBookFor } from '../src/modules/eta/segment-book';
import { seed } from '../src/seed';
import { createRandom } from '../src/seed/prng';
import { percentile } from './bench-kit';

const HORIZONS = [15, 10, 5, 2];
const FIX_EVERY_S = 10;
/** The first days only teach: a day is scored once this many days of history lie before it. */
const WARM_UP_DAYS = 7;

const silent = { info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
const config = loadConfig({ ADMIN_EMAIL: 'bench@rihla.local', ADMIN_PASSWORD: 'bench-password-1' });
const timeZone = config.TIME_ZONE;
const today = todayIn(timeZone);
const clock = operatorsClockAt(timeZone, instantAt(today, '05:00', timeZone));
const handle = await openDatabase({ pglite: new PGlite(PGLITE_OPTIONS) });
const seededAt = performance.now();
await seed(handle, config, silent, clock);
const db = handle.db;
console.log(`demo seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s (PGlite, in memory)`);

interface Visit {
  position: number;
  arrived: Date;
  left: Date;
}
const tripRows = rowsOf<{ id: string; date: string; started: string }>(
  await db.execute(sql`
    select t.id, t.date::text as date, min(e.at) as started
    from trips t join trip_events e on e.trip_id = t.id and e.to_status = 'in_progress'
    where t.status = 'completed' and t.date < ${today}
    group by t.id, t.date order by t.date, t.id`),
);
const marks = rowsOf<{ trip_id: string; position: number; arrived: string; left_at: string }>(
  await db.execute(sql`
    select s.trip_id, s.position,
           min(e.at) filter (where e.type = 'stop_arrival') as arrived,
           min(e.at) filter (where e.type = 'stop_departure') as left_at
    from trip_stops s join trips t on t.id = s.trip_id and t.status = 'completed' and t.date < ${today}
    join trip_events e on e.trip_id = s.trip_id and e.stop_id = s.stop_id
    group by s.trip_id, s.position order by s.trip_id, s.position`),
);
const visitsOf = new Map<string, Visit[]>();
for (const m of marks) {
  const list = visitsOf.get(m.trip_id) ?? [];
  list.push({ position: m.position, arrived: new Date(m.arrived), left: new Date(m.left_at) });
  visitsOf.set(m.trip_id, list);
}
const routes = await loadRoutes(
  db,
  tripRows.map((t) => t.id),
);

/** A point `share` of the way from `a` to `b` (straight line: city scale). */
const between = (a: LatLng, b: LatLng, share: number): LatLng => ({
  lat: a.lat + (b.lat - a.lat) * share,
  lng: a.lng + (b.lng - a.lng) * share,
});

/**
 * The bus's fixes for one trip: from its start (somewhere as far before the first stop as it
 * drives in the time) to its last stop; at a stop while its timeline says so, and between stops
 * moving at a steady speed but for one or two halts (lights, a queue) that take 10 to 40 % of the
 * drive.
 */
function fixesOf(route: StopRow[], visits: Visit[], started: Date, random: ReturnType<typeof createRandom>) {
  const points: Point[] = [];
  const jitter = (p: LatLng): LatLng => ({
    lat: p.lat + (random.next() - 0.5) * 0.00008,
    lng: p.lng + (random.next() - 0.5) * 0.00008,
  });
  const drive = (from: LatLng, to: LatLng, leave: number, arrive: number) => {
    const seconds = (arrive - leave) / 1000;
    const halts = Array.from({ length: random.int(1, 2) }, () => ({
      at: 0.15 + random.next() * 0.7,
      seconds: 0,
    })).sort((a, b) => a.at - b.at);
    const halted = seconds * (0.1 + random.next() * 0.3);
    for (const halt of halts) halt.seconds = halted / halts.length;
    const moving = seconds - halted;
    const metres = distanceM(from, to);
    const speedKmh = moving > 0 ? (metres / moving) * 3.6 : 0;
    // Where the bus is `t` seconds after leaving, and how fast it goes.
    const at = (t: number): { share: number; speed: number } => {
      let clockS = 0;
      let share = 0;
      for (const halt of [...halts, { at: 1, seconds: 0 }]) {
        const legS = ((halt.at - share) * moving) / 1;
        if (t <= clockS + legS) return { share: share + (t - clockS) / moving, speed: speedKmh };
        clockS += legS;
        share = halt.at;
        if (t <= clockS + halt.seconds) return { share, speed: 0 };
        clockS += halt.seconds;
      }
      return { share: 1, speed: 0 };
    };
    for (let t = leave; t < arrive; t += FIX_EVERY_S * 1000) {
      const where = at((t - leave) / 1000);
      points.push({
        at: new Date(t),
        ...jitter(between(from, to, Math.min(1, where.share))),
        speedKmh: where.speed,
        heading: null,
      });
    }
  };
  const first = route[0]!;
  const second = route[1] ?? first;
  const leadS = (visits[0]!.arrived.getTime() - started.getTime()) / 1000;
  // Away from the second stop, as far as 25 km/h takes the bus in the lead-in.
  const away = distanceM(first, second) || 1;
  const reach = (leadS * 25) / 3.6 / away;
  const origin = {
    lat: first.lat - (second.lat - first.lat) * reach,
    lng: first.lng - (second.lng - first.lng) * reach,
  };
  let time = started.getTime();
  drive(origin, first, time, visits[0]!.arrived.getTime());
  visits.forEach((visit, i) => {
    const stop = route.find((s) => s.position === visit.position)!;
    for (time = visit.arrived.getTime(); time < visit.left.getTime(); time += FIX_EVERY_S * 1000)
      points.push({ at: new Date(time), ...jitter(stop), speedKmh: 0, heading: null });
    const next = visits[i + 1];
    if (next)
      drive(
        stop,
        route.find((s) => s.position === next.position)!,
        visit.left.getTime(),
        next.arrived.getTime(),
      );
  });
  return points;
}

const errors = new Map(HORIZONS.map((h) => [h, { old: [] as number[], learned: [] as number[] }]));
const refreshMs: number[] = [];
const random = createRandom(64);
const days = [...new Set(tripRows.map((t) => t.date))].sort();
let scoredTrips = 0;
for (const day of days.slice(WARM_UP_DAYS)) {
  const started = performance.now();
  await refreshSegmentTimes(db, { from: addDays(day, -LEARNED_DAYS), until: day, timeZone });
  refreshMs.push(performance.now() - started);
  const dayTrips = tripRows.filter((t) => t.date === day);
  const book = await segmentBookFor(
    db,
    dayTrips.map((t) => routes.get(t.id)!),
  );
  for (const trip of dayTrips) {
    const route = routes.get(trip.id)!;
    const visits = visitsOf.get(trip.id) ?? [];
    if (route.length === 0 || visits.length !== route.length) continue;
    scoredTrips += 1;
    let state: MonitorState = {
      tripId: trip.id,
      lastAt: null,
      lastLat: null,
      lastLng: null,
      lastSpeedKmh: null,
      atStop: null,
      arrivedAt: null,
      nextStop: 0,
      idleSince: null,
      lateMinutes: 0,
      etaSeconds: null,
    };
    // Per stop and horizon, the last fix at or before that moment: both models' ETAs then.
    const seen = new Map<string, { at: number; old: number | null; learned: number | null }>();
    for (const point of fixesOf(route, visits, new Date(trip.started), random)) {
      const derived = derive(state, route, [point], { now: point.at, timeZone });
      state = derived.state;
      const learnedState = {
        ...state,
        etaSeconds: etaToTarget(state, route, derived.target, book, timeZone),
      };
      for (const visit of visits) {
        const remaining = (visit.arrived.getTime() - point.at.getTime()) / 1000;
        for (const horizon of HORIZONS) {
          if (remaining < horizon * 60 || remaining > horizon * 60 + FIX_EVERY_S * 2) continue;
          seen.set(`${visit.position}|${horizon}`, {
            at: remaining,
            old: etaToStop(state, route, derived.target, visit.position, null),
            learned: etaToStop(learnedState, route, derived.target, visit.position, { book, timeZone }),
          });
        }
      }
    }
    for (const [key, figures] of seen) {
      if (figures.old === null || figures.learned === null) continue;
      const horizon = Number(key.split('|')[1]);
      errors.get(horizon)!.old.push(Math.abs(figures.old - figures.at) / 60);
      errors.get(horizon)!.learned.push(Math.abs(figures.learned - figures.at) / 60);
    }
  }
}

const [rows] = rowsOf<{ rows: number; pairs: number }>(
  await db.execute(
    sql`select count(*)::int as rows, count(distinct (from_stop_id, to_stop_id))::int as pairs from segment_times`,
  ),
);
const bookStarted = performance.now();
await segmentBookFor(db, [...routes.values()], Date.now() + 3_600_000);
const bookMs = performance.now() - bookStarted;
refreshMs.sort((a, b) => a - b);
console.log(
  `${scoredTrips} finished trips scored over ${days.length - WARM_UP_DAYS} days (the first ${WARM_UP_DAYS} of ${days.length} only teach)`,
);
console.log(
  `learned table: ${rows!.rows} rows for ${rows!.pairs} stop pairs; rebuilt in ${percentile(refreshMs, 50).toFixed(0)} ms (median, max ${refreshMs.at(-1)!.toFixed(0)} ms); every pair of ${routes.size} routes read in ${bookMs.toFixed(0)} ms`,
);
console.log(
  '\n| minutes before arrival | ETAs | old: median | old: 90th pct | learned: median | learned: 90th pct |',
);
console.log('|---|---|---|---|---|---|');
const minutes = (sorted: number[], p: number) => `${percentile(sorted, p).toFixed(2)} min`;
for (const horizon of HORIZONS) {
  const { old, learned } = errors.get(horizon)!;
  old.sort((a, b) => a - b);
  learned.sort((a, b) => a - b);
  console.log(
    `| ${horizon} | ${old.length} | ${minutes(old, 50)} | ${minutes(old, 90)} | ${minutes(learned, 50)} | ${minutes(learned, 90)} |`,
  );
}
await handle.close();
