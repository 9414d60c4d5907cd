import type { TripInput } from '@rihla/shared/contracts/trips';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { drivers } from '../drivers/drivers.table';
import { studentAbsences } from '../students/students.table';
import { tripEvents } from './trips.table';

const today = todayIn('Asia/Riyadh');
const inDays = (days: number) => addDays(today, days);

describe.each(DATABASES)('trips on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let stopIds: string[];
  let studentIds: string[];

  const newBus = async (overrides = {}) =>
    (await admin.call('POST', '/api/v1/buses', { body: busInput(overrides) })).json() as {
      id: string;
      version: number;
    };
  const newDriver = async (overrides = {}) =>
    (await admin.call('POST', '/api/v1/drivers', { body: driverInput(overrides) })).json() as { id: string };

  async function tripInput(overrides: Partial<TripInput> = {}): Promise<TripInput> {
    return {
      name: 'الملز صباحًا',
      direction: 'to_school',
      schoolId,
      busId: overrides.busId ?? (await newBus()).id,
      driverId: overrides.driverId ?? (await newDriver()).id,
      date: today,
      departureTime: '06:00',
      stops: [
        { stopId: stopIds[0]!, plannedTime: '06:10', studentIds: [studentIds[0]!] },
        { stopId: stopIds[1]!, plannedTime: '06:25', studentIds: [studentIds[1]!] },
      ],
      ...overrides,
    };
  }
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    stopIds = [];
    for (let i = 0; i < 2; i++)
      stopIds.push((await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id);
    studentIds = [];
    for (let i = 0; i < 4; i++) {
      studentIds.push(
        (await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId) })).json().id,
      );
    }
  });
  afterAll(() => t?.close());

  it('never shows the literal actor "seed" older demo seeds wrote on events and audit rows', async () => {
    // No riders: the students of tripInput() stay free for the tests below.
    const stops = [{ stopId: stopIds[0]!, plannedTime: '06:10', studentIds: [] }];
    const trip = (await admin.call('POST', '/api/v1/trips', { body: await tripInput({ stops }) })).json();
    await t.app.db.insert(tripEvents).values({ tripId: trip.id, type: 'updated', actorName: 'seed' });
    await t.app.db
      .insert(auditLog)
      .values({ entityType: 'trip', entityId: trip.id, action: 'update', actorName: 'seed' });
    const events = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json().events;
    expect(events.map((e: { type: string; actorName: string | null }) => [e.type, e.actorName])).toEqual([
      ['created', expect.any(String)],
      ['updated', null],
    ]);
    expect(events[0].actorName).not.toBe('seed');
    const history = (await admin.call('GET', `/api/v1/trips/${trip.id}/history`)).json().items;
    expect(history[0]).toMatchObject({ action: 'update', actorId: null, actorName: null });
  });

  it('plans a trip with ordered stops and students, and shows it with its timeline', async () => {
    const created = await admin.call('POST', '/api/v1/trips', { body: await tripInput() });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'scheduled',
      arrivalTime: '06:25',
      studentCount: 2,
      riderCount: 2,
    });
    const details = (await admin.call('GET', `/api/v1/trips/${created.json().id}`)).json();
    expect(details.stops.map((s: { stopId: string }) => s.stopId)).toEqual(stopIds);
    expect(details.stops[0].students[0]).toMatchObject({ id: studentIds[0], absent: false });
    expect(details.events).toMatchObject([
      { type: 'created', toStatus: 'scheduled', actorName: expect.any(String) },
    ]);
    expect(details.allowedMoves).toEqual(['in_progress', 'cancelled']);
  });

  it('generates a term of trips from a weekly series in one go', async () => {
    const input = await tripInput();
    const { date: _date, ...rest } = input;
    const start = inDays(1);
    const end = inDays(28);
    const response = await admin.call('POST', '/api/v1/trip-series', {
      body: { ...rest, weekdays: [0, 1, 2, 3, 4], termStart: start, termEnd: end },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { seriesId, dates, trips } = response.json();
    expect(trips).toHaveLength(dates.length);
    expect(dates.length).toBe(20);
    for (const date of dates) expect([0, 1, 2, 3, 4]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    const listed = (await admin.call('GET', `/api/v1/trips?seriesId=${seriesId}&pageSize=100`)).json();
    expect(listed.total).toBe(20);
  });

  it('refuses a driver under 25 on the trip date (TGA) and takes him from his 25th birthday; a driver of 17 is not recorded', async () => {
    const tripDay = inDays(30);
    const [year, month, day] = tripDay.split('-').map(Number) as [number, number, number];
    // Twenty-five the day after the trip.
    const dateOfBirth = new Date(Date.UTC(year - 25, month - 1, day + 1)).toISOString().slice(0, 10);
    const young = await newDriver({ dateOfBirth });
    const refused = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({ driverId: young.id, date: tripDay }),
      headers: en,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'driverId',
      code: 'trips.driverUnderAge',
      message:
        'The driver is under 25 on the trip date, the Transport General Authority’s minimum age for a school-bus driver',
    });
    const birthday = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({ driverId: young.id, date: addDays(tripDay, 1) }),
    });
    expect(birthday.statusCode, birthday.body).toBe(201);

    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const seventeen = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ dateOfBirth: new Date(Date.UTC(y - 17, m - 1, d)).toISOString().slice(0, 10) }),
      headers: { 'accept-language': 'ar' },
    });
    expect(seventeen.statusCode).toBe(400);
    expect(seventeen.json().errors).toContainEqual(
      expect.objectContaining({ path: 'dateOfBirth', message: expect.stringContaining('دون 18 سنة') }),
    );
  });

  it('refuses an expired operating card, a bus without tracker or cameras and expired TGA certificates, in both languages; an unrecorded one passes', async () => {
    const tripDay = inDays(40);
    const cases = [
      [
        'busId',
        { busId: (await newBus({ operatingCardNumber: '4100001', operatingCardExpiry: inDays(39) })).id },
        'trips.busOperatingCardExpired',
        "The bus's operating card has expired by the trip date",
        'بطاقة تشغيل الحافلة منتهية في تاريخ الرحلة',
      ],
      [
        'busId',
        { busId: (await newBus({ trackerFitted: false, camerasFitted: true })).id },
        'trips.busNoTracker',
        'The bus has no tracker fitted, which the Transport General Authority requires for school transport',
        'الحافلة بلا جهاز تتبع مركَّب، وهيئة النقل تشترطه في النقل المدرسي',
      ],
      [
        'busId',
        { busId: (await newBus({ trackerFitted: true, camerasFitted: false })).id },
        'trips.busNoCameras',
        'The bus has no cameras fitted, which the Transport General Authority requires for school transport',
        'الحافلة بلا كاميرات مركَّبة، وهيئة النقل تشترطها في النقل المدرسي',
      ],
      [
        'driverId',
        { driverId: (await newDriver({ firstAidExpiry: inDays(39) })).id },
        'trips.driverFirstAidExpired',
        "The driver's first-aid certificate has expired by the trip date",
        'شهادة الإسعافات الأولية للسائق منتهية في تاريخ الرحلة',
      ],
      [
        'driverId',
        { driverId: (await newDriver({ proficiencyExpiry: inDays(39) })).id },
        'trips.driverProficiencyExpired',
        "The driver's proficiency test has expired by the trip date",
        'اختبار الكفاءة المهنية للسائق منتهٍ في تاريخ الرحلة',
      ],
      [
        'driverId',
        { driverId: (await newDriver({ medicalExpiry: inDays(39) })).id },
        'trips.driverMedicalExpired',
        "The driver's TGA medical examination has expired by the trip date",
        'الفحص الطبي للسائق (هيئة النقل) منتهٍ في تاريخ الرحلة',
      ],
      [
        'attendantId',
        {
          attendantId: (
            await newDriver({
              role: 'attendant',
              licenseNumber: null,
              licenseExpiry: null,
              firstAidExpiry: inDays(39),
            })
          ).id,
        },
        'trips.attendantFirstAidExpired',
        "The attendant's first-aid certificate has expired by the trip date",
        'شهادة الإسعافات الأولية للمرافق منتهية في تاريخ الرحلة',
      ],
    ] as const;
    for (const [path, pick, code, english, arabic] of cases) {
      const body = await tripInput({ ...pick, date: tripDay });
      const refused = await admin.call('POST', '/api/v1/trips', { body, headers: en });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors).toContainEqual({ path, code, message: english });
      const inArabic = await admin.call('POST', '/api/v1/trips', {
        body,
        headers: { 'accept-language': 'ar' },
      });
      expect(inArabic.json().errors).toContainEqual({ path, code, message: arabic });
    }
    // The day the card still covers, and a bus whose TGA fields are not recorded yet, go out.
    const covered = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({ busId: cases[0][1].busId, date: inDays(39) }),
    });
    expect(covered.statusCode, covered.body).toBe(201);
    const unrecorded = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({ busId: (await newBus()).id, date: tripDay }),
    });
    expect(unrecorded.statusCode, unrecorded.body).toBe(201);
  });

  it('keeps the attendant picked from the records with their name, and refuses one not fit to ride', async () => {
    const attendantOf = (overrides = {}) =>
      newDriver({ role: 'attendant', licenseNumber: null, licenseExpiry: null, ...overrides });
    const attendant = (await admin.call('GET', `/api/v1/drivers/${(await attendantOf()).id}`)).json();
    const noRiders = [{ stopId: stopIds[0]!, plannedTime: '06:10', studentIds: [] }];
    const created = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({ attendantId: attendant.id, date: inDays(61), stops: noRiders }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ attendantId: attendant.id, attendantName: attendant.fullName });
    // Re-planned without an attendant: neither the record nor the name stays.
    const { id, version, ...kept } = created.json();
    const cleared = await admin.call('PUT', `/api/v1/trips/${id}`, {
      body: {
        ...(await tripInput({
          busId: kept.busId,
          driverId: kept.driverId,
          date: inDays(61),
          stops: noRiders,
        })),
        attendantId: null,
        version,
      },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ attendantId: null, attendantName: null });

    const expired = await attendantOf({ medicalExpiry: inDays(-1) });
    const onLeave = await attendantOf({ status: 'on_leave' });
    const driver = await newDriver();
    for (const [attendantId, code, message] of [
      [
        expired.id,
        'trips.attendantDocumentsExpired',
        "The attendant's medical certificate or background check has expired",
      ],
      [onLeave.id, 'trips.attendantNotActive', 'The attendant is not available (on leave or suspended)'],
      [driver.id, 'trips.notAnAttendant', 'This person is a driver, not an attendant'],
      [crypto.randomUUID(), 'validation.missingReference', expect.any(String)],
    ] as const) {
      const refused = await admin.call('POST', '/api/v1/trips', {
        body: await tripInput({ attendantId }),
        headers: en,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContainEqual({ path: 'attendantId', code, message });
    }
  });

  it('refuses, with translated errors, an expired licence, a full bus and double bookings', async () => {
    const expired = await newDriver({ licenseExpiry: inDays(-1) });
    const refused = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({ driverId: expired.id }),
      headers: en,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'driverId',
      code: 'trips.driverLicenceExpired',
      message: "The driver's licence has expired by the trip date",
    });

    const small = await newBus({ capacity: 1 });
    const full = await admin.call('POST', '/api/v1/trips', { body: await tripInput({ busId: small.id }) });
    expect(full.json().errors).toContainEqual(
      expect.objectContaining({ path: 'busId', code: 'trips.overCapacity' }),
    );

    const bus = await newBus();
    const driver = await newDriver();
    const first = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({
        busId: bus.id,
        driverId: driver.id,
        date: inDays(40),
        stops: [{ stopId: stopIds[0]!, plannedTime: '07:00', studentIds: [studentIds[2]!] }],
      }),
    });
    expect(first.statusCode, first.body).toBe(201);
    const clash = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({
        busId: bus.id,
        driverId: driver.id,
        date: inDays(40),
        departureTime: '06:30',
        stops: [{ stopId: stopIds[1]!, plannedTime: '06:45', studentIds: [studentIds[2]!] }],
      }),
    });
    expect(clash.statusCode).toBe(400);
    expect(
      clash
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['trips.busBooked', 'trips.driverBooked', 'trips.studentBooked']);
    // The same bus later that day is fine.
    const later = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({
        busId: bus.id,
        driverId: driver.id,
        date: inDays(40),
        departureTime: '12:30',
        stops: [{ stopId: stopIds[1]!, plannedTime: '12:50', studentIds: [] }],
      }),
    });
    expect(later.statusCode, later.body).toBe(201);
  });

  it('checks stop order in the contract', async () => {
    const response = await admin.call('POST', '/api/v1/trips', {
      body: await tripInput({
        stops: [
          { stopId: stopIds[0]!, plannedTime: '06:30', studentIds: [] },
          { stopId: stopIds[1]!, plannedTime: '06:20', studentIds: [] },
        ],
      }),
      headers: en,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'stops.1.plannedTime',
      code: 'trips.stopTimeOrder',
      message: 'The stop time is before the departure or the previous stop',
    });
  });

  it('runs the status machine, refuses illegal moves naming the allowed ones, and audits each move', async () => {
    const trip = (
      await admin.call('POST', '/api/v1/trips', {
        body: await tripInput({
          departureTime: '13:00',
          stops: [{ stopId: stopIds[0]!, plannedTime: '13:10', studentIds: [] }],
        }),
      })
    ).json();
    const illegal = await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
      body: { to: 'completed', version: trip.version },
      headers: en,
    });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.headers['content-type']).toContain('application/problem+json');
    expect(illegal.json()).toMatchObject({
      code: 'trips.illegalMove',
      allowed: ['in_progress', 'cancelled'],
    });

    const started = await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
      body: { to: 'in_progress', version: trip.version },
    });
    expect(started.statusCode, started.body).toBe(200);
    const completed = await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
      body: { to: 'completed', version: started.json().version },
    });
    expect(completed.json().status).toBe('completed');
    const details = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json();
    const moves = details.events.filter((e: { toStatus: string | null }) => e.toStatus !== null);
    expect(moves.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'scheduled',
      'in_progress',
      'completed',
    ]);
    // No position ever reached the stop: the completed trip's timeline says it was missed.
    expect(details.events.filter((e: { type: string }) => e.type === 'stop_missed')).toEqual([
      expect.objectContaining({ stopId: stopIds[0] }),
    ]);
    expect(details.allowedMoves).toEqual([]);
    const history = (await admin.call('GET', `/api/v1/trips/${trip.id}/history`)).json();
    expect(history.items.filter((e: { action: string }) => e.action === 'transition')).toHaveLength(2);

    const stale = await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
      body: { to: 'cancelled', version: trip.version },
    });
    expect(stale.json().code).toBe('conflict.stale');
  });

  it('refuses to start a trip when the bus inspection has expired since it was planned', async () => {
    const bus = await newBus();
    const trip = (
      await admin.call('POST', '/api/v1/trips', {
        body: await tripInput({
          busId: bus.id,
          departureTime: '14:00',
          stops: [{ stopId: stopIds[0]!, plannedTime: '14:10', studentIds: [] }],
        }),
      })
    ).json();
    const current = (await admin.call('GET', `/api/v1/buses/${bus.id}`)).json();
    const { id: _id, createdAt: _c, updatedAt: _u, driver: _d, ...fields } = current;
    const expired = await admin.call('PUT', `/api/v1/buses/${bus.id}`, {
      body: { ...fields, inspectionExpiry: inDays(-1) },
    });
    expect(expired.statusCode, expired.body).toBe(200);
    const start = await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
      body: { to: 'in_progress', version: trip.version },
      headers: en,
    });
    expect(start.statusCode).toBe(409);
    expect(start.json()).toMatchObject({
      code: 'trips.unsafe',
      errors: [{ path: 'busId', code: 'trips.busInspectionExpired' }],
    });
  });

  it('reports a disruption (trip disrupted, notes sanitised) and resolves it back to in progress', async () => {
    const trip = (
      await admin.call('POST', '/api/v1/trips', {
        body: await tripInput({
          departureTime: '15:00',
          stops: [{ stopId: stopIds[0]!, plannedTime: '15:10', studentIds: [] }],
        }),
      })
    ).json();
    const notYet = await admin.call('POST', `/api/v1/trips/${trip.id}/disruptions`, {
      body: { reason: 'breakdown', occurredAt: new Date().toISOString(), tripVersion: trip.version },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().allowed).toEqual(['in_progress', 'cancelled']);

    const started = (
      await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
        body: { to: 'in_progress', version: trip.version },
      })
    ).json();
    const replacement = await newBus();
    const reported = await admin.call('POST', `/api/v1/trips/${trip.id}/disruptions`, {
      body: {
        reason: 'breakdown',
        occurredAt: new Date().toISOString(),
        place: 'طريق الملك فهد',
        notes: '<p>تعطل المحرك<script>alert(1)</script> <a href="javascript:x">x</a></p>',
        replacementBusId: replacement.id,
        studentsMoved: 2,
        minutesLost: 25,
        tripVersion: started.version,
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const disruption = reported.json();
    expect(disruption).toMatchObject({
      status: 'open',
      trip: { status: 'disrupted' },
      replacementBus: { id: replacement.id },
    });
    expect(disruption.notes).toBe(
      '<p>تعطل المحرك <a rel="noopener noreferrer nofollow" target="_blank">x</a></p>',
    );

    const blocked = await admin.call('POST', `/api/v1/trips/${trip.id}/transitions`, {
      body: { to: 'completed', version: disruption.trip.version },
    });
    expect(blocked.json()).toMatchObject({
      code: 'trips.disruptionOpen',
      allowed: ['in_progress', 'completed', 'cancelled'],
    });

    const open = (await admin.call('GET', '/api/v1/disruptions?status=open')).json();
    expect(open.items.map((d: { id: string }) => d.id)).toContain(disruption.id);

    const resolved = await admin.call('POST', `/api/v1/disruptions/${disruption.id}/resolve`, {
      body: { outcome: 'in_progress', resolution: 'وصلت حافلة بديلة', version: disruption.version },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      outcome: 'in_progress',
      trip: { status: 'in_progress' },
    });
    const again = await admin.call('POST', `/api/v1/disruptions/${disruption.id}/resolve`, {
      body: { outcome: 'completed', resolution: 'مرة أخرى', version: resolved.json().version },
    });
    expect(again.json().code).toBe('disruptions.alreadyResolved');
    const events = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json().events;
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'transition',
      'disruption_reported',
      'handover',
      'disruption_resolved',
    ]);
  });

  it('leaves absent students out of the rider count of that day', async () => {
    const trip = (
      await admin.call('POST', '/api/v1/trips', {
        body: await tripInput({
          date: inDays(3),
          departureTime: '16:00',
          stops: [{ stopId: stopIds[0]!, plannedTime: '16:10', studentIds: [studentIds[3]!] }],
        }),
      })
    ).json();
    await t.app.db
      .insert(studentAbsences)
      .values({ studentId: studentIds[3]!, fromDate: inDays(3), toDate: inDays(3) });
    const details = (await admin.call('GET', `/api/v1/trips/${trip.id}`)).json();
    expect(details).toMatchObject({ studentCount: 1, riderCount: 0 });
    expect(details.stops[0].students[0].absent).toBe(true);
  });

  it('filters the list by date and status and exports the same query as CSV', async () => {
    const list = (await admin.call('GET', `/api/v1/trips?date=${today}&status=completed`)).json();
    expect(list.items.length).toBeGreaterThan(0);
    for (const trip of list.items) expect(trip).toMatchObject({ date: today, status: 'completed' });
    const csv = await admin.call('GET', `/api/v1/trips/export.csv?date=${today}&status=completed`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(list.total + 1);

    // The driver column names the driver as the export's language reads them.
    const driver = list.items[0].driver;
    await t.app.db.update(drivers).set({ fullNameEn: 'Khalid Al-Otaibi' }).where(eq(drivers.id, driver.id));
    const exportIn = async (language: string) =>
      (
        await admin.call('GET', `/api/v1/trips/export.csv?date=${today}&status=completed`, {
          headers: { 'accept-language': language },
        })
      ).body;
    expect(await exportIn('en')).toContain('Khalid Al-Otaibi');
    const arabic = await exportIn('ar');
    expect(arabic).toContain(driver.fullName);
    expect(arabic).not.toContain('Khalid Al-Otaibi');
  });

  it('never answers 500 to fuzzed bodies and queries', async () => {
    const valid = await tripInput();
    const junk: unknown[] = [
      null,
      [],
      'text',
      { ...valid, stops: 'none' },
      { ...valid, stops: [{ stopId: 'x', plannedTime: '25:00', studentIds: [1] }] },
      { ...valid, date: '2027-02-30', departureTime: '6am' },
      { ...valid, attendantPhone: 12, direction: 'sideways', busId: null },
      { ...valid, weekdays: [9], termStart: '2027-01-01', termEnd: '2026-01-01' },
      { ...valid, stops: Array.from({ length: 41 }, () => valid.stops[0]) },
    ];
    for (const body of junk) {
      for (const url of ['/api/v1/trips', '/api/v1/trip-series']) {
        const response = await admin.call('POST', url, {
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      admin.call('POST', `/api/v1/trips/${missing}/transitions`, { body: { to: 'completed', version: 1 } }),
      admin.call('POST', `/api/v1/trips/${missing}/transitions`, { body: { to: 'disrupted', version: 1 } }),
      admin.call('POST', `/api/v1/trips/${missing}/disruptions`, {
        body: { reason: 'fire', occurredAt: 'now', tripVersion: 0 },
      }),
      admin.call('POST', `/api/v1/disruptions/${missing}/resolve`, {
        body: { outcome: 'in_progress', resolution: 'ok', version: 1 },
      }),
      admin.call('PUT', `/api/v1/trips/${missing}`, { body: { ...valid, version: 1 } }),
      admin.call('GET', '/api/v1/trips?date=2026-13-01&status=flying&sort=bus:asc'),
      admin.call('GET', '/api/v1/trips/not-a-uuid'),
      admin.call('GET', `/api/v1/disruptions?status=closed`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 400, 400, 404, 404, 400, 400, 400]);
  });

  it('lets a viewer read trips but not plan or move them', async () => {
    const viewer = await sessionAs(admin.app, 'viewer');
    expect((await viewer.call('GET', '/api/v1/trips')).statusCode).toBe(200);
    expect((await viewer.call('POST', '/api/v1/trips', { body: await tripInput() })).statusCode).toBe(403);
  });
});
