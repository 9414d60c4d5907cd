import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { ago, en, liveTripPlace, STOP_A, startedTrip, TZ, today } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { LiveFeedHub } from '../live-feed/live-feed-hub';
import { DemoSimulator, SIMULATOR_TICK_MS } from './demo-simulator';
import { minutesOfDayIn } from './geo';

describe.each(DATABASES)('bus devices on %s', (kind) => {
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

  it('refuses positions without a valid device token, out of range or in the future, storing nothing', async () => {
    const { device, tripId } = await started();
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
    const { device, tripId, busId } = await started();
    // Sent newest first, with one point twice (one reading of the clock for both copies).
    const twice = { at: ago(200), lat: 24.695, lng: 46.7, speedKmh: 40 };
    const points = [
      { at: ago(100), lat: 24.7025, lng: 46.7, speedKmh: 30 },
      { at: ago(130), lat: 24.7, lng: 46.7, speedKmh: 0 },
      { at: ago(160), lat: 24.6995, lng: 46.7, speedKmh: 10 },
      twice,
      { ...twice },
    ];
    const first = await device('positions', { points });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ accepted: 4, duplicates: 1, implausible: 0, tripId });
    const again = await device('positions', { points: points.slice(0, 1) });
    expect(again.json()).toEqual({ accepted: 0, duplicates: 1, implausible: 0, tripId });

    const live = (await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json();
    const times = live.positions.map((p: { at: string }) => p.at);
    expect(times).toEqual([...times].sort());
    expect(live.positions).toHaveLength(4);
    expect(live.nextStopId).toBe(place.stopIds[1]);
    expect(live.etaSeconds).toBeGreaterThan(0);

    const details = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json();
    const types = details.events.map((e: { type: string }) => e.type);
    expect(details.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'stop_arrival', stopId: place.stopIds[0] }),
        expect.objectContaining({ type: 'stop_departure', stopId: place.stopIds[0], value: 60 }),
      ]),
    );
    if (minutesOfDayIn(TZ, new Date(Date.now() - 200_000)) >= 6) expect(types).toContain('late');

    // Too fast, then 800 m off the route, away from the school (a bus can get there in 10 s: 2 km
    // would be a jump no bus makes).
    await device('positions', { points: [{ at: ago(90), lat: 24.704, lng: 46.7, speedKmh: 97 }] });
    await device('positions', { points: [{ at: ago(80), lat: 24.705, lng: 46.6915, speedKmh: 40 }] });
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

  it('raises no off-route alert on the leg from the last stop to the school', async () => {
    const { device, busId } = await started();
    // Stop A, stop B, then halfway along the road from B to the school (1.8 km east of the stops' line).
    const points = [
      { at: ago(500), lat: 24.7, lng: 46.7, speedKmh: 0 },
      { at: ago(440), lat: 24.7, lng: 46.7, speedKmh: 0 },
      { at: ago(380), lat: 24.705, lng: 46.7, speedKmh: 30 },
      { at: ago(320), lat: 24.71, lng: 46.7, speedKmh: 0 },
      { at: ago(140), lat: 24.6873, lng: 46.7179, speedKmh: 40 },
    ];
    expect((await device('positions', { points })).json()).toMatchObject({ accepted: 5, implausible: 0 });
    const alerts = (await admin.call('GET', `/api/v1/alerts?busId=${busId}&type=off_route`)).json();
    expect(alerts.total).toBe(0);
  });

  it('records scans with wrong-bus and unexpected-rider flags, and lists who is on board', async () => {
    const other = await started();
    const { device, tripId, busId, riders } = await started();
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

  it('takes scans by rider card number, and refuses a batch with a card no active student holds', async () => {
    const { device, tripId, riders } = await started();
    const [first, second] = riders as [string, string];
    const student = (await admin.call('GET', `/api/v1/students/${first}`)).json();
    const card = `RF-${first.slice(0, 8)}`;
    const carded = await admin.call('PUT', `/api/v1/students/${first}`, {
      body: {
        nameAr: student.nameAr,
        nameEn: student.nameEn,
        schoolId: student.schoolId,
        grade: student.grade,
        cardNumber: card.toLowerCase(),
        version: student.version,
      },
    });
    expect(carded.statusCode, carded.body).toBe(200);
    const unknown = await device(
      'scans',
      {
        scans: [
          { cardNumber: card, kind: 'on', at: ago(50) },
          { cardNumber: 'NO-SUCH-CARD', kind: 'on', at: ago(40) },
        ],
      },
      en,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(unknown.json()).toMatchObject({
      code: 'monitoring.unknownCard',
      title: 'No active student has this card number',
      errors: [{ path: 'scans.1.cardNumber', code: 'monitoring.unknownCard' }],
    });
    expect((await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json().onBoard).toEqual([]);
    const both = await device('scans', {
      scans: [{ cardNumber: card, studentId: second, kind: 'on', at: ago(30) }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toMatchObject([
      { path: 'scans.0.cardNumber', code: 'validation.cardOrStudent' },
    ]);
    const scanned = await device('scans', {
      scans: [
        { cardNumber: card.toLowerCase(), kind: 'on', at: ago(20) },
        { studentId: second, kind: 'on', at: ago(10) },
      ],
    });
    expect(scanned.statusCode, scanned.body).toBe(201);
    expect(scanned.json().scans.map((s: { studentId: string }) => s.studentId)).toEqual([first, second]);
    expect((await admin.call('GET', `/api/v1/trips/${tripId}/live`)).json().onBoard.sort()).toEqual(
      [first, second].sort(),
    );
  });

  it('merges a second "on" for a student already on board: one boarded on the timeline, counted as a duplicate', async () => {
    const { device, tripId, riders } = await started();
    const [rider] = riders as [string];
    const first = await device('scans', { scans: [{ studentId: rider, kind: 'on', at: ago(30) }] });
    expect(first.json()).toMatchObject({ accepted: 1, duplicates: 0 });
    const again = await device('scans', {
      scans: [
        { studentId: rider, kind: 'on', at: ago(20) },
        { studentId: rider, kind: 'off', at: ago(10) },
        { studentId: rider, kind: 'on', at: ago(5) },
      ],
    });
    expect(again.json()).toMatchObject({ accepted: 2, duplicates: 1 });
    const details = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json();
    const boarded = details.events.filter(
      (e: { type: string; studentId: string }) => e.type === 'boarded' && e.studentId === rider,
    );
    expect(boarded).toHaveLength(2);
  });

  it('refuses to complete a trip with a child on board unless the bus is confirmed empty (audited, on the timeline)', async () => {
    const { device, tripId, riders } = await started();
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
    const second = await started();
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

  it('drives a trip in progress in demo mode: positions, stops reached, riders scanned on and off', async () => {
    const { tripId, riders } = await started();
    const hub = new LiveFeedHub(t.app.db, undefined, console);
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
    expect(of('stop_arrival').map((e: { stopId: string }) => e.stopId)).toEqual(place.stopIds);
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
});
