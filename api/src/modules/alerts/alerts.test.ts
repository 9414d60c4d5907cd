import { instantAt, operatorsClockAt } from '../../lib/operators-clock';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, studentInput } from '../../test/fixtures';
import { ago, en, liveTripPlace, STOP_A, startedTrip, TZ, today } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sweepLateStarts } from './late-start-sweep';
import { sweepOffline } from './offline-sweep';

describe.each(DATABASES)('alerts on %s', (kind) => {
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

  it('raises device offline, SOS; alerts are acknowledged and resolved, not twice', async () => {
    const { device, busId, tripId } = await started();
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
    const viewer = await sessionAs(admin.app, 'viewer');
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

  const alertsOfTrip = async (tripId: string) =>
    (await admin.call('GET', `/api/v1/alerts?tripId=${tripId}`)).json().items as {
      id: string;
      type: string;
      value: number | null;
      severity: string;
      rule: { threshold: number | null };
    }[];

  it('a trip not started in time raises late start once, whatever the sweeps and their number', async () => {
    const student = (
      await admin.call('POST', '/api/v1/students', { body: studentInput(place.schoolId) })
    ).json();
    const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id as string;
    const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id;
    const created = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: 'الملز صباحًا',
        direction: 'to_school',
        schoolId: place.schoolId,
        busId,
        driverId,
        date: today,
        departureTime: '06:00',
        stops: [{ stopId: place.stopIds[0], plannedTime: '06:00', studentIds: [student.id] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const tripId = created.json().id as string;
    // The late-start rule's default: ten minutes after the planned departure, on the company's clock.
    const at = (time: string) => operatorsClockAt(TZ, instantAt(today, time, TZ));
    expect(await sweepLateStarts(t.app.db, at('06:09'))).toEqual([]);
    expect(await alertsOfTrip(tripId)).toEqual([]);
    const [a, b] = await Promise.all([
      sweepLateStarts(t.app.db, at('06:25')),
      sweepLateStarts(t.app.db, at('06:25')),
    ]);
    expect([...a!, ...b!].filter((e) => e.kind === 'alert' && e.tripId === tripId)).toHaveLength(1);
    const [late] = await alertsOfTrip(tripId);
    expect(late).toMatchObject({
      type: 'late_start',
      value: 25,
      severity: 'warning',
      rule: { threshold: 10 },
    });
    const timeline = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json().events;
    expect(timeline).toContainEqual(
      expect.objectContaining({ type: 'alert', detail: 'late_start', value: 25 }),
    );
    // Resolved and the trip still not started: it was told once, it is not told again.
    await admin.call('POST', `/api/v1/alerts/${late!.id}/actions`, { body: { action: 'resolve' } });
    await sweepLateStarts(t.app.db, at('06:40'));
    expect((await alertsOfTrip(tripId)).map((x) => x.type)).toEqual(['late_start']);
  });

  it('completing raises stop skipped for stops with riders never reached, and check overridden', async () => {
    const { device, tripId, riders } = await started();
    // Stop A reached, stop B (a rider due there) never; a child still scanned on board.
    await device('positions', { points: [{ at: ago(60), ...STOP_A, speedKmh: 0 }] });
    await device('scans', { scans: [{ studentId: riders[0], kind: 'on', at: ago(50) }] });
    const completed = await admin.call('POST', `/api/v1/trips/${tripId}/transitions`, {
      body: { to: 'completed', version: 2, confirmEmpty: true },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const alerts = await alertsOfTrip(tripId);
    expect(alerts.map((a) => [a.type, a.value]).sort()).toEqual([
      ['check_overridden', 1],
      ['stop_skipped', 1],
    ]);
    // Every stop reached and nobody on board: completing raises nothing.
    const clean = await started();
    await clean.device('positions', { points: [{ at: ago(60), ...STOP_A, speedKmh: 0 }] });
    await clean.device('positions', { points: [{ at: ago(30), lat: 24.71, lng: 46.7, speedKmh: 0 }] });
    const done = await admin.call('POST', `/api/v1/trips/${clean.tripId}/transitions`, {
      body: { to: 'completed', version: 2 },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await alertsOfTrip(clean.tripId)).toEqual([]);
  });
});
