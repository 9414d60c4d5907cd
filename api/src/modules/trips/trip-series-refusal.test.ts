import type { TripSeriesInput } from '@rihla/shared/contracts/trips';
import { formatDate } from '@rihla/shared/format/date';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const today = todayIn('Asia/Riyadh');
const inDays = (days: number) => addDays(today, days);
const en = { 'accept-language': 'en' };
const ar = { 'accept-language': 'ar' };

describe.each(DATABASES)('a refused series names the date that blocks it, on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let stopId: string;
  let studentId: string;

  const newId = async (url: string, body: object) =>
    (await admin.call('POST', `/api/v1/${url}`, { body })).json().id as string;

  async function seriesInput(overrides: Partial<TripSeriesInput> = {}): Promise<TripSeriesInput> {
    return {
      name: 'العليا صباحًا',
      direction: 'to_school',
      schoolId,
      busId: overrides.busId ?? (await newId('buses', busInput())),
      driverId: overrides.driverId ?? (await newId('drivers', driverInput())),
      departureTime: '06:00',
      stops: [{ stopId, plannedTime: '06:15', studentIds: [studentId] }],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      termStart: inDays(1),
      termEnd: inDays(30),
      ...overrides,
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = await newId('schools', schoolInput());
    stopId = await newId('stops', stopInput());
    studentId = await newId('students', studentInput(schoolId));
  });
  afterAll(() => t?.close());

  it('names the first date the licence no longer covers, in both languages', async () => {
    const driverId = await newId('drivers', driverInput({ licenseExpiry: inDays(10) }));
    const body = await seriesInput({ driverId });
    const refused = await admin.call('POST', '/api/v1/trip-series', { body, headers: en });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'driverId',
        code: 'trips.driverLicenceExpiredOn',
        message: `The driver's licence expires before the series' trip of ${formatDate(inDays(11), 'en')}`,
      },
    ]);
    const arabic = await admin.call('POST', '/api/v1/trip-series', { body, headers: ar });
    expect(arabic.json().errors[0].message).toBe(
      `رخصة قيادة السائق تنتهي قبل رحلة ${formatDate(inDays(11), 'ar')} من السلسلة`,
    );
  });

  it('names the document: the inspection or the insurance, and its first blocked date', async () => {
    const busId = await newId(
      'buses',
      busInput({ inspectionExpiry: inDays(5), insuranceExpiry: inDays(20) }),
    );
    const refused = await admin.call('POST', '/api/v1/trip-series', {
      body: await seriesInput({ busId }),
      headers: en,
    });
    expect(refused.json().errors).toEqual([
      {
        path: 'busId',
        code: 'trips.busInspectionExpiredOn',
        message: `The bus's inspection expires before the series' trip of ${formatDate(inDays(6), 'en')}`,
      },
    ]);
  });

  it('names the first date the operating card no longer covers, in both languages', async () => {
    const busId = await newId(
      'buses',
      busInput({ operatingCardNumber: '4100002', operatingCardExpiry: inDays(12) }),
    );
    const body = await seriesInput({ busId });
    const refused = await admin.call('POST', '/api/v1/trip-series', { body, headers: en });
    expect(refused.json().errors).toEqual([
      {
        path: 'busId',
        code: 'trips.busOperatingCardExpiredOn',
        message: `The bus's operating card expires before the series' trip of ${formatDate(inDays(13), 'en')}`,
      },
    ]);
    const arabic = await admin.call('POST', '/api/v1/trip-series', { body, headers: ar });
    expect(arabic.json().errors[0].message).toBe(
      `بطاقة تشغيل الحافلة تنتهي قبل رحلة ${formatDate(inDays(13), 'ar')} من السلسلة`,
    );
  });

  it('names the first day another trip holds the bus', async () => {
    const busId = await newId('buses', busInput());
    const other = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: 'رحلة أخرى',
        direction: 'to_school',
        schoolId,
        busId,
        driverId: await newId('drivers', driverInput()),
        date: inDays(8),
        departureTime: '06:05',
        stops: [{ stopId, plannedTime: '06:20', studentIds: [] }],
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    const refused = await admin.call('POST', '/api/v1/trip-series', {
      body: await seriesInput({ busId, stops: [{ stopId, plannedTime: '06:15', studentIds: [] }] }),
      headers: en,
    });
    expect(refused.json().errors).toEqual([
      {
        path: 'busId',
        code: 'trips.busBookedOn',
        message: `The bus is on another trip at the same time on ${formatDate(inDays(8), 'en')}`,
      },
    ]);
  });
});
