import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput } from '../../test/fixtures';
import {
  ago,
  baseUrlOf,
  liveTripPlace,
  readStream,
  STOP_A,
  startedTrip,
  streamReader,
  TZ,
  today,
} from '../../test/live-trips';
import { login, PROCESS_TEST_TIMEOUT, send, serverHarness, storage } from '../../test/server-process';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)('the live feed on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };
  const started = () => startedTrip(t, admin, place);

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(() => t?.close());

  it('streams a trip over SSE and replays what a watcher missed after Last-Event-ID', async () => {
    const { device, tripId } = await started();
    const base = await baseUrlOf(t);
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
    const { busId, device, tripId } = await started();
    const base = await baseUrlOf(t);
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
    const base = await baseUrlOf(t);
    const stream = await fetch(`${base}/api/v1/monitoring/stream`, { headers: { cookie: admin.cookie } });
    const { busId, tripId } = await started();
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
    const base = await baseUrlOf(t);
    const stream = await fetch(`${base}/api/v1/monitoring/stream`, { headers: { cookie: admin.cookie } });
    const { busId, tripId } = await started();
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
          const watching = streamReader(stream);
          // Its first frame: the second process has subscribed this watcher to its feed.
          expect(await watching.until((s) => s.startsWith('retry:'), 20_000)).toMatch(/^retry: \d+\n\n/);
          const posted = await fetch(`${one.base}/api/v1/device/positions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ points: [{ at: ago(1), lat: 24.6, lng: 46.6 }] }),
          });
          expect(posted.status).toBe(202);
          const text = await watching.until((s) => s.includes('event: position'), 20_000);
          await watching.close();
          expect(text).toMatch(/event: position\ndata: .*"lat":24.6/);
        } finally {
          await store.cleanup();
        }
      },
      PROCESS_TEST_TIMEOUT,
    );
  }
});
