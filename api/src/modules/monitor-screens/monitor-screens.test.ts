import type { TripInput } from '@rihla/shared/contracts/trips';
import { todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const TZ = 'Asia/Riyadh';
const today = todayIn(TZ);
const STOP_A = { lat: 24.7, lng: 46.7 };
const STOP_B = { lat: 24.71, lng: 46.7 };
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

describe.each(DATABASES)('monitor screens read model on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it("lists today's trips with lateness, next stop, ETA and riders on board, and counts them by status", async () => {
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const stopIds: string[] = [];
    for (const at of [STOP_A, STOP_B])
      stopIds.push((await admin.call('POST', '/api/v1/stops', { body: stopInput(at) })).json().id);
    const studentId = (await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).json()
      .id as string;
    const plan = async (name: string, departureTime: string) => {
      const busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id as string;
      const driverId = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json()
        .id as string;
      const input: TripInput = {
        name,
        direction: 'to_school',
        schoolId,
        busId,
        driverId,
        date: today,
        departureTime,
        stops: [
          { stopId: stopIds[0]!, plannedTime: departureTime, studentIds: [studentId] },
          { stopId: stopIds[1]!, plannedTime: departureTime, studentIds: [] },
        ],
      };
      const created = await admin.call('POST', '/api/v1/trips', { body: input });
      expect(created.statusCode, created.body).toBe(201);
      return { id: created.json().id as string, busId };
    };
    const running = await plan('الملز صباحًا', '00:00');
    await plan('العليا صباحًا', '00:01');
    const started = await admin.call('POST', `/api/v1/trips/${running.id}/transitions`, {
      body: { to: 'in_progress', version: 1 },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = (await admin.call('POST', `/api/v1/buses/${running.busId}/device-token`)).json().token;
    const device = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/device/${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    expect(
      (await device('positions', { points: [{ at: ago(20), ...STOP_A, speedKmh: 0 }] })).statusCode,
    ).toBe(202);
    expect((await device('scans', { scans: [{ studentId, kind: 'on', at: ago(15) }] })).statusCode).toBe(201);

    const viewer = await sessionAs(admin.app, 'viewer');
    const answer = await viewer.call('GET', '/api/v1/monitoring/today');
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.date).toBe(today);
    expect(body.counts).toEqual({ scheduled: 1, in_progress: 1, disrupted: 0, completed: 0, cancelled: 0 });
    expect(body.trips.map((trip: { name: string }) => trip.name)).toEqual(['الملز صباحًا', 'العليا صباحًا']);
    const [live, waiting] = body.trips;
    // At the first stop, planned at midnight: late by the minutes since then, heading to the second.
    expect(live).toMatchObject({ status: 'in_progress', onBoard: 1, nextStop: { id: stopIds[1] } });
    expect(live.lateMinutes).toBeGreaterThanOrEqual(0);
    expect(live.lastAt).not.toBeNull();
    expect(waiting).toMatchObject({ status: 'scheduled', onBoard: 0, nextStop: null, etaSeconds: null });
  });

  it('is for operators who may read trips', async () => {
    const finance = await sessionAs(admin.app, 'finance');
    expect((await finance.call('GET', '/api/v1/monitoring/today')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/monitoring/today' });
    expect(anonymous.statusCode).toBe(401);
  });
});
