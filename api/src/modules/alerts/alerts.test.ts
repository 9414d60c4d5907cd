import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { ago, en, liveTripPlace, STOP_A, startedTrip, TZ, today } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
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
});
