import type { AddressInfo } from 'node:net';
import type { TripInput } from '@rihla/shared/contracts/trips';
import { todayIn } from '@rihla/shared/format/today';
import { and, eq } from 'drizzle-orm';
import { type Agent, signIn, signInAs } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { login, PROCESS_TEST_TIMEOUT, send, serverHarness, storage } from '../../test/server-process';
import { startTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { minutesOfDayIn } from './geo';
import { sweepOffline } from './monitoring.service';
import { MonitorHub } from './monitoring-hub';
import { DemoSimulator, SIMULATOR_TICK_MS } from './simulator';

const TZ = 'Asia/Riyadh';
const today = todayIn(TZ);
const STOP_A = { lat: 24.7, lng: 46.7 };
const STOP_B = { lat: 24.71, lng: 46.7 };
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
const en = { 'accept-language': 'en' };

/** Reads an SSE response until `predicate` holds for the text so far (or the time runs out). */
async function readStream(response: Response, predicate: (text: string) => boolean, ms = 10_000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!predicate(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

describe.each(DATABASES)('live monitoring on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let stopIds: string[];

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await signIn(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    stopIds = [];
    for (const at of [STOP_A, STOP_B])
      stopIds.push((await admin.call('POST', '/api/v1/stops', { body: stopInput(at) })).json().id);
  });
  afterAll(() => t?.close());

  /** The app on a real port (SSE needs a socket), listening from the first test that asks. */
  async function baseUrl() {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }

  /** A trip started today on a new bus with a device token; students 0 and 1 ride it. */
  async function startedTrip() {
    const studentsOn: string[] = [];
    for (let i = 0; i < 2; i++) {
      studentsOn.push(
        (await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).json().id,
      );
    }
    const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id as string;
    const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json()
      .id as string;
    const input: TripInput = {
      name: 'الملز صباحًا',
      direction: 'to_school',
      schoolId,
      busId,
      driverId,
      date: today,
      departureTime: '00:00',
      stops: [
        { stopId: stopIds[0]!, plannedTime: '00:00', studentIds: studentsOn.slice(0, 1) },
        { stopId: stopIds[1]!, plannedTime: '00:00', studentIds: studentsOn.slice(1) },
      ],
    };
    const created = await admin.call('POST', '/api/v1/trips', { body: input });
    expect(created.statusCode, created.body).toBe(201);
    const tripId = created.json().id as string;
    const started = await admin.call('POST', `/api/v1/trips/${tripId}/transitions`, {
      body: { to: 'in_progress', version: 1 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = (await admin.call('POST', `/api/v1/buses/${busId}/device-token`)).json().token as string;
    const device = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/device/${path}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        payload: body as object,
      });
    return { busId, tripId, token, device, riders: studentsOn };
  }

  it('refuses positions without a valid device token, out of range or in the future, storing nothing', async () => {
    const { device, tripId } = await startedTrip();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/positions',
      headers: { authorization: 'Bearer nope', ...en },
      payload: { points: [{ at: ago(1), ...STOP_A }] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().title).toMatch(/token/i);
    const bad = await device('positions', { points: [{ at: ago(1), lat: 91, lng: 200 }] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['points.0.lat', 'points.0.lng']);
    const future = await device(
      'positions',
      {
        points: [
          { at: ago(2), ...STOP_A },
          { at: new Date(Date.now() + 3_600_000).toISOString(), ...STOP_A },
        ],
      },
      en,
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toMatchObject([
      { path: 'points.1.at', message: 'The point is time-stamped in the future' },
    ]);
    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    expect(live.positions).toEqual([]);
  });

  it('stores a batch in time order, ignores duplicates, and derives arrival, departure, lateness, ETA and alerts', async () => {
    const { device, tripId, busId } = await startedTrip();
    // Sent newest first, with one point twice.
    const points = [
      { at: ago(100), lat: 24.7025, lng: 46.7, speedKmh: 30 },
      { at: ago(130), lat: 24.7, lng: 46.7, speedKmh: 0 },
      { at: ago(160), lat: 24.6995, lng: 46.7, speedKmh: 10 },
      { at: ago(200), lat: 24.695, lng: 46.7, speedKmh: 40 },
      { at: ago(200), lat: 24.695, lng: 46.7, speedKmh: 40 },
    ];
    const first = await device('positions', { points });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ accepted: 4, duplicates: 1, tripId });
    const again = await device('positions', { points: points.slice(0, 1) });
    expect(again.json()).toEqual({ accepted: 0, duplicates: 1, tripId });

    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    const times = live.positions.map((p: { at: string }) => p.at);
    expect(times).toEqual([...times].sort());
    expect(live.positions).toHaveLength(4);
    expect(live.nextStopId).toBe(stopIds[1]);
    expect(live.etaSeconds).toBeGreaterThan(0);

    const details = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json();
    const types = details.events.map((e: { type: string }) => e.type);
    expect(details.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'stop_arrival', stopId: stopIds[0] }),
        expect.objectContaining({ type: 'stop_departure', stopId: stopIds[0], value: 60 }),
      ]),
    );
    if (minutesOfDayIn(TZ, new Date(Date.now() - 200_000)) >= 6) expect(types).toContain('late');

    // Too fast, then far off the route.
    await device('positions', { points: [{ at: ago(90), lat: 24.704, lng: 46.7, speedKmh: 97 }] });
    await device('positions', { points: [{ at: ago(80), lat: 24.705, lng: 46.72, speedKmh: 40 }] });
    const alerts = (await admin.call('GET', `/api/v1/alerts?busId=${busId}`)).json();
    expect(alerts.items.map((a: { type: string }) => a.type).sort()).toEqual(['off_route', 'speeding']);
    expect(alerts.items.find((a: { type: string }) => a.type === 'speeding')).toMatchObject({
      status: 'open',
      value: 97,
      tripId,
    });
    // Another burst of speed does not open a second speeding alert.
    await device('positions', { points: [{ at: ago(70), lat: 24.705, lng: 46.7, speedKmh: 99 }] });
    expect((await admin.call('GET', `/api/v1/alerts?busId=${busId}&type=speeding`)).json().total).toBe(1);
  });

  it('records scans with wrong-bus and unexpected-rider flags, and lists who is on board', async () => {
    const other = await startedTrip();
    const { device, tripId, busId, riders } = await startedTrip();
    const [first, second] = riders as [string, string];
    const scanned = await device('scans', {
      scans: [
        { studentId: first, kind: 'on', at: ago(60) },
        { studentId: second, kind: 'on', at: ago(50) },
        { studentId: second, kind: 'off', at: ago(40) },
        { studentId: other.riders[0], kind: 'on', at: ago(30) },
      ],
    });
    expect(scanned.statusCode, scanned.body).toBe(201);
    expect(scanned.json().scans.map((s: { flag: string | null }) => s.flag)).toEqual([
      null,
      null,
      null,
      'wrong_bus',
    ]);
    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    expect(live.onBoard.sort()).toEqual([first, other.riders[0]!].sort());
    const details = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json();
    expect(details.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'boarded', studentId: first }),
        expect.objectContaining({ type: 'alighted', studentId: second }),
      ]),
    );
    const alerts = (await admin.call('GET', `/api/v1/alerts?busId=${busId}`)).json();
    expect(alerts.items.map((a: { type: string }) => a.type)).toEqual(['wrong_bus']);
    const bad = await device('scans', { scans: [{ studentId: 'x', kind: 'in', at: ago(1) }] });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to complete a trip with a child on board unless the bus is confirmed empty (audited, on the timeline)', async () => {
    const { device, tripId, riders } = await startedTrip();
    await device('scans', { scans: [{ studentId: riders[0], kind: 'on', at: ago(20) }] });
    const refused = await admin.call('POST', `/api/v1/trips/${tripId}/transitions`, {
      body: { to: 'completed', version: 2 },
      headers: en,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'trips.childrenOnBoard' });
    expect(refused.json().title).toMatch(/scanned on/);
    const confirmed = await admin.call('POST', `/api/v1/trips/${tripId}/transitions`, {
      body: { to: 'completed', version: 2, confirmEmpty: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const details = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json();
    expect(details.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'empty_confirmed', value: 1, actorName: expect.any(String) }),
      ]),
    );
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'trip-empty-check'), eq(auditLog.entityId, tripId)));
    expect(audited).toMatchObject([{ before: { onBoard: [riders[0]] }, actorName: expect.any(String) }]);

    // With every child scanned off, completing needs no confirmation.
    const second = await startedTrip();
    await second.device('scans', {
      scans: [
        { studentId: second.riders[0], kind: 'on', at: ago(20) },
        { studentId: second.riders[0], kind: 'off', at: ago(10) },
      ],
    });
    const done = await admin.call('POST', `/api/v1/trips/${second.tripId}/transitions`, {
      body: { to: 'completed', version: 2 },
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('raises device offline, SOS; alerts are acknowledged and resolved, not twice', async () => {
    const { device, busId, tripId } = await startedTrip();
    const feed = await sweepOffline(t.app.db, {
      now: new Date(Date.now() + 10 * 60_000),
      today,
      timeZone: TZ,
    });
    expect(feed.some((e) => e.kind === 'alert' && e.tripId === tripId)).toBe(true);
    expect((await device('sos', { at: ago(1) })).statusCode).toBe(202);
    const alerts = (await admin.call('GET', `/api/v1/alerts?busId=${busId}&status=open`)).json();
    expect(alerts.items.map((a: { type: string }) => a.type).sort()).toEqual(['device_offline', 'sos']);
    const sos = alerts.items.find((a: { type: string }) => a.type === 'sos');
    const viewer = await signInAs(admin, 'viewer');
    expect(
      (await viewer.call('POST', `/api/v1/alerts/${sos.id}/actions`, { body: { action: 'acknowledge' } }))
        .statusCode,
    ).toBe(403);
    const acked = await admin.call('POST', `/api/v1/alerts/${sos.id}/actions`, {
      body: { action: 'acknowledge' },
    });
    expect(acked.json()).toMatchObject({ status: 'acknowledged', acknowledgedBy: expect.any(String) });
    const resolved = await admin.call('POST', `/api/v1/alerts/${sos.id}/actions`, {
      body: { action: 'resolve' },
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolvedBy: expect.any(String) });
    const twice = await admin.call('POST', `/api/v1/alerts/${sos.id}/actions`, {
      body: { action: 'resolve' },
      headers: en,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().title).toBe('This alert is already resolved');
    // The device coming back closes its offline alert.
    await device('positions', { points: [{ at: ago(1), ...STOP_A }] });
    expect(
      (await admin.call('GET', `/api/v1/alerts?busId=${busId}&type=device_offline&status=resolved`)).json()
        .total,
    ).toBe(1);
    const buses = (await admin.call('GET', '/api/v1/monitoring/buses')).json();
    expect(buses.find((b: { busId: string }) => b.busId === busId)).toMatchObject({
      lat: STOP_A.lat,
      tripId,
    });
  });

  it('streams a trip over SSE and replays what a watcher missed after Last-Event-ID', async () => {
    const { device, tripId } = await startedTrip();
    const base = await baseUrl();
    const watch = (headers: Record<string, string> = {}) =>
      fetch(`${base}/api/v1/monitoring/stream?tripId=${tripId}`, {
        headers: { cookie: admin.cookie, ...headers },
      });
    expect((await fetch(`${base}/api/v1/monitoring/stream`)).status).toBe(401);
    const first = await watch();
    expect(first.headers.get('content-type')).toMatch(/text\/event-stream/);
    const posted = device('positions', { points: [{ at: ago(5), lat: 24.69, lng: 46.7 }] });
    const text = await readStream(first, (s) => s.includes('event: position'));
    await posted;
    expect(text).toMatch(/id: (\d+)\nevent: position\ndata: .*"lat":24.69/);
    const lastId = /id: (\d+)\nevent: position/.exec(text)![1]!;
    // Missed while away: one more position; the reconnect gets it first.
    await device('positions', { points: [{ at: ago(4), lat: 24.691, lng: 46.7 }] });
    const again = await watch({ 'last-event-id': lastId });
    const replayed = await readStream(again, (s) => s.includes('24.691'));
    expect(replayed).toContain('"lat":24.691');
    expect(replayed).not.toContain('"lat":24.69,');
  });

  it('sends live a fix that reaches the API after a newer one of its bus, without deriving from it', async () => {
    const { busId, device, tripId } = await startedTrip();
    const base = await baseUrl();
    const stream = await fetch(`${base}/api/v1/monitoring/stream?tripId=${tripId}`, {
      headers: { cookie: admin.cookie },
    });
    const reading = readStream(stream, (s) => s.includes('24.6955'));
    expect(
      (await device('positions', { points: [{ at: ago(2), lat: 24.6966, lng: 46.7 }] })).json(),
    ).toMatchObject({ accepted: 1 });
    // Sent before the first one, over a slower connection: accepted, so every watcher gets it.
    expect(
      (await device('positions', { points: [{ at: ago(5), lat: 24.6955, lng: 46.7 }] })).json(),
    ).toMatchObject({ accepted: 1 });
    const text = await reading;
    expect(text).toContain('"lat":24.6966');
    expect(text).toContain('"lat":24.6955');
    // The bus's place stays the newest fix; the older one is on the track, in time order.
    const buses = (await admin.call('GET', '/api/v1/monitoring/buses')).json();
    expect(buses.find((b: { busId: string }) => b.busId === busId)).toMatchObject({ lat: 24.6966 });
    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    expect(live.positions.map((p: { lat: number }) => p.lat)).toEqual([24.6955, 24.6966]);
  });

  it('streams every status move of a trip (start, disruption, its resolution) to a watcher, once', async () => {
    const base = await baseUrl();
    const stream = await fetch(`${base}/api/v1/monitoring/stream`, { headers: { cookie: admin.cookie } });
    const { busId, tripId } = await startedTrip();
    const reported = await admin.call('POST', `/api/v1/trips/${tripId}/disruptions`, {
      body: { reason: 'breakdown', occurredAt: ago(60), tripVersion: 2 },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const resolved = await admin.call('POST', `/api/v1/disruptions/${reported.json().id}/resolve`, {
      body: { outcome: 'cancelled', resolution: 'حافلة بديلة غير متاحة', version: 1 },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const text = await readStream(stream, (s) => s.includes('"toStatus":"cancelled"'));
    const moves = [...text.matchAll(/event: status\ndata: (.*)\n/g)]
      .map((m) => JSON.parse(m[1]!))
      .filter((move) => move.tripId === tripId);
    expect(moves).toEqual([
      expect.objectContaining({ busId, fromStatus: 'scheduled', toStatus: 'in_progress', version: 2 }),
      expect.objectContaining({ fromStatus: 'in_progress', toStatus: 'disrupted', version: 3 }),
      expect.objectContaining({ fromStatus: 'disrupted', toStatus: 'cancelled', version: 4 }),
    ]);
    // On the feed table too: a watcher that reconnects replays the moves it missed.
    const replay = await fetch(`${base}/api/v1/monitoring/stream?tripId=${tripId}&lastEventId=0`, {
      headers: { cookie: admin.cookie },
    });
    expect(await readStream(replay, (s) => s.includes('"toStatus":"cancelled"'))).toContain(
      '"toStatus":"disrupted"',
    );
  });

  it('streams a newly planned trip to a watcher before its first status move', async () => {
    const base = await baseUrl();
    const stream = await fetch(`${base}/api/v1/monitoring/stream`, { headers: { cookie: admin.cookie } });
    const { busId, tripId } = await startedTrip();
    const text = await readStream(
      stream,
      (s) => s.includes(`"tripId":"${tripId}"`) && s.includes('"toStatus"'),
    );
    const mine = [...text.matchAll(/event: (plan|status)\ndata: (.*)\n/g)]
      .map((m) => ({ kind: m[1], ...JSON.parse(m[2]!) }))
      .filter((message) => message.tripId === tripId);
    expect(mine).toEqual([
      expect.objectContaining({ kind: 'plan', busId, date: today, change: 'created', version: 1 }),
      expect.objectContaining({ kind: 'status', toStatus: 'in_progress', version: 2 }),
    ]);
  });

  it('drives a trip in progress in demo mode: positions, stops reached, riders scanned on and off', async () => {
    const { tripId, riders } = await startedTrip();
    const hub = new MonitorHub(t.app.db, undefined, console);
    let now = Date.now() - 15 * 60_000;
    const simulator = new DemoSimulator(
      t.app.db,
      hub,
      () => ({ now: new Date(now), today, timeZone: TZ }),
      console,
    );
    for (let i = 0; i < 120; i++) {
      await simulator.tick();
      now += SIMULATOR_TICK_MS;
    }
    const details = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json();
    const of = (type: string) => details.events.filter((e: { type: string }) => e.type === type);
    expect(of('stop_arrival').map((e: { stopId: string }) => e.stopId)).toEqual(stopIds);
    expect(
      of('boarded')
        .map((e: { studentId: string }) => e.studentId)
        .sort(),
    ).toEqual([...riders].sort());
    expect(of('alighted')).toHaveLength(2);
    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    expect(live.positions.length).toBeGreaterThan(50);
    expect(live.onBoard).toEqual([]);
    await hub.close();
  });

  if (kind === 'postgres') {
    const start = serverHarness();
    it(
      'delivers a position posted to one API process to a watcher on another (LISTEN/NOTIFY)',
      async () => {
        const store = await storage(kind);
        try {
          const env = { ...store.env, TIME_ZONE: TZ };
          const one = await start(env);
          const two = await start(env);
          const session = await login(one.base);
          const body = async (r: Response) => (await r.json()) as { id: string; token: string };
          const school = await body(await send(one.base, session, 'POST', '/api/v1/schools', schoolInput()));
          const stop = await body(await send(one.base, session, 'POST', '/api/v1/stops', stopInput(STOP_A)));
          const bus = await body(await send(one.base, session, 'POST', '/api/v1/buses', busInput()));
          const driver = await body(await send(one.base, session, 'POST', '/api/v1/drivers', driverInput()));
          const trip = await body(
            await send(one.base, session, 'POST', '/api/v1/trips', {
              name: 'رحلة',
              direction: 'to_school',
              schoolId: school.id,
              busId: bus.id,
              driverId: driver.id,
              date: today,
              departureTime: '00:00',
              stops: [{ stopId: stop.id, plannedTime: '00:00', studentIds: [] }],
            }),
          );
          await send(one.base, session, 'POST', `/api/v1/trips/${trip.id}/transitions`, {
            to: 'in_progress',
            version: 1,
          });
          const { token } = await body(
            await send(one.base, session, 'POST', `/api/v1/buses/${bus.id}/device-token`),
          );
          const other = await login(two.base);
          const stream = await fetch(`${two.base}/api/v1/monitoring/stream`, {
            headers: { cookie: other.cookie },
          });
          const reading = readStream(stream, (s) => s.includes('event: position'), 20_000);
          await new Promise((r) => setTimeout(r, 300));
          const posted = await fetch(`${one.base}/api/v1/device/positions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ points: [{ at: ago(1), lat: 24.6, lng: 46.6 }] }),
          });
          expect(posted.status).toBe(202);
          expect(await reading).toMatch(/event: position\ndata: .*"lat":24.6/);
        } finally {
          await store.cleanup();
        }
      },
      PROCESS_TEST_TIMEOUT,
    );
  }
});
