import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/idempotency.table';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput } from '../../test/fixtures';
import { ago, en, liveTripPlace, startedTrip, TZ } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { POSITION_ALLOWANCE, UNKNOWN_CARD_ALLOWANCE } from './device-allowance';
import { busPositions, deviceTokens } from './devices.table';
import { PositionIngest } from './position-ingest';

const secondsAgo = (seconds: number) => Math.floor(Date.now() / 1000) - seconds;
const RIYADH = { lat: 24.7136, lng: 46.6753 };
const LONDON = { lat: 51.5072, lng: -0.1276 };

describe.each(DATABASES)('trackers over the OsmAnd protocol on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(() => t?.close());

  const stored = (busId: string) =>
    t.app.db.select().from(busPositions).where(eq(busPositions.busId, busId)).orderBy(busPositions.at);

  it('stores a fix sent as a GET query string (Unix seconds, speed in knots) and answers an empty 200', async () => {
    const { token, tripId, busId } = await startedTrip(t, admin, place);
    const at = secondsAgo(30);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/device/osmand?id=${token}&lat=24.7012&lon=46.7003&timestamp=${at}&speed=10&bearing=90&altitude=610&accuracy=5&batt=87`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe('');
    const [row] = await stored(busId);
    expect(row).toMatchObject({
      lat: 24.7012,
      lng: 46.7003,
      speedKmh: 18.5,
      heading: 90,
      batteryPercent: 87,
      tripId,
    });
    expect(row!.at.getTime()).toBe(at * 1000);
    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    expect(live.positions).toEqual([expect.objectContaining({ lat: 24.7012, lng: 46.7003, speedKmh: 18.5 })]);
  });

  it('stores a fix sent as a form body, and as a POST with its query string and no body', async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    const first = new Date(Date.now() - 60_000);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        id: token,
        lat: '24.7',
        lon: '46.7',
        timestamp: first.toISOString(),
      }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.body).toBe('');
    const queried = await t.app.inject({
      method: 'POST',
      url: `/api/v1/device/osmand?id=${encodeURIComponent(token)}&lat=24.71&lon=46.71&timestamp=${secondsAgo(20)}`,
    });
    expect(queried.statusCode, queried.body).toBe(200);
    const rows = await stored(busId);
    expect(rows.map((r) => [r.lat, r.lng, r.speedKmh, r.batteryPercent])).toEqual([
      [24.7, 46.7, null, null],
      [24.71, 46.71, null, null],
    ]);
    expect(rows[0]!.at.toISOString()).toBe(first.toISOString());
  });

  it("stores a fix sent as Traccar Client's JSON (speed in m/s, battery level 0–1)", async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    const at = new Date(Date.now() - 45_000).toISOString();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/osmand',
      payload: {
        device_id: token,
        location: {
          timestamp: at,
          coords: {
            latitude: 24.702,
            longitude: 46.701,
            speed: 10,
            heading: 180,
            accuracy: 4,
            altitude: 600,
          },
          is_moving: true,
          battery: { level: 0.42, is_charging: false },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe('');
    const [row] = await stored(busId);
    expect(row).toMatchObject({ lat: 24.702, lng: 46.701, speedKmh: 36, heading: 180, batteryPercent: 42 });
    expect(row!.at.toISOString()).toBe(at);
  });

  it('answers an unknown or missing identifier with 401 problem+json, whatever the body', async () => {
    for (const url of [
      '/api/v1/device/osmand?id=rdt_unknown&lat=24.7&lon=46.7',
      '/api/v1/device/osmand?id=rdt_unknown&lat=junk',
      '/api/v1/device/osmand?lat=24.7&lon=46.7',
      '/api/v1/device/osmand',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: en });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        code: 'monitoring.deviceToken',
        title: "The bus device's token is missing or not valid",
      });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/osmand',
      payload: { device_id: 'rdt_unknown', location: { coords: { latitude: 24.7, longitude: 46.7 } } },
    });
    expect(json.statusCode).toBe(401);
  });

  it('refuses junk coordinates and times with 400 naming each field, storing nothing', async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    const junk = await t.app.inject({
      method: 'GET',
      url: `/api/v1/device/osmand?id=${token}&lat=91&lon=abc&speed=-3&timestamp=yesterday`,
      headers: en,
    });
    expect(junk.statusCode, junk.body).toBe(400);
    expect(junk.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(junk.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'lat', code: 'validation.latitude' }),
        expect.objectContaining({ path: 'lon', code: 'validation.number' }),
        expect.objectContaining({ path: 'speed', code: 'validation.min' }),
        expect.objectContaining({ path: 'timestamp', code: 'validation.dateTime' }),
      ]),
    );
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/device/osmand?id=${token}` });
    expect(missing.json().errors.map((e: { path: string; code: string }) => `${e.path} ${e.code}`)).toEqual([
      'lat validation.required',
      'lon validation.required',
    ]);
    const future = await t.app.inject({
      method: 'GET',
      url: `/api/v1/device/osmand?id=${token}&lat=24.7&lon=46.7&timestamp=${secondsAgo(-3600)}`,
      headers: en,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toMatchObject([{ path: 'timestamp', code: 'monitoring.futureTimestamp' }]);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/osmand',
      headers: { 'content-type': 'application/json' },
      payload: '{"device_id":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['content-type']).toMatch(/^application\/problem\+json/);
    // Only plain decimals: JavaScript's Number() would read 0x18 as 24, 2.4e1 as 24.
    for (const [lat, speed] of [
      ['0x18', '0b1'],
      ['2.4e1', 'Infinity'],
      ['+24.7', '1_0'],
      ['24.7.1', '0o7'],
    ]) {
      const loose = await t.app.inject({
        method: 'GET',
        url: `/api/v1/device/osmand?id=${token}&lat=${encodeURIComponent(lat!)}&lon=46.7&speed=${speed}`,
      });
      expect(loose.statusCode, `${lat} ${speed}`).toBe(400);
      expect(loose.json().errors.map((e: { path: string; code: string }) => `${e.path} ${e.code}`)).toEqual([
        'lat validation.number',
        'speed validation.number',
      ]);
    }
    expect(await stored(busId)).toEqual([]);
  });

  it('never keeps the issued device token in the Idempotency-Key store; a repeat gets 410', async () => {
    const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
    const key = { 'idempotency-key': `device-token-${busId}` };
    const first = await admin.call('POST', `/api/v1/buses/${busId}/device-token`, { headers: key });
    expect(first.statusCode, first.body).toBe(201);
    const token = first.json().token as string;
    expect(first.json().serverUrl).toMatch(/^http:\/\/[^/]+\/api\/v1\/device\/osmand$/);
    const [row] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key['idempotency-key']));
    expect(JSON.stringify(row)).not.toContain(token);
    const repeat = await admin.call('POST', `/api/v1/buses/${busId}/device-token`, {
      headers: { ...key, ...en },
    });
    expect(repeat.statusCode).toBe(410);
    expect(repeat.json().code).toBe('idempotency.secretShownOnce');
    expect(repeat.body).not.toContain(token);
    // The token issued first still works: the repeat issued nothing.
    const fix = await t.app.inject({
      method: 'GET',
      url: `/api/v1/device/osmand?id=${token}&lat=24.7&lon=46.7`,
    });
    expect(fix.statusCode, fix.body).toBe(200);
  });

  it('shows the last fix, battery and last-heard time on GET /buses/:id for a bus on no trip; offline after 10 minutes', async () => {
    const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id as string;
    const unheard = (await admin.call('GET', `/api/v1/buses/${busId}`)).json();
    expect(unheard).toMatchObject({ lastPosition: null, device: null, lastHeardAt: null, offline: true });
    const token = (await admin.call('POST', `/api/v1/buses/${busId}/device-token`)).json().token as string;
    const at = secondsAgo(40);
    const fix = await t.app.inject({
      method: 'GET',
      url: `/api/v1/device/osmand?id=${token}&lat=24.71&lon=46.68&timestamp=${at}&speed=20&batt=64`,
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const heard = (await admin.call('GET', `/api/v1/buses/${busId}`)).json();
    expect(heard.lastPosition).toEqual({
      lat: 24.71,
      lng: 46.68,
      at: new Date(at * 1000).toISOString(),
      speedKmh: 37,
      heading: null,
      batteryPercent: 64,
    });
    expect(heard.offline).toBe(false);
    expect(Date.now() - Date.parse(heard.lastHeardAt)).toBeLessThan(60_000);
    expect(heard.device.lastSeenAt).not.toBeNull();
    expect(heard).not.toHaveProperty('token');

    // Eleven minutes of silence.
    const quiet = new Date(Date.now() - 11 * 60_000);
    await t.app.db.update(busPositions).set({ receivedAt: quiet }).where(eq(busPositions.busId, busId));
    await t.app.db.update(deviceTokens).set({ lastSeenAt: quiet }).where(eq(deviceTokens.busId, busId));
    const silent = (await admin.call('GET', `/api/v1/buses/${busId}`)).json();
    expect(silent).toMatchObject({ offline: true, lastHeardAt: quiet.toISOString() });
    expect(silent.lastPosition.batteryPercent).toBe(64);
  });

  it('revokes the device identifier: its tracker is refused from then on, and a second revoke is 404', async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    const fix = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/device/osmand?id=${id}&lat=24.7&lon=46.7` });
    expect((await fix(token)).statusCode).toBe(200);
    const revoked = await admin.call('DELETE', `/api/v1/buses/${busId}/device-token`);
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await fix(token)).statusCode).toBe(401);
    expect((await admin.call('GET', `/api/v1/buses/${busId}`)).json().device).toBeNull();
    expect((await admin.call('DELETE', `/api/v1/buses/${busId}/device-token`)).statusCode).toBe(404);

    // Rotating: a new identifier replaces the old one, which stops working at once.
    const first = (await admin.call('POST', `/api/v1/buses/${busId}/device-token`)).json().token as string;
    const second = (await admin.call('POST', `/api/v1/buses/${busId}/device-token`)).json().token as string;
    expect(second).not.toBe(first);
    expect((await fix(first)).statusCode).toBe(401);
    expect((await fix(second)).statusCode).toBe(200);
  });

  // The sanity checks on what a bus's device sends (docs/security.md, "A bus's device is held to what a bus can do").
  const osmand = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/device/osmand?${query}`, headers: en });

  it('reads numbers strictly: spaces, blanks and times past what a date holds are refused with 400, never a 500', async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    for (const [lat, lon] of [
      [' 24.7', '46.7'],
      ['24.7 ', '46.7'],
      ['24.7', '%2046.7'],
      ['%20', '46.7'],
      ['24.7', '181'],
    ]) {
      const refused = await osmand(`id=${token}&lat=${lat}&lon=${lon}`);
      expect(refused.statusCode, `${lat} ${lon}: ${refused.body}`).toBe(400);
    }
    const far = await osmand(`id=${token}&lat=24.7&lon=46.7&timestamp=1${'0'.repeat(30)}`);
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json().errors).toMatchObject([{ path: 'timestamp', code: 'validation.dateTime' }]);
    const blank = await osmand(`id=${token}&lat=&lon=46.7`);
    expect(blank.json().errors).toMatchObject([{ path: 'lat', code: 'validation.required' }]);
    expect(await stored(busId)).toEqual([]);
  });

  it('stores an exact replay once', async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    const fix = `id=${token}&lat=24.7012&lon=46.7003&timestamp=${secondsAgo(20)}`;
    expect((await osmand(fix)).statusCode).toBe(200);
    expect((await osmand(fix)).statusCode).toBe(200);
    expect(await stored(busId)).toHaveLength(1);
  });

  it("refuses a bus's position requests past its allowance with 429 and Retry-After, across two replicas", async () => {
    const { token, busId } = await startedTrip(t, admin, place);
    const other = await startedTrip(t, admin, place);
    const extra = 10;
    const sent = await Promise.all(
      Array.from({ length: POSITION_ALLOWANCE.max + extra }, (_, i) =>
        osmand(
          `id=${token}&lat=24.7&lon=${(46.7 + i / 100_000).toFixed(6)}&timestamp=${secondsAgo(100) + i}`,
        ),
      ),
    );
    const refused = sent.filter((r) => r.statusCode === 429);
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(POSITION_ALLOWANCE.max);
    expect(refused).toHaveLength(extra);
    expect(refused[0]!.headers['retry-after']).toMatch(/^([1-9]|10)$/);
    expect(refused[0]!.json()).toMatchObject({ code: 'monitoring.deviceRateLimited' });
    expect(refused[0]!.json().title).toMatch(/more positions than allowed/);
    expect(await stored(busId)).toHaveLength(POSITION_ALLOWANCE.max);
    // Another bus has its own allowance.
    const fine = await osmand(`id=${other.token}&lat=24.7&lon=46.7&timestamp=${secondsAgo(5)}`);
    expect(fine.statusCode).toBe(200);

    // Two processes writing for one bus count against the one figure in the database.
    const third = await startedTrip(t, admin, place);
    const replicas = [0, 1].map(
      () => new PositionIngest(t.app.db, t.app.liveFeed, () => t.app.operatorsClock()),
    );
    const half = (POSITION_ALLOWANCE.max + extra) / 2;
    const outcomes = await Promise.allSettled(
      replicas.flatMap((replica, r) =>
        Array.from({ length: half }, (_, i) =>
          replica.submit(third.token, [
            {
              at: new Date(Date.now() - 200_000 + (r * half + i) * 1000),
              lat: 24.7,
              lng: 46.7,
              speedKmh: 0,
              heading: null,
            },
          ]),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(POSITION_ALLOWANCE.max);
    const limited = outcomes.filter((o) => o.status === 'rejected');
    expect(limited).toHaveLength(extra);
    expect((limited[0] as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect(await stored(third.busId)).toHaveLength(POSITION_ALLOWANCE.max);
  });

  it("refuses a jump no bus can make: Riyadh to London in a second leaves the bus's position where it was", async () => {
    const { token, busId, device } = await startedTrip(t, admin, place);
    const start = secondsAgo(60);
    const at = (lat: number, lng: number, time: number) =>
      `id=${token}&lat=${lat}&lon=${lng}&timestamp=${time}`;
    expect((await osmand(at(RIYADH.lat, RIYADH.lng, start))).statusCode).toBe(200);
    // Answered 200 (a tracker would otherwise send it again for ever), not stored.
    expect((await osmand(at(LONDON.lat, LONDON.lng, start + 1))).statusCode).toBe(200);
    const shown = (await admin.call('GET', `/api/v1/buses/${busId}`)).json();
    expect(shown.lastPosition).toMatchObject({ lat: RIYADH.lat, lng: RIYADH.lng });
    // Forty seconds later, 300 metres on: a bus's pace, measured from the last possible fix.
    expect((await osmand(at(RIYADH.lat + 0.0027, RIYADH.lng, start + 40))).statusCode).toBe(200);
    expect((await stored(busId)).map((p) => p.lat)).toEqual([RIYADH.lat, RIYADH.lat + 0.0027]);

    const batch = await device('positions', {
      points: [
        { at: ago(10), lat: LONDON.lat, lng: LONDON.lng },
        { at: ago(9), lat: RIYADH.lat + 0.003, lng: RIYADH.lng },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(202);
    expect(batch.json()).toMatchObject({ accepted: 1, duplicates: 0, implausible: 1 });
    expect((await stored(busId)).some((p) => p.lat === LONDON.lat)).toBe(false);
  });

  it('tells which cards are unknown only within the bus allowance, then refuses with 429 naming none', async () => {
    const { device } = await startedTrip(t, admin, place);
    const guesses = (from: number, count: number) => ({
      scans: Array.from({ length: count }, (_, i) => ({
        cardNumber: `GUESS-${from + i}`,
        kind: 'on',
        at: ago(60 - i),
      })),
    });
    const named = await device('scans', guesses(0, UNKNOWN_CARD_ALLOWANCE.max), en);
    expect(named.statusCode).toBe(400);
    expect(named.json().errors).toHaveLength(UNKNOWN_CARD_ALLOWANCE.max);
    const guessing = await device('scans', guesses(100, 1), en);
    expect(guessing.statusCode, guessing.body).toBe(429);
    expect(Number(guessing.headers['retry-after'])).toBeGreaterThan(3000);
    expect(guessing.json()).toMatchObject({ code: 'monitoring.unknownCardsLimited' });
    expect(guessing.json().errors ?? []).toEqual([]);
    expect(guessing.json().title).toMatch(/Too many unknown cards/);
  });
});
