import { plannerRulesSchema } from '@rihla/shared/contracts/planner';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { busPositions } from '../devices/devices.table';
import { companyPlanningData } from '../planner/planner-input';
import { busDailyDistances } from './bus-maintenance.table';
import { computeDailyDistances, sweepDailyDistances } from './daily-distances';

const ZONE = 'Asia/Riyadh';
const today = todayIn(ZONE);
const inDays = (days: number) => addDays(today, days);
/** An instant of the operators' day (Riyadh is UTC+3 all year). */
const riyadh = (day: string, time: string) => new Date(`${day}T${time}+03:00`);
const en = { 'accept-language': 'en' };
const ar = { 'accept-language': 'ar' };

describe.each(DATABASES)('bus odometer, service intervals and maintenance log on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  const newBus = async (overrides = {}) => {
    const response = await admin.call('POST', '/api/v1/buses', { body: busInput(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; version: number };
  };
  const logService = async (busId: string, overrides = {}) => {
    const response = await admin.call('POST', '/api/v1/bus-maintenance', {
      body: {
        busId,
        serviceDate: inDays(-10),
        work: 'تغيير الزيت والفلاتر',
        costHalalas: 45_000,
        garage: 'ورشة الملز',
        odometerKm: 50_000,
        ...overrides,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; version: number };
  };
  const serviceOf = async (busId: string) =>
    (await admin.call('GET', `/api/v1/buses/${busId}`)).json().service;

  describe('daily distances', () => {
    it('sums the steps between fixes, leaves out an impossible jump and a parked bus’s scatter, and is the same when recomputed', async () => {
      const bus = await newBus();
      const day = inDays(-3);
      // Northwards along a meridian: 0.01° of latitude is 1,111.95 m.
      const fix = (time: string, lat: number, speedKmh: number | null = 40) => ({
        busId: bus.id,
        at: riyadh(day, time),
        lat,
        lng: 46.7,
        speedKmh,
      });
      await t.app.db.insert(busPositions).values([
        fix('06:00:00', 24.7),
        fix('06:02:00', 24.71),
        fix('06:04:00', 24.72),
        // 111 km in a minute: a jump the bus did not drive, then back on the road.
        fix('06:05:00', 25.72),
        fix('06:06:00', 24.73),
        // Parked: two fixes that both report standing still, 20 m apart.
        fix('09:00:00', 24.73, 0),
        fix('09:05:00', 24.7302, 0),
        // The day before and the day after are not this day's.
        { ...fix('06:00:00', 20), at: riyadh(addDays(day, -1), '23:59:00') },
        { ...fix('06:00:00', 30), at: riyadh(addDays(day, 1), '00:01:00') },
      ]);
      await computeDailyDistances(t.app.db, day, ZONE);
      const [kept] = await t.app.db
        .select()
        .from(busDailyDistances)
        .where(eq(busDailyDistances.busId, bus.id));
      // 24.70 -> 24.71 -> 24.72 and 25.72 -> 24.73 is left out, 24.72 -> 25.72 too; 24.73 -> 24.73 (0 m, moving).
      expect(kept).toMatchObject({ day, fixes: 7 });
      expect(kept!.meters).toBeGreaterThan(2_220);
      expect(kept!.meters).toBeLessThan(2_226);
      await computeDailyDistances(t.app.db, day, ZONE);
      const again = await t.app.db
        .select()
        .from(busDailyDistances)
        .where(eq(busDailyDistances.busId, bus.id));
      expect(again).toHaveLength(1);
      expect(again[0]!.meters).toBe(kept!.meters);
    });

    it('adds the kept days after the recorded reading to it, and the sweep fills the closed days of the backlog', async () => {
      const bus = await newBus({ odometerKm: 100_000, odometerReadOn: inDays(-5) });
      const fix = (day: string, time: string, lat: number) => ({
        busId: bus.id,
        at: riyadh(day, time),
        lat,
        lng: 46.7,
        speedKmh: 60,
      });
      await t.app.db.insert(busPositions).values([
        // The reading's own day is in the reading.
        fix(inDays(-5), '07:00:00', 24.7),
        fix(inDays(-5), '07:30:00', 24.9),
        // 0.1° = 11.12 km on each of two days after it.
        fix(inDays(-4), '07:00:00', 24.7),
        fix(inDays(-4), '07:30:00', 24.8),
        fix(inDays(-2), '07:00:00', 24.7),
        fix(inDays(-2), '07:30:00', 24.8),
        // Today is not over: not counted yet.
        fix(today, '00:00:00', 24.7),
        fix(today, '00:00:30', 24.71),
      ]);
      await sweepDailyDistances(t.app.db, today, ZONE);
      const days = await t.app.db.select().from(busDailyDistances).where(eq(busDailyDistances.busId, bus.id));
      expect(days.map((d) => d.day).sort()).toEqual([inDays(-5), inDays(-4), inDays(-2)]);
      expect((await serviceOf(bus.id)).odometerKm).toBe(100_022);
    });
  });

  describe('the maintenance log', () => {
    it('logs, lists, edits at the version read and deletes a service, each audited', async () => {
      const bus = await newBus();
      const other = await newBus();
      const logged = await logService(bus.id);
      await logService(other.id);
      const list = (await admin.call('GET', `/api/v1/bus-maintenance?busId=${bus.id}`)).json();
      expect(list.items).toMatchObject([
        { id: logged.id, busId: bus.id, costHalalas: 45_000, garage: 'ورشة الملز', odometerKm: 50_000 },
      ]);
      const edited = await admin.call('PUT', `/api/v1/bus-maintenance/${logged.id}`, {
        body: {
          serviceDate: inDays(-9),
          work: 'تغيير الزيت والفلاتر والإطارات',
          costHalalas: 125_050,
          garage: null,
          odometerKm: 50_100,
          version: logged.version,
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ version: 2, costHalalas: 125_050, garage: null });
      const stale = await admin.call('PUT', `/api/v1/bus-maintenance/${logged.id}`, {
        body: { ...(edited.json() as object), version: 1 },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('conflict.stale');
      const removed = await admin.call('DELETE', `/api/v1/bus-maintenance/${logged.id}?version=2`);
      expect(removed.statusCode, removed.body).toBe(204);
      const history = (await admin.call('GET', `/api/v1/bus-maintenance/${logged.id}/history`)).json();
      expect(history.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
      expect((await admin.call('GET', `/api/v1/bus-maintenance?busId=${bus.id}`)).json().total).toBe(0);
    });

    it('refuses a negative cost, a service in the future, an unknown bus and a reading dated ahead, translated, and saves nothing', async () => {
      const bus = await newBus();
      const body = {
        busId: bus.id,
        serviceDate: inDays(-1),
        work: 'فحص المكابح',
        costHalalas: -100,
        garage: null,
        odometerKm: 10,
      };
      const negative = await admin.call('POST', '/api/v1/bus-maintenance', { body, headers: en });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().errors).toMatchObject([{ path: 'costHalalas', code: 'validation.amountMin' }]);
      const future = await admin.call('POST', '/api/v1/bus-maintenance', {
        body: { ...body, costHalalas: 100, serviceDate: inDays(1) },
        headers: ar,
      });
      expect(future.statusCode).toBe(422);
      expect(future.json().errors).toEqual([
        {
          path: 'serviceDate',
          code: 'fleet.futureService',
          message: 'تاريخ الصيانة في المستقبل: سجّل الصيانة بعد إجرائها',
        },
      ]);
      const unknown = await admin.call('POST', '/api/v1/bus-maintenance', {
        body: { ...body, costHalalas: 100, busId: '00000000-0000-4000-8000-000000000000' },
        headers: en,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toMatchObject([
        { path: 'busId', code: 'fleet.busMissing', message: 'The bus does not exist' },
      ]);
      expect((await admin.call('GET', `/api/v1/bus-maintenance?busId=${bus.id}`)).json().total).toBe(0);

      const ahead = await admin.call('POST', '/api/v1/buses', {
        body: busInput({ odometerKm: 1000, odometerReadOn: inDays(1) }),
        headers: en,
      });
      expect(ahead.statusCode).toBe(422);
      expect(ahead.json().errors).toMatchObject([
        {
          path: 'odometerReadOn',
          message: 'The odometer reading is dated in the future: pick today or an earlier day',
        },
      ]);
      const half = await admin.call('POST', '/api/v1/buses', { body: busInput({ odometerKm: 1000 }) });
      expect(half.json().errors).toMatchObject([{ path: 'odometerReadOn', code: 'validation.required' }]);
    });
  });

  describe('service due', () => {
    it('reads due soon and overdue by months or km from the newest service, and filters the list by it', async () => {
      const byMonths = await newBus({ plateNumber: '7101 SRV', serviceIntervalMonths: 6 });
      await logService(byMonths.id, { serviceDate: addDays(inDays(-183), -5), odometerKm: 1 });
      expect(await serviceOf(byMonths.id)).toMatchObject({ state: 'overdue', lastServiceKm: 1 });

      const byKm = await newBus({
        plateNumber: '7102 SRV',
        serviceIntervalKm: 10_000,
        odometerKm: 59_500,
        odometerReadOn: inDays(-1),
      });
      await logService(byKm.id, { odometerKm: 50_000 });
      expect(await serviceOf(byKm.id)).toMatchObject({ state: 'dueSoon', dueKm: 60_000, odometerKm: 59_500 });
      // The newest service restarts the interval.
      await logService(byKm.id, { serviceDate: inDays(-1), odometerKm: 59_400 });
      expect(await serviceOf(byKm.id)).toMatchObject({
        state: 'ok',
        dueKm: 69_400,
        lastServiceOn: inDays(-1),
      });

      const none = await newBus({ plateNumber: '7103 SRV' });
      await logService(none.id, { serviceDate: '2020-01-01' });
      expect((await serviceOf(none.id)).state).toBeNull();

      const plates = async (service: string) =>
        (await admin.call('GET', `/api/v1/buses?q=SRV&service=${service}`))
          .json()
          .items.map((b: { plateNumber: string }) => b.plateNumber);
      expect(await plates('overdue')).toEqual(['7101 SRV']);
      // Logged again, 900 km before it falls due.
      await logService(byKm.id, { serviceDate: inDays(-1), odometerKm: 50_400 });
      expect(await plates('due')).toEqual(['7101 SRV', '7102 SRV']);
    });
  });

  describe('an overdue service blocks dispatch', () => {
    let schoolId: string;
    let stopId: string;
    const overdueBus = async () => {
      const bus = await newBus({ serviceIntervalMonths: 3 });
      await logService(bus.id, { serviceDate: inDays(-120) });
      return bus;
    };
    const trip = async (busId: string, date: string, departureTime = '06:00') => ({
      name: 'الملز صباحًا',
      direction: 'to_school',
      schoolId,
      busId,
      driverId: (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json().id,
      date,
      departureTime,
      stops: [{ stopId, plannedTime: departureTime.replace(':00', ':10'), studentIds: [] }],
    });

    beforeAll(async () => {
      schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
      stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
    });

    it('refuses the trip and the series in both languages, and lets a bus with no interval go', async () => {
      const bus = await overdueBus();
      const refused = await admin.call('POST', '/api/v1/trips', {
        body: await trip(bus.id, inDays(2)),
        headers: en,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContainEqual({
        path: 'busId',
        code: 'trips.busServiceOverdue',
        message: "The bus's periodic service is overdue: record its service on the bus's page first",
      });
      const inArabic = await admin.call('POST', '/api/v1/trips', {
        body: await trip(bus.id, inDays(2)),
        headers: ar,
      });
      expect(inArabic.json().errors).toContainEqual(
        expect.objectContaining({
          message: 'صيانة الحافلة الدورية متأخرة: سجّل صيانتها في صفحة الحافلة أولًا',
        }),
      );

      // Due in 20 days: a series runs into it and names the first day it may not go.
      const soon = await newBus({ serviceIntervalMonths: 3 });
      await logService(soon.id, { serviceDate: addDays(inDays(20), -92) });
      const { date: _date, ...plan } = await trip(soon.id, inDays(1));
      const series = await admin.call('POST', '/api/v1/trip-series', {
        body: { ...plan, weekdays: [0, 1, 2, 3, 4, 5, 6], termStart: inDays(1), termEnd: inDays(40) },
        headers: en,
      });
      expect(series.statusCode).toBe(400);
      expect(series.json().errors).toContainEqual(
        expect.objectContaining({ path: 'busId', code: 'trips.busServiceOverdueOn' }),
      );

      const unset = await newBus();
      await logService(unset.id, { serviceDate: '2020-01-01' });
      const allowed = await admin.call('POST', '/api/v1/trips', { body: await trip(unset.id, inDays(2)) });
      expect(allowed.statusCode, allowed.body).toBe(201);
    });

    it('refuses to start a trip whose bus fell overdue since it was planned, and leaves the bus out of the planner', async () => {
      const bus = await newBus({ serviceIntervalKm: 10_000, odometerKm: 59_000, odometerReadOn: inDays(-1) });
      await logService(bus.id, { odometerKm: 50_000 });
      const planned = await admin.call('POST', '/api/v1/trips', { body: await trip(bus.id, today, '16:00') });
      expect(planned.statusCode, planned.body).toBe(201);
      const current = (await admin.call('GET', `/api/v1/buses/${bus.id}`)).json();
      const { id: _id, createdAt: _c, updatedAt: _u, driver: _d, service: _s, ...fields } = current;
      const read = await admin.call('PUT', `/api/v1/buses/${bus.id}`, {
        body: { ...fields, odometerKm: 60_001 },
      });
      expect(read.statusCode, read.body).toBe(200);
      const start = await admin.call('POST', `/api/v1/trips/${planned.json().id}/transitions`, {
        body: { to: 'in_progress', version: planned.json().version },
      });
      expect(start.statusCode).toBe(409);
      expect(start.json()).toMatchObject({
        code: 'trips.unsafe',
        errors: [{ path: 'busId', code: 'trips.busServiceOverdue' }],
      });

      const fit = await newBus();
      for (const busId of [bus.id, fit.id]) {
        await admin.call('POST', '/api/v1/drivers', { body: driverInput({ assignedBusId: busId }) });
      }
      const data = await companyPlanningData(t.app.db, {
        schoolIds: [schoolId],
        termEnd: inDays(30),
        rules: plannerRulesSchema.parse({}),
      });
      const fleet = data.fleet.map((b) => b.busId);
      expect(fleet).toContain(fit.id);
      expect(fleet).not.toContain(bus.id);
    });
  });
});
