// Live monitoring fan-out: 1 000 buses each POSTing one GPS fix a second to /device/positions,
// 200 watchers on the all-trips SSE stream, one API process on PostgreSQL (LISTEN/NOTIFY path).
// The API runs as its own process (src/server.ts), so the 1 200 clients here do not share its
// event loop. Measures position POST -> SSE delivery latency (p50/p95, from the fix's timestamp,
// sampled on every 10th watcher), POSTs refused or unanswered, positions dropped (accepted by the
// API but missing at a watcher), POST latency, and the API process's CPU time and memory (RSS).
// Run: pnpm --filter @rihla/api bench:monitoring   (BENCH_DATABASE_URL overrides the server)

import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { todayIn } from '@rihla/shared/format/today';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/types';
import { sha256 } from '../src/lib/tokens';
import { buses } from '../src/modules/buses/buses.table';
import { deviceTokens } from '../src/modules/devices/devices.table';
import { drivers } from '../src/modules/drivers/drivers.table';
import { schools } from '../src/modules/schools/schools.table';
import { stops } from '../src/modules/stops/stops.table';
import { tripStops, trips } from '../src/modules/trips/trips.table';
import { BENCH_ENV, cpuOf, PASSWORD, percentile, rssOf, spawnApi, withPostgresDatabase } from './bench-kit';

const BUSES = Number(process.env.BENCH_BUSES ?? 1_000);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POST_TIMEOUT_MS = 15_000;
const DELIVERY_GRACE_MS = 30_000;
const ENV = { ...BENCH_ENV, MONITOR_SIMULATOR: 'off' };

/** Buses, drivers, one in-progress trip per bus today and a device token each; returns the tokens and bus ids. */
async function seed(db: Database, today: string): Promise<{ tokens: string[]; busIds: string[] }> {
  const [school] = await db
    .insert(schools)
    .values({
      nameAr: 'مدرسة',
      nameEn: 'School',
      gender: 'mixed',
      lat: 24.7,
      lng: 46.7,
      startTime: '06:45',
      endTime: '12:30',
    })
    .returning({ id: schools.id });
  const [stop] = await db
    .insert(stops)
    .values({ nameAr: 'محطة', nameEn: 'Stop', lat: 24.7, lng: 46.7 })
    .returning({ id: stops.id });
  const busRows = await db
    .insert(buses)
    .values(
      Array.from({ length: BUSES }, (_, i) => ({
        plateNumber: `${1000 + i} MON`,
        capacity: 30,
        model: 'Toyota Coaster',
        year: 2022,
        status: 'active' as const,
        insuranceExpiry: '2099-01-01',
        inspectionExpiry: '2099-01-01',
      })),
    )
    .returning({ id: buses.id });
  const driverRows = await db
    .insert(drivers)
    .values(
      Array.from({ length: BUSES }, (_, i) => ({
        fullName: `سائق ${i}`,
        phone: `+9665${String(10_000_000 + i).padStart(8, '0')}`,
        nationalId: String(1_000_000_000 + i),
        licenseNumber: `L${i}`,
        licenseExpiry: '2099-01-01',
        role: 'driver' as const,
        status: 'active' as const,
        tripRate: 100,
      })),
    )
    .returning({ id: drivers.id });
  const tripRows = await db
    .insert(trips)
    .values(
      busRows.map((bus, i) => ({
        name: `رحلة ${i}`,
        direction: 'to_school' as const,
        schoolId: school!.id,
        busId: bus.id,
        driverId: driverRows[i]!.id,
        date: today,
        departureTime: '00:00',
        arrivalTime: '23:59',
        status: 'in_progress' as const,
      })),
    )
    .returning({ id: trips.id });
  await db
    .insert(tripStops)
    .values(tripRows.map((t) => ({ tripId: t.id, position: 0, stopId: stop!.id, plannedTime: '23:59' })));
  const tokens = busRows.map((_, i) => `bench-token-${i}`);
  await db
    .insert(deviceTokens)
    .values(busRows.map((bus, i) => ({ busId: bus.id, tokenHash: sha256(tokens[i]!) })));

  return { tokens, busIds: busRows.map((bus) => bus.id) };
}

