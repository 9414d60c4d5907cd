import { and, eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput } from '../../test/fixtures';
import { ago, en, liveTripPlace, STOP_A, startedTrip, TZ, today } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { issueTripLink } from '../trip-links/issue-trip-link';
import { tripEvents, tripHandovers } from '../trips/trips.table';

const MINUTE = 60_000;

describe.each(DATABASES)('a disruption replacement on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(() => t?.close());

  const newBus = async () => {
    const bus = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json();
    return bus as { id: string; plateNumber: string };
  };
  const newDriver = async (overrides = {}) =>
    (await admin.call('POST', '/api/v1/drivers', { body: driverInput(overrides) })).json().id as string;
  const tripOf = async (id: string) => (await admin.call('GET', `/api/v1/trips/${id}`)).json();
  const report = async (tripId: string, body: Record<string, unknown>, headers = {}) =>
    admin.call('POST', `/api/v1/trips/${tripId}/disruptions`, {
      body: {
        reason: 'breakdown',
        occurredAt: new Date().toISOString(),
        tripVersion: (await tripOf(tripId)).version,
        ...body,
      },
      headers,
    });

  it('hands the trip to the replacement: its device, its crew, the monitor and the parents’ link', async () => {
    const broken = await startedTrip(t, admin, place);
    const brokenTrip = await tripOf(broken.tripId);
    const replacement = await newBus();
    const driverId = await newDriver();
    const token = (await admin.call('POST', `/api/v1/buses/${replacement.id}/device-token`)).json().token;
    const replacementDevice = (points: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/device/positions',
        headers: { authorization: `Bearer ${token}` },
        payload: { points },
      });
    // Before the takeover the replacement's fixes are its own, not the trip's.
    expect((await replacementDevice([{ at: ago(120), ...STOP_A }])).json().tripId).toBeNull();

    const reported = await report(broken.tripId, {
      replacementBusId: replacement.id,
      replacementDriverId: driverId,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const disruption = reported.json();
    // The record keeps the bus and driver that were disrupted.
    expect(disruption).toMatchObject({
      busId: broken.busId,
      driverId: brokenTrip.driverId,
      trip: { busPlate: brokenTrip.bus.plateNumber },
      replacementBus: { id: replacement.id },
    });

    const trip = await tripOf(broken.tripId);
    expect(trip).toMatchObject({ busId: replacement.id, driverId, status: 'disrupted' });
    expect(trip.events.map((e: { type: string }) => e.type)).toContain('handover');

    const fromBroken = await broken.device('positions', { points: [{ at: ago(60), ...STOP_A }] });
    expect(fromBroken.statusCode, fromBroken.body).toBe(202);
    expect(fromBroken.json().tripId).toBeNull();
    const fromReplacement = await replacementDevice([{ at: ago(30), ...STOP_A }]);
    expect(fromReplacement.json().tripId).toBe(broken.tripId);
    const live = (await admin.call('GET', `/api/v1/trips/${broken.tripId}/live`)).json();
    expect(live.positions).toHaveLength(1);

    const monitor = (await admin.call('GET', '/api/v1/monitoring/today')).json();
    expect(JSON.stringify(monitor)).toContain(replacement.plateNumber);
    const onMonitor = JSON.stringify(monitor).includes(`"plateNumber":"${brokenTrip.bus.plateNumber}"`);
    expect(onMonitor).toBe(false);

    const linkToken = await issueTripLink(
      t.app.db,
      { tripId: broken.tripId, studentId: broken.riders[0]!, date: today },
      TZ,
    );
    const link = (await t.app.inject({ url: `/api/v1/public/trip-links/${linkToken}` })).json();
    expect(link).toMatchObject({ busPlate: replacement.plateNumber, replacementBus: true });
    const page = await t.app.inject({ url: `/en/t/${linkToken}` });
    expect(page.body).toContain('Replacement bus');
    expect(page.body).toContain(replacement.plateNumber);

    const history = (await admin.call('GET', `/api/v1/trips/${broken.tripId}/history`)).json().items;
    expect(history[0]).toMatchObject({
      before: { busId: broken.busId, status: 'in_progress' },
      after: { busId: replacement.id, status: 'disrupted' },
    });
  });

  it('refuses a replacement bus whose periodic service is overdue, in the trip form’s words', async () => {
    const broken = await startedTrip(t, admin, place);
    const overdue = (
      await admin.call('POST', '/api/v1/buses', { body: busInput({ serviceIntervalMonths: 3 }) })
    ).json();
    const logged = await admin.call('POST', '/api/v1/bus-maintenance', {
      body: {
        busId: overdue.id,
        serviceDate: '2020-01-01',
        work: 'تغيير الزيت',
        costHalalas: 100,
        garage: null,
        odometerKm: 1,
      },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const refused = await report(broken.tripId, { replacementBusId: overdue.id }, en);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({
        path: 'replacementBusId',
        code: 'trips.busServiceOverdue',
        message: "The bus's periodic service is overdue: record its service on the bus's page first",
      }),
    ]);
    expect((await tripOf(broken.tripId)).busId).toBe(broken.busId);
  });

  it('offers neither the disrupted bus nor a crew busy at the same time, and refuses them', async () => {
    const broken = await startedTrip(t, admin, place);
    const busyBus = await newBus();
    const busyDriver = await newDriver();
    const other = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: 'رحلة أخرى',
        direction: 'to_school',
        schoolId: place.schoolId,
        busId: busyBus.id,
        driverId: busyDriver,
        date: today,
        departureTime: '00:00',
        stops: [{ stopId: place.stopIds[0]!, plannedTime: '00:00', studentIds: [] }],
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    const idle = await newBus();

    const busy = (await admin.call('GET', `/api/v1/trips/${broken.tripId}/busy-crews`)).json();
    expect(busy.busIds).toContain(busyBus.id);
    expect(busy.driverIds).toContain(busyDriver);
    expect(busy.busIds).not.toContain(idle.id);

    const same = await report(broken.tripId, { replacementBusId: broken.busId }, en);
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      expect.objectContaining({ path: 'replacementBusId', code: 'disruptions.brokenBus' }),
    ]);
    const taken = await report(
      broken.tripId,
      { replacementBusId: busyBus.id, replacementDriverId: busyDriver },
      en,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      expect.objectContaining({
        path: 'replacementBusId',
        code: 'trips.busBooked',
        message: 'The bus is on another trip at the same time',
      }),
      expect.objectContaining({ path: 'replacementDriverId', code: 'trips.driverBooked' }),
    ]);
    for (const minutesLost of [99_999, -3]) {
      const wrong = await report(broken.tripId, { minutesLost, studentsMoved: -3 });
      expect(wrong.statusCode).toBe(400);
      expect(
        wrong
          .json()
          .errors.map((e: { path: string }) => e.path)
          .sort(),
      ).toEqual(['minutesLost', 'studentsMoved']);
    }
    expect((await tripOf(broken.tripId)).status).toBe('in_progress');

    // Resolved, the record no longer moves the trip to another bus.
    const reported = (await report(broken.tripId, {})).json();
    const resolved = (
      await admin.call('POST', `/api/v1/disruptions/${reported.id}/resolve`, {
        body: { outcome: 'in_progress', resolution: 'أُصلح العطل', version: reported.version },
      })
    ).json();
    const late = await admin.call('PUT', `/api/v1/disruptions/${reported.id}`, {
      body: {
        reason: 'breakdown',
        occurredAt: resolved.occurredAt,
        replacementBusId: idle.id,
        version: resolved.version,
      },
      headers: en,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0]).toMatchObject({
      path: 'replacementBusId',
      code: 'disruptions.replacementClosed',
    });
    expect((await tripOf(broken.tripId)).busId).toBe(broken.busId);
  });

  it('changing the replacement later hands the trip over again, and the settlement pays each driver his part', async () => {
    const first = await newDriver({ tripRate: 4000 });
    const second = await newDriver({ tripRate: 6000 });
    const broken = await startedTrip(t, admin, place);
    const { driverId: brokenDriver } = await tripOf(broken.tripId);
    // The trip's own driver is replaced by `first` in the report, then by `second` on the record.
    const reported = (await report(broken.tripId, { replacementDriverId: first })).json();
    const moved = await admin.call('PUT', `/api/v1/disruptions/${reported.id}`, {
      body: {
        reason: 'breakdown',
        occurredAt: reported.occurredAt,
        replacementDriverId: second,
        version: reported.version,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await tripOf(broken.tripId)).driverId).toBe(second);
    const resolved = await admin.call('POST', `/api/v1/disruptions/${reported.id}/resolve`, {
      body: { outcome: 'completed', resolution: 'أكمل السائق البديل الرحلة', version: moved.json().version },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    // On a fixed clock: started at 0, `first` from 20 min, `second` from 30 min, completed at 40 min.
    const start = Date.parse(`${today}T00:00:00+03:00`);
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    await t.app.db
      .update(tripEvents)
      .set({ at: at(0) })
      .where(and(eq(tripEvents.tripId, broken.tripId), eq(tripEvents.toStatus, 'in_progress')));
    await t.app.db
      .update(tripEvents)
      .set({ at: at(40) })
      .where(and(eq(tripEvents.tripId, broken.tripId), eq(tripEvents.toStatus, 'completed')));
    await t.app.db
      .update(tripHandovers)
      .set({ at: at(20) })
      .where(and(eq(tripHandovers.tripId, broken.tripId), eq(tripHandovers.toDriverId, first)));
    await t.app.db
      .update(tripHandovers)
      .set({ at: at(30) })
      .where(and(eq(tripHandovers.tripId, broken.tripId), eq(tripHandovers.toDriverId, second)));

    const composeFor = (driverId: string) => ({
      driverId,
      periodStart: today,
      periodEnd: today,
      deductionsHalalas: 0,
      deductionNote: '',
    });
    const lineOf = async (driverId: string) => {
      const preview = await admin.call('POST', '/api/v1/settlements/preview', { body: composeFor(driverId) });
      expect(preview.statusCode, preview.body).toBe(200);
      return preview.json().lines.find((l: { tripId: string }) => l.tripId === broken.tripId);
    };
    const ownRate = (await admin.call('GET', `/api/v1/drivers/${brokenDriver}`)).json().tripRate as number;
    expect(await lineOf(brokenDriver)).toMatchObject({
      sharePercent: 50,
      rateHalalas: Math.floor(ownRate / 2),
    });
    expect(await lineOf(first)).toMatchObject({ sharePercent: 25, rateHalalas: 1000, lateMinutes: 0 });
    expect(await lineOf(second)).toMatchObject({
      sharePercent: 25,
      rateHalalas: 1500,
      startedAt: at(30).toISOString(),
    });

    // Settling one driver leaves the trip to the others.
    const settled = await admin.call('POST', '/api/v1/settlements', { body: composeFor(first) });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json()).toMatchObject({ grossHalalas: 1000, lines: [{ sharePercent: 25 }] });
    expect(await lineOf(first)).toBeUndefined();
    expect(await lineOf(second)).toMatchObject({ sharePercent: 25 });
  });
});
