// Live monitoring fan-out: 1 000 buses each POSTing one GPS fix a second to /device/positions,
// 200 watchers on the all-trips SSE stream, one API process on PostgreSQL (LISTEN/NOTIFY path).
// Measures position POST -> SSE delivery latency (p50/p95, sampled on every watcher), positions
// dropped (accepted by the API but missing at a watcher), POST latency and the API's memory.
// Run: pnpm --filter @rihla/api bench:monitoring   (BENCH_DATABASE_URL overrides the server)

import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { todayIn } from '../src/lib/clock';
import { sha256 } from '../src/lib/tokens';
import { buses } from '../src/modules/buses/buses.table';
import { drivers } from '../src/modules/drivers/drivers.table';
import { deviceTokens } from '../src/modules/monitoring/monitoring.table';
import { schools } from '../src/modules/schools/schools.table';
import { stops } from '../src/modules/stops/stops.table';
import { tripStops, trips } from '../src/modules/trips/trips.table';
import { BENCH_ENV, PASSWORD, percentile, withPostgresApp } from './bench-kit';

const BUSES = Number(process.env.BENCH_BUSES ?? 1_000);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

await withPostgresApp(async (app) => {
  const db = app.db;
  const today = todayIn(app.config.TIME_ZONE);
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

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ENV.ADMIN_EMAIL, password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  // Watchers: count every position frame; latency from the fix's own timestamp (sent at POST time).
  const latencies: number[] = [];
  const received = new Array<number>(WATCHERS).fill(0);
  const streams: AbortController[] = [];
  const watching = Array.from({ length: WATCHERS }, async (_, w) => {
    const abort = new AbortController();
    streams.push(abort);
    const response = await fetch(`${base}/api/v1/monitoring/stream`, {
      headers: { cookie },
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let rest = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const now = Date.now();
        rest += decoder.decode(value, { stream: true });
        const cut = rest.lastIndexOf('\n\n');
        if (cut < 0) continue;
        const frames = rest.slice(0, cut).split('\n\n');
        rest = rest.slice(cut + 2);
        for (const frame of frames) {
          if (!frame.includes('event: position')) continue;
          received[w]! += 1;
          // Every 10th watcher parses its frames for the latency sample (the rest only count).
          if (w % 10 === 0) {
            const at = /"at":"([^"]+)"/.exec(frame)?.[1];
            if (at) latencies.push(now - Date.parse(at));
          }
        }
      }
    } catch {
      // aborted at the end
    }
  });
  await new Promise((r) => setTimeout(r, 1_000));

  // Devices: each bus once a second, spread evenly over the second.
  let accepted = 0;
  let failed = 0;
  const postTimes: number[] = [];
  const inflight: Promise<void>[] = [];
  const started = performance.now();
  const heapBefore = process.memoryUsage().rss;
  let peakRss = heapBefore;
  const memory = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 250);
  for (let second = 0; second < SECONDS; second++) {
    for (let i = 0; i < BUSES; i++) {
      const due = started + second * 1000 + (i * 1000) / BUSES;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const sent = performance.now();
      const body = JSON.stringify({
        points: [{ at: new Date().toISOString(), lat: 24.6 + (i % 100) / 1000, lng: 46.6 + second / 10_000 }],
      });
      inflight.push(
        fetch(`${base}/api/v1/device/positions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' },
          body,
        })
          .then(async (response) => {
            await response.text();
            postTimes.push(performance.now() - sent);
            if (response.status === 202) accepted += 1;
            else failed += 1;
          })
          .catch(() => {
            failed += 1;
          }),
      );
    }
  }
  await Promise.all(inflight);
  const sendSeconds = (performance.now() - started) / 1000;
  // Let the last frames arrive.
  const deadline = Date.now() + 10_000;
  while (received.some((n) => n < accepted) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  clearInterval(memory);
  for (const abort of streams) abort.abort();
  await Promise.allSettled(watching);

  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  const dropped = received.reduce((sum, n) => sum + Math.max(0, accepted - n), 0);
  console.log(
    `buses ${BUSES} at 1 Hz for ${SECONDS} s, ${WATCHERS} watchers on the all-trips stream, one API process on PostgreSQL`,
  );
  console.log(
    `positions posted ${BUSES * SECONDS}, accepted ${accepted}, refused/failed ${failed}, in ${sendSeconds.toFixed(1)} s`,
  );
  console.log(
    `POST latency            p50 ${percentile(postTimes, 50).toFixed(1)} ms  p95 ${percentile(postTimes, 95).toFixed(1)} ms`,
  );
  console.log(
    `POST -> SSE delivery    p50 ${percentile(latencies, 50).toFixed(0)} ms  p95 ${percentile(latencies, 95).toFixed(0)} ms  (${latencies.length} samples)`,
  );
  console.log(
    `dropped (accepted, not delivered to a watcher): ${dropped} of ${accepted * WATCHERS} deliveries`,
  );
  console.log(
    `process RSS (API and bench clients): ${(heapBefore / 1e6).toFixed(0)} MB before, ${(peakRss / 1e6).toFixed(0)} MB peak`,
  );
});