await withPostgresDatabase(async (url) => {
  // Migrations, the admin and the fleet through the app in this process, closed before the run.
  const seeder = await buildApp(loadConfig({ ...ENV, DATABASE_URL: url }), { logger: false });
  let fleet: { tokens: string[]; busIds: string[] };
  try {
    fleet = await seed(seeder.db, todayIn(seeder.config.TIME_ZONE));
  } finally {
    await seeder.close();
  }
  const api = await spawnApi({ ...ENV, DATABASE_URL: url });
  try {
    await run(api.base, api.pid, fleet);
  } finally {
    await api.stop();
  }
});

async function run(base: string, apiPid: number, { tokens, busIds }: { tokens: string[]; busIds: string[] }) {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ENV.ADMIN_EMAIL, password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  // Watchers: count every position frame; every 10th also parses them for the latency, measured
  // from the fix's own timestamp (taken when its POST is sent). node:http and Buffer search rather
  // than fetch streams and text decoding: the clients must cost far less than the API they load.
  const latencies: number[] = [];
  const received = new Array<number>(WATCHERS).fill(0);
  let cutOff = 0;
  let finished = false;
  const streams: http.ClientRequest[] = [];
  // The API subscribes a watcher before it answers the headers: once all are answered, none can miss a fix.
  let connected = 0;
  const MARK_TEXT = 'event: position\n';
  const MARK = Buffer.from(MARK_TEXT);
  // Two searches: jsonb (the PostgreSQL path) orders the keys by length.
  const busIdOf = /"busId":"([^"]+)"/;
  const atOf = /"at":"([^"]+)"/;
  const seen = new Set<string>();
  let pending = '';
  const stamp = /"at":"([^"]+)"/g;
  const watching = Array.from(
    { length: WATCHERS },
    (_, w) =>
      new Promise<void>((resolve) => {
        const sampled = w % 10 === 0;
        let tail = Buffer.alloc(0);
        const request = http.get(`${base}/api/v1/monitoring/stream`, { headers: { cookie } }, (response) => {
          connected += 1;
          response.on('data', (chunk: Buffer) => {
            const now = Date.now();
            // The tail of the previous chunk, in case a mark straddles the two.
            const data = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
            for (let at = data.indexOf(MARK); at >= 0; at = data.indexOf(MARK, at + MARK.length))
              received[w]! += 1;
            tail = Buffer.from(data.subarray(Math.max(0, data.length - MARK.length + 1)));
            if (sampled)
              for (const match of data.toString('latin1').matchAll(stamp))
                latencies.push(now - Date.parse(match[1]!));
            if (w === 0) {
              // Which fixes the first watcher got, to explain any that it did not.
              const frames = (pending + chunk.toString('latin1')).split('\n\n');
              pending = frames.pop()!;
              for (const frame of frames) {
                const bus = busIdOf.exec(frame);
                const at = atOf.exec(frame);
                if (frame.includes(MARK_TEXT) && bus && at) seen.add(`${bus[1]}|${Date.parse(at[1]!)}`);
              }
            }
          });
          response.on('close', () => {
            if (!finished) cutOff += 1;
            resolve();
          });
        });
        request.on('error', () => resolve());
        streams.push(request);
      }),
  );
  for (const until = Date.now() + 30_000; connected < WATCHERS && Date.now() < until; )
    await new Promise((r) => setTimeout(r, 50));

  // Devices: each bus once a second, spread evenly over the second (sent in 10 ms slots).
  let accepted = 0;
  let failed = 0;
  /** Every POST answered 202: its bus, its fix's time, when it was answered, what the API accepted. */
  const answered: { bus: number; at: number; answeredAt: number; accepted: number }[] = [];
  const postTimes: number[] = [];
  const inflight: Promise<void>[] = [];
  const devices = new http.Agent({ keepAlive: true });
  const rssBefore = rssOf(apiPid);
  let peakRss = rssBefore;
  const memory = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(apiPid));
  }, 250);
  const load = loadavg()[0]!;
  const cpuBefore = cpuOf(apiPid);
  const started = performance.now();
  const post = (i: number, second: number) => {
    const sent = performance.now();
    const at = new Date();
    const body = JSON.stringify({
      points: [{ at: at.toISOString(), lat: 24.6 + (i % 100) / 1000, lng: 46.6 + second / 10_000 }],
    });
    inflight.push(
      new Promise<void>((resolve) => {
        const request = http.request(
          `${base}/api/v1/device/positions`,
          {
            method: 'POST',
            agent: devices,
            // A position later than this is worthless on a live map: counted as failed, and the run stays short.
            timeout: POST_TIMEOUT_MS,
            headers: { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (part: string) => {
              text += part;
            });
            response.on('end', () => {
              postTimes.push(performance.now() - sent);
              if (response.statusCode === 202) {
                // What the API promises to send: the points it stored (a 202 may carry duplicates).
                const taken = (JSON.parse(text) as { accepted: number }).accepted;
                accepted += taken;
                answered.push({ bus: i, at: at.getTime(), answeredAt: performance.now(), accepted: taken });
              } else failed += 1;
              resolve();
            });
          },
        );
        request.on('timeout', () => request.destroy());
        request.on('error', () => {
          failed += 1;
          resolve();
        });
        request.end(body);
      }),
    );
  };
  let next = 0;
  while (next < BUSES * SECONDS) {
    const due = Math.min(BUSES * SECONDS, Math.floor(((performance.now() - started) / 1000) * BUSES) + 1);
    for (; next < due; next++) post(next % BUSES, Math.floor(next / BUSES));
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(inflight);
  const sendSeconds = (performance.now() - started) / 1000;
  // Let the last frames arrive: a frame later than this counts as dropped.
  const deadline = Date.now() + DELIVERY_GRACE_MS;
  while (received.some((n) => n < accepted) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  clearInterval(memory);
  // The API's own CPU for the run: a figure the other work on the machine changes less than latency.
  const apiCpu = cpuOf(apiPid) - cpuBefore;
  finished = true;
  for (const stream of streams) stream.destroy();
  devices.destroy();
  await Promise.allSettled(watching);

  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const dropped = received.reduce((sum, n) => sum + Math.max(0, accepted - n), 0);
  console.log(
    `buses ${BUSES} at 1 Hz for ${SECONDS} s, ${WATCHERS} watchers on the all-trips stream, the API alone in its process on PostgreSQL`,
  );
  console.log(`load average (1 min) at the start: ${load.toFixed(2)}`);
  console.log(
    `positions posted ${BUSES * SECONDS}, accepted ${accepted}, refused or unanswered within ${POST_TIMEOUT_MS / 1000} s ${failed}, in ${sendSeconds.toFixed(1)} s`,
  );
  console.log(
    `POST latency            p50 ${percentile(postTimes, 50).toFixed(1)} ms  p95 ${percentile(postTimes, 95).toFixed(1)} ms`,
  );
  console.log(
    `POST -> SSE delivery    p50 ${percentile(latencies, 50).toFixed(0)} ms  p95 ${percentile(latencies, 95).toFixed(0)} ms  (${latencies.length} samples)`,
  );
  const short = received.filter((n) => n < accepted).length;
  console.log(
    `dropped (accepted, not at a watcher ${DELIVERY_GRACE_MS / 1000} s after the last answer): ${dropped} of ${accepted * WATCHERS} deliveries, at ${short} watchers; watchers cut off: ${cutOff}`,
  );
  // The first watcher's gaps, per fix: was a newer fix of the same bus answered before it?
  const busOf = new Map(busIds.map((id, i) => [id, i]));
  const newestAnswered = new Map<number, { at: number; answeredAt: number }[]>();
  for (const a of answered) {
    const list = newestAnswered.get(a.bus) ?? [];
    list.push(a);
    newestAnswered.set(a.bus, list);
  }
  let missing = 0;
  let overtaken = 0;
  let overtakenMissing = 0;
  const stored = answered.filter((a) => a.accepted > 0);
  for (const a of stored) {
    const late = newestAnswered.get(a.bus)!.some((b) => b.at > a.at && b.answeredAt < a.answeredAt);
    if (late) overtaken += 1;
    if (seen.has(`${busIds[a.bus]}|${a.at}`)) continue;
    missing += 1;
    if (late) overtakenMissing += 1;
  }
  const extra = [...seen].filter((k) => !busOf.has(k.split('|')[0]!)).length;
  console.log(
    `POSTs answered 202: ${answered.length}, of which duplicates (nothing stored) ${answered.length - stored.length}; ${overtaken} answered after a newer fix of their bus; first watcher: ${seen.size} fixes received, ${missing} stored ones missing, of which ${overtakenMissing} answered after a newer fix of their bus${extra ? `, ${extra} unknown` : ''}`,
  );
  console.log(`API process CPU: ${apiCpu.toFixed(1)} s for the run`);
  console.log(
    `API process RSS: ${(rssBefore / 1e6).toFixed(0)} MB with the watchers connected, ${(peakRss / 1e6).toFixed(0)} MB peak`,
  );
}
