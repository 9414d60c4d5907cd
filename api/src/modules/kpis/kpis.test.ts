import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { monitorAlerts } from '../alerts/alerts.table';
import { company } from '../company/company.table';
import { busPositions, riderScans } from '../devices/devices.table';
import { studentAbsences } from '../students/students.table';
import { tripEvents, tripStops, tripStudents, trips } from '../trips/trips.table';

const en = { 'accept-language': 'en' };
const ar = { 'accept-language': 'ar' };
/** Riyadh is UTC+3 all year: 06:33 on the operators' clock is 03:33Z. */
const riyadh = (date: string, time: string) => new Date(`${date}T${time}+03:00`);
const RANGE = 'from=2026-03-01&to=2026-03-02';

/**
 * A small set counted by hand (the tolerance is the default 5 minutes):
 * - A, to school, 1 March, bus 1 (20 seats): stop 1 planned 06:30 reached 06:33 (on time), stop 2 (at
 *   school) planned 06:50 reached 06:58 (8 minutes late); fixes 0.01° of latitude apart three times
 *   (2 × 1.112 km) over 35 minutes; students 1 and 2 scanned on (1 twice), 3 never: 2 riders, 1 no-show.
 * - B, from school, 1 March, bus 1: stop 2 planned 13:00 reached 13:00, stop 1 never recorded; no fixes;
 *   student 1 on, 2 never (a no-show), 3 absent that afternoon (not a no-show); a speeding alert
 *   acknowledged after 120 s and an SOS never acknowledged.
 * - C, to school, 2 March, bus 2 (10 seats), school 2: its one stop planned 06:40 reached 06:45:00
 *   (exactly the tolerance: on time); fixes 0.02° apart over 20 minutes; student 4 on; a speeding
 *   alert acknowledged after 60 s.
 * - Left out: a cancelled trip on 1 March and a completed one on 5 March.
 */
