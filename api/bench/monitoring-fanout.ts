// Live monitoring fan-out: 1 000 buses each POSTing one GPS fix a second to /device/positions,
// 200 watchers on the all-trips SSE stream, one API process on PostgreSQL (LISTEN/NOTIFY path).
// The API runs as its own process (src/server.ts), so the 1 200 clients here do not share its
// event loop. Measures position POST -> SSE delivery latency (p50/p95, from the fix's timestamp,
// sampled on every 10th watcher), POSTs refused or unanswered, positions dropped (accepted by the
// API but missing at a watcher), POST latency, and the API process's memory (RSS).
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
import { drivers } from '../src/modules/drivers/drivers.table';
import { deviceTokens } from '../src/modules/monitoring/monitoring.table';
import { schools } from '../src/modules/schools/schools.table';
import { stops } from '../src/modules/stops/stops.table';
import { tripStops, trips } from '../src/modules/trips/trips.table';
import { BENCH_ENV, PASSWORD, percentile, rssOf, spawnApi, withPostgresDatabase } from './bench-kit';

const BUSES = Number(process.env.BENCH_BUSES ?? 1_000);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POST_TIMEOUT_MS = 15_000;
const DELIVERY_GRACE_MS = 30_000;
const ENV = { ...BENCH_ENV, MONITOR_SIMULATOR: 'off' };

/** Buses, drivers, one in-progress trip per bus today and a device token each; returns the tokens. */
async function seed(db: Database, today: string): Promise<string[]> {
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

  return tokens;
}

await withPostgresDatabase(async (url) => {
  // Migrations, the admin and the fleet through the app in this process, closed before the run.
  const seeder = await buildApp(loadConfig({ ...ENV, DATABASE_URL: url }), { logger: false });
  let tokens: string[];
  try {
    tokens = await seed(seeder.db, todayIn(seeder.config.TIME_ZONE));
  } finally {
    await seeder.close();
  }
  const api = await spawnApi({ ...ENV, DATABASE_URL: url });
  try {
    await run(api.base, api.pid, tokens);
  } finally {
    await api.stop();
  }
});

async function run(base: string, apiPid: number, tokens: string[]) {
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
  const MARK = Buffer.from('event: position\n');
  const stamp = /"at":"([^"]+)"/g;
  const watching = Array.from(
    { length: WATCHERS },
    (_, w) =>
      new Promise<void>((resolve) => {
        const sampled = w % 10 === 0;
        let tail = Buffer.alloc(0);
        const request = http.get(`${base}/api/v1/monitoring/stream`, { headers: { cookie } }, (response) => {
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
  await new Promise((r) => setTimeout(r, 1_000));

  // Devices: each bus once a second, spread evenly over the second (sent in 10 ms slots).
  let accepted = 0;
  let failed = 0;
  const postTimes: number[] = [];
  const inflight: Promise<void>[] = [];
  const devices = new http.Agent({ keepAlive: true });
  const rssBefore = rssOf(apiPid);
  let peakRss = rssBefore;
  const memory = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(apiPid));
  }, 250);
  const load = loadavg()[0]!;
  const started = performance.now();
  const post = (i: number, second: number) => {
    const sent = performance.now();
    const body = JSON.stringify({
      points: [{ at: new Date().toISOString(), lat: 24.6 + (i % 100) / 1000, lng: 46.6 + second / 10_000 }],
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
            response.resume();
            response.on('end', () => {
              postTimes.push(performance.now() - sent);
              if (response.statusCode === 202) accepted += 1;
              else failed += 1;
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
  console.log(
    `dropped (accepted, not at a watcher ${DELIVERY_GRACE_MS / 1000} s after the last answer): ${dropped} of ${accepted * WATCHERS} deliveries; watchers cut off: ${cutOff}`,
  );
  console.log(
    `API process RSS: ${(rssBefore / 1e6).toFixed(0)} MB with the watchers connected, ${(peakRss / 1e6).toFixed(0)} MB peak`,
  );
}
