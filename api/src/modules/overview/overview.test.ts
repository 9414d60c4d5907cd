import { addDays, todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import {
  busInput,
  driverInput,
  packageInput,
  registrationBody,
  schoolInput,
  stopInput,
} from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const today = todayIn('Asia/Riyadh');

describe.each(DATABASES)('overview on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  const post = async (url: string, body: unknown) => {
    const answer = await admin.call('POST', url, { body });
    if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json();
  };
  const get = async (url: string, agent = admin) =>
    (await agent.call('GET', `/api/v1/overview/${url}`)).json();

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  it('counts today’s trips by status, buses on the road, open disruptions and the last 14 days', async () => {
    const school = await post('/api/v1/schools', schoolInput());
    const stop = await post('/api/v1/stops', stopInput());
    const trip = async (date: string, departureTime: string) =>
      post('/api/v1/trips', {
        name: 'الملز صباحًا',
        direction: 'to_school',
        schoolId: school.id,
        busId: (await post('/api/v1/buses', busInput())).id,
        driverId: (await post('/api/v1/drivers', driverInput())).id,
        date,
        departureTime,
        stops: [{ stopId: stop.id, plannedTime: departureTime, studentIds: [] }],
      });
    const running = await trip(today, '06:00');
    const broken = await trip(today, '06:30');
    await trip(today, '13:00');
    await trip(addDays(today, 1), '06:00');
    const start = async (id: string, version: number) =>
      post(`/api/v1/trips/${id}/transitions`, { to: 'in_progress', version });
    await start(running.id, running.version);
    const brokenStarted = await start(broken.id, broken.version);
    await post(`/api/v1/trips/${broken.id}/disruptions`, {
      reason: 'breakdown',
      occurredAt: new Date().toISOString(),
      tripVersion: brokenStarted.version,
    });

    expect(await get('trips-today')).toEqual({
      date: today,
      total: 3,
      byStatus: { scheduled: 1, in_progress: 1, disrupted: 1, completed: 0, cancelled: 0 },
    });
    expect(await get('buses-on-road')).toEqual({ onRoad: 2, fleet: 4 });
    expect(await get('open-disruptions')).toEqual({ open: 1 });
    const { days } = await get('trips-by-day');
    expect(days).toHaveLength(14);
    expect(days[0].date).toBe(addDays(today, -13));
    expect(days[13]).toEqual({ date: today, total: 3, completed: 0, cancelled: 0, disrupted: 1 });
    expect(days.slice(0, 13).every((day: { total: number }) => day.total === 0)).toBe(true);
  });

  it('counts pending and waitlisted registration requests', async () => {
    const school = await post('/api/v1/schools', schoolInput());
    const offered = await post('/api/v1/packages', packageInput());
    const before = await get('pending-registrations');
    for (let i = 0; i < 2; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/public/registration-requests',
        payload: registrationBody(school.id, offered.id),
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    expect(await get('pending-registrations')).toEqual({ ...before, pending: before.pending + 2 });
  });

  it('counts licences, inspections and insurances expired or expiring within 30 days', async () => {
    const before = await get('expiring-documents');
    await post('/api/v1/drivers', driverInput({ licenseExpiry: addDays(today, -3) }));
    await post('/api/v1/drivers', driverInput({ licenseExpiry: addDays(today, 30) }));
    await post('/api/v1/drivers', driverInput({ licenseExpiry: addDays(today, 31) }));
    await post('/api/v1/buses', busInput({ inspectionExpiry: today, insuranceExpiry: addDays(today, 400) }));
    const after = await get('expiring-documents');
    expect(after.withinDays).toBe(30);
    expect(after.driverLicences).toEqual({
      expired: before.driverLicences.expired + 1,
      expiring: before.driverLicences.expiring + 1,
    });
    expect(after.busInspections.expiring).toBe(before.busInspections.expiring + 1);
    expect(after.busInsurances).toEqual(before.busInsurances);
  });

  it('counts operating cards and crews by their earliest TGA certificate', async () => {
    const before = await get('expiring-documents');
    await post(
      '/api/v1/buses',
      busInput({ operatingCardNumber: '7001', operatingCardExpiry: addDays(today, -1) }),
    );
    await post(
      '/api/v1/buses',
      busInput({ operatingCardNumber: '7002', operatingCardExpiry: addDays(today, 90) }),
    );
    // Expired first aid and a proficiency test expiring soon: one person, counted once, as expired.
    await post(
      '/api/v1/drivers',
      driverInput({ firstAidExpiry: addDays(today, -2), proficiencyExpiry: addDays(today, 5) }),
    );
    await post('/api/v1/drivers', driverInput({ proficiencyExpiry: addDays(today, 10) }));
    const after = await get('expiring-documents');
    expect(after.busOperatingCards).toEqual({
      expired: before.busOperatingCards.expired + 1,
      expiring: before.busOperatingCards.expiring,
    });
    expect(after.crewCertificates).toEqual({
      expired: before.crewCertificates.expired + 1,
      expiring: before.crewCertificates.expiring + 1,
    });
  });

  it('gives this month’s invoiced and collected amounts and the receivables the finance reports give', async () => {
    const month = today.slice(0, 7);
    const school = await post('/api/v1/schools', schoolInput());
    const offered = await post(
      '/api/v1/packages',
      packageInput({ period: 'month', priceHalalas: 45_000, instalments: 1 }),
    );
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/registration-requests',
      payload: registrationBody(school.id, offered.id),
    });
    const { reference } = request.json();
    const listed = (await admin.call('GET', `/api/v1/registration-requests?q=${reference}`)).json();
    await post(`/api/v1/registration-requests/${listed.items[0].id}/approve`, {
      version: listed.items[0].version,
    });
    await post('/api/v1/invoice-runs', { month });
    const figures = await get('finance-month');
    const monthly = (await admin.call('GET', `/api/v1/finance/monthly?from=${month}&to=${month}`)).json();
    const ageing = (await admin.call('GET', '/api/v1/finance/ageing')).json();
    expect(figures).toEqual({
      month,
      invoicedHalalas: monthly.months[0].invoicedHalalas,
      vatHalalas: monthly.months[0].vatHalalas,
      collectedHalalas: monthly.months[0].collectedHalalas,
      receivablesHalalas: ageing.totalHalalas,
    });
    expect(figures.invoicedHalalas).toBeGreaterThanOrEqual(45_000);
    expect(figures.receivablesHalalas).toBeGreaterThanOrEqual(45_000);
  });

  it('answers each card only to roles that may read its area', async () => {
    const finance = await sessionAs(admin.app, 'finance');
    expect((await finance.call('GET', '/api/v1/overview/trips-today')).statusCode).toBe(403);
    expect((await finance.call('GET', '/api/v1/overview/expiring-documents')).statusCode).toBe(200);
    expect((await finance.call('GET', '/api/v1/overview/pending-registrations')).statusCode).toBe(200);
    expect((await finance.call('GET', '/api/v1/overview/finance-month')).statusCode).toBe(200);
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    expect((await dispatcher.call('GET', '/api/v1/overview/finance-month')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/overview/trips-today' })).statusCode).toBe(401);
  });
});