describe.each(DATABASES)('KPIs on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const ids = {} as Record<
    | 'school1'
    | 'school2'
    | 'bus1'
    | 'bus2'
    | 'driver1'
    | 'driver2'
    | 'stop1'
    | 'stop2'
    | 'stop3'
    | 'a'
    | 'b'
    | 'c',
    string
  >;
  const students: string[] = [];

  async function create(path: string, body: unknown): Promise<string> {
    const response = await admin.call('POST', `/api/v1/${path}`, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  async function trip(values: {
    name: string;
    direction: 'to_school' | 'from_school';
    date: string;
    school: string;
    bus: string;
    driver: string;
    status?: 'completed' | 'cancelled';
    stops: [string, string][];
  }): Promise<string> {
    const [row] = await t.app.db
      .insert(trips)
      .values({
        name: values.name,
        direction: values.direction,
        schoolId: values.school,
        busId: values.bus,
        driverId: values.driver,
        date: values.date,
        departureTime: values.direction === 'to_school' ? '06:20' : '12:50',
        arrivalTime: values.stops.at(-1)![1],
        status: values.status ?? 'completed',
      })
      .returning({ id: trips.id });
    await t.app.db.insert(tripStops).values(
      values.stops.map(([stopId, plannedTime], position) => ({
        tripId: row!.id,
        position,
        stopId,
        plannedTime,
      })),
    );
    return row!.id;
  }

  const arrival = (tripId: string, stopId: string, at: Date) => ({
    tripId,
    type: 'stop_arrival' as const,
    stopId,
    at,
  });
  const fix = (tripId: string, busId: string, lat: number, at: Date) => ({
    tripId,
    busId,
    lat,
    lng: 46.7,
    at,
  });
  const scan = (tripId: string, busId: string, studentId: string, at: Date) => ({
    tripId,
    busId,
    studentId,
    kind: 'on' as const,
    at,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    ids.school1 = await create('schools', schoolInput());
    ids.school2 = await create('schools', schoolInput());
    ids.bus1 = await create('buses', busInput({ capacity: 20 }));
    ids.bus2 = await create('buses', busInput({ capacity: 10 }));
    ids.driver1 = await create('drivers', driverInput());
    ids.driver2 = await create('drivers', driverInput({ fullName: 'سعد محمد القحطاني' }));
    ids.stop1 = await create('stops', stopInput());
    ids.stop2 = await create('stops', stopInput());
    ids.stop3 = await create('stops', stopInput());
    for (let i = 0; i < 3; i++) students.push(await create('students', studentInput(ids.school1)));
    students.push(await create('students', studentInput(ids.school2)));
    const [s1, s2, s3, s4] = students as [string, string, string, string];
    const one = { school: ids.school1, bus: ids.bus1, driver: ids.driver1 };

    ids.a = await trip({
      name: 'A',
      direction: 'to_school',
      date: '2026-03-01',
      ...one,
      stops: [
        [ids.stop1, '06:30'],
        [ids.stop2, '06:50'],
      ],
    });
    ids.b = await trip({
      name: 'B',
      direction: 'from_school',
      date: '2026-03-01',
      ...one,
      stops: [
        [ids.stop2, '13:00'],
        [ids.stop1, '13:20'],
      ],
    });
    ids.c = await trip({
      name: 'C',
      direction: 'to_school',
      date: '2026-03-02',
      school: ids.school2,
      bus: ids.bus2,
      driver: ids.driver2,
      stops: [[ids.stop3, '06:40']],
    });
    const cancelled = await trip({
      name: 'X',
      direction: 'to_school',
      date: '2026-03-01',
      ...one,
      status: 'cancelled',
      stops: [[ids.stop1, '07:30']],
    });
    const later = await trip({
      name: 'Y',
      direction: 'to_school',
      date: '2026-03-05',
      ...one,
      stops: [[ids.stop1, '06:30']],
    });

    await t.app.db.insert(tripStudents).values([
      ...[ids.a, ids.b, cancelled, later].flatMap((tripId) => [
        { tripId, studentId: s1, stopId: ids.stop1 },
        { tripId, studentId: s2, stopId: ids.stop1 },
        { tripId, studentId: s3, stopId: ids.stop2 },
      ]),
      { tripId: ids.c, studentId: s4, stopId: ids.stop3 },
    ]);
    await t.app.db
      .insert(studentAbsences)
      .values({ studentId: s3, fromDate: '2026-03-01', toDate: '2026-03-01', part: 'afternoon' });
    await t.app.db
      .insert(tripEvents)
      .values([
        arrival(ids.a, ids.stop1, riyadh('2026-03-01', '06:33:00')),
        arrival(ids.a, ids.stop2, riyadh('2026-03-01', '06:58:00')),
        arrival(ids.b, ids.stop2, riyadh('2026-03-01', '13:00:00')),
        arrival(ids.c, ids.stop3, riyadh('2026-03-02', '06:45:00')),
        arrival(later, ids.stop1, riyadh('2026-03-05', '07:30:00')),
      ]);
    await t.app.db
      .insert(busPositions)
      .values([
        fix(ids.a, ids.bus1, 24.7, riyadh('2026-03-01', '06:25:00')),
        fix(ids.a, ids.bus1, 24.71, riyadh('2026-03-01', '06:40:00')),
        fix(ids.a, ids.bus1, 24.72, riyadh('2026-03-01', '07:00:00')),
        fix(ids.c, ids.bus2, 24.7, riyadh('2026-03-02', '06:30:00')),
        fix(ids.c, ids.bus2, 24.72, riyadh('2026-03-02', '06:50:00')),
        fix(later, ids.bus1, 24.9, riyadh('2026-03-05', '06:30:00')),
        fix(later, ids.bus1, 25.9, riyadh('2026-03-05', '07:30:00')),
      ]);
    await t.app.db
      .insert(riderScans)
      .values([
        scan(ids.a, ids.bus1, s1, riyadh('2026-03-01', '06:33:30')),
        scan(ids.a, ids.bus1, s1, riyadh('2026-03-01', '06:34:00')),
        scan(ids.a, ids.bus1, s2, riyadh('2026-03-01', '06:34:10')),
        scan(ids.b, ids.bus1, s1, riyadh('2026-03-01', '12:55:00')),
        scan(ids.c, ids.bus2, s4, riyadh('2026-03-02', '06:45:30')),
        scan(later, ids.bus1, s1, riyadh('2026-03-05', '07:30:30')),
      ]);
    await t.app.db.insert(monitorAlerts).values([
      {
        type: 'speeding',
        status: 'acknowledged',
        busId: ids.bus1,
        tripId: ids.b,
        raisedAt: riyadh('2026-03-01', '13:05:00'),
        acknowledgedAt: riyadh('2026-03-01', '13:07:00'),
      },
      {
        type: 'sos',
        status: 'open',
        busId: ids.bus1,
        tripId: ids.b,
        raisedAt: riyadh('2026-03-01', '13:10:00'),
      },
      {
        type: 'speeding',
        status: 'resolved',
        busId: ids.bus2,
        tripId: ids.c,
        raisedAt: riyadh('2026-03-02', '06:41:00'),
        acknowledgedAt: riyadh('2026-03-02', '06:42:00'),
        resolvedAt: riyadh('2026-03-02', '06:50:00'),
      },
    ]);
  });
  afterAll(() => t?.close());

  it('counts the figures of the range as counted by hand', async () => {
    const response = await admin.call('GET', `/api/v1/kpis?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
      toleranceMinutes: 5,
      trips: 3,
      schoolArrivals: { onTime: 1, late: 1, unrecorded: 0 },
      stopArrivals: { onTime: 3, late: 1, unrecorded: 1 },
      schoolLateMinutes: 8,
      stopLateMinutes: 8,
      kilometres: 4.4,
      serviceMinutes: 55,
      riders: 4,
      noShows: 2,
      seats: 50,
      seatFill: 0.08,
      alerts: [
        { type: 'speeding', count: 2, acknowledged: 2, medianAckSeconds: 90 },
        { type: 'sos', count: 1, acknowledged: 0, medianAckSeconds: null },
      ],
      days: [
        { date: '2026-03-01', trips: 2, schoolOnTime: 0, schoolLate: 1, riders: 3 },
        { date: '2026-03-02', trips: 1, schoolOnTime: 1, schoolLate: 0, riders: 1 },
      ],
    });
  });

  it('narrows to one school, bus or driver', async () => {
    const school2 = (await admin.call('GET', `/api/v1/kpis?${RANGE}&schoolId=${ids.school2}`)).json();
    expect([school2.trips, school2.riders, school2.kilometres, school2.seats]).toEqual([1, 1, 2.2, 10]);
    const bus1 = (await admin.call('GET', `/api/v1/kpis?${RANGE}&busId=${ids.bus1}`)).json();
    expect([bus1.trips, bus1.noShows, bus1.serviceMinutes, bus1.schoolArrivals]).toEqual([
      2,
      2,
      35,
      { onTime: 0, late: 1, unrecorded: 0 },
    ]);
    const driver2 = (await admin.call('GET', `/api/v1/kpis?${RANGE}&driverId=${ids.driver2}`)).json();
    expect(driver2.alerts).toEqual([{ type: 'speeding', count: 1, acknowledged: 1, medianAckSeconds: 60 }]);
  });

  it('lists the trips behind each figure with their own figures', async () => {
    const names = async (figure: string) =>
      (await admin.call('GET', `/api/v1/kpis/trips?${RANGE}&figure=${figure}&sort=name:asc`))
        .json()
        .items.map((trip: { name: string }) => trip.name);
    expect(await names('trips')).toEqual(['A', 'B', 'C']);
    expect(await names('schoolLate')).toEqual(['A']);
    expect(await names('schoolOnTime')).toEqual(['C']);
    expect(await names('stopsLate')).toEqual(['A']);
    expect(await names('noShows')).toEqual(['A', 'B']);
    expect(await names('alerts')).toEqual(['B', 'C']);
    const page = (
      await admin.call('GET', `/api/v1/kpis/trips?${RANGE}&sort=name:asc&pageSize=1&page=2`)
    ).json();
    expect(page.total).toBe(3);
    expect(page.items[0]).toEqual({
      tripId: ids.b,
      date: '2026-03-01',
      name: 'B',
      direction: 'from_school',
      schoolNameAr: expect.any(String),
      schoolNameEn: expect.any(String),
      busPlate: expect.any(String),
      driverName: 'خالد عبدالله العتيبي',
      driverNameEn: null,
      capacity: 20,
      schoolArrival: null,
      schoolLateMinutes: 0,
      stopsOnTime: 1,
      stopsLate: 0,
      stopsUnrecorded: 1,
      stopLateMinutes: 0,
      kilometres: 0,
      serviceMinutes: 0,
      riders: 1,
      noShows: 1,
      alerts: 2,
    });
  });

  it('follows the company tolerance', async () => {
    await t.app.db.update(company).set({ onTimeToleranceMinutes: 10 });
    try {
      const wider = (await admin.call('GET', `/api/v1/kpis?${RANGE}`)).json();
      expect([wider.toleranceMinutes, wider.schoolArrivals, wider.schoolLateMinutes]).toEqual([
        10,
        { onTime: 2, late: 0, unrecorded: 0 },
        0,
      ]);
      expect((await admin.call('GET', '/api/v1/company')).json().onTimeToleranceMinutes).toBe(10);
    } finally {
      await t.app.db.update(company).set({ onTimeToleranceMinutes: 5 });
    }
  });

  it('exports the trips behind a figure in the reader language', async () => {
    const csv = await admin.call(
      'GET',
      `/api/v1/kpis/trips/export.csv?${RANGE}&figure=noShows&sort=name:asc&lang=en`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Arrival at school');
    expect(lines[1]).toContain('Late');
    const xlsx = await admin.call('GET', `/api/v1/kpis/trips/export.xlsx?${RANGE}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a range that ends before it starts, and an unknown school, in both languages', async () => {
    const backwards = await admin.call('GET', '/api/v1/kpis?from=2026-03-02&to=2026-03-01', { headers: en });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({ path: 'to', message: 'The period ends before it starts' }),
    ]);
    const arabic = await admin.call('GET', '/api/v1/kpis/trips?from=2026-03-02&to=2026-03-01', {
      headers: ar,
    });
    expect(arabic.json().errors[0].message).toBe('نهاية الفترة قبل بدايتها');
    const unknown = await admin.call('GET', `/api/v1/kpis?${RANGE}&schoolId=${ids.a}`, { headers: en });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ path: 'schoolId' })]);
    expect(unknown.json().errors[0].message).not.toBe('validation.missingReference');
    const tooLong = await admin.call('GET', '/api/v1/kpis?from=2025-01-01&to=2026-03-01', { headers: en });
    expect(tooLong.json().errors[0].message).toBe('The period is longer than 400 days; choose a shorter one');
    const notADate = await admin.call('GET', '/api/v1/kpis?from=soon&to=2026-03-01', { headers: en });
    expect(notADate.statusCode).toBe(400);
  });
});
