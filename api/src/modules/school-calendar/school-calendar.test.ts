import type { TripInput } from '@rihla/shared/contracts/trips';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { and, eq } from 'drizzle-orm';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notices } from '../notices/notices.table';

const today = todayIn('Asia/Riyadh');
const inDays = (days: number) => addDays(today, days);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const en = { 'accept-language': 'en' };

describe.each(DATABASES)('the academic calendar on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let stopId: string;
  let parentId: string;
  let studentId: string;
  let termId: string;

  async function seriesInput(): Promise<Omit<TripInput, 'date'>> {
    const bus = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json();
    const driver = (await admin.call('POST', '/api/v1/drivers', { body: driverInput() })).json();
    return {
      name: 'الروضة صباحًا',
      direction: 'to_school',
      schoolId,
      busId: bus.id,
      driverId: driver.id,
      departureTime: '06:00',
      stops: [{ stopId, plannedTime: '06:15', studentIds: [studentId] }],
    };
  }
  const period = (kind: 'term' | 'holiday', startDate: string, endDate: string, nameEn = 'Period') => ({
    kind,
    nameAr: kind === 'term' ? 'الفصل الدراسي' : 'إجازة',
    nameEn,
    startDate,
    endDate,
  });
  const calendarSize = async () => (await admin.call('GET', '/api/v1/school-calendar')).json().items.length;

  beforeAll(async () => {
    t = await startTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:9', NOTICE_POLL_MS: '600000' });
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput() })).json().id;
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: {
        name: 'ولي أمر التقويم',
        phone: '0561234567',
        email: 'calendar.parent@example.sa',
        contacts: [],
      },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    parentId = parent.json().id;
    studentId = (
      await admin.call('POST', '/api/v1/students', { body: studentInput(schoolId, { parentId }) })
    ).json().id;
    const term = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('term', inDays(-30), inDays(120), 'This term'),
    });
    expect(term.statusCode, term.body).toBe(201);
    expect(term.json()).toMatchObject({ period: { kind: 'term' }, cancelledTrips: 0 });
    termId = term.json().period.id;
  });
  afterAll(() => t?.close());

  it('plans a weekly series around the holidays already in the calendar', async () => {
    const holiday = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('holiday', inDays(10), inDays(11), 'Long weekend'),
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const series = await admin.call('POST', '/api/v1/trip-series', {
      body: { ...(await seriesInput()), weekdays: EVERY_DAY, termStart: inDays(7), termEnd: inDays(13) },
    });
    expect(series.statusCode, series.body).toBe(201);
    const { dates, skippedHolidays, trips } = series.json();
    expect(skippedHolidays).toEqual([inDays(10), inDays(11)]);
    expect(dates).toEqual([inDays(7), inDays(8), inDays(9), inDays(12), inDays(13)]);
    expect(trips).toHaveLength(5);

    const onlyHolidays = await admin.call('POST', '/api/v1/trip-series', {
      body: { ...(await seriesInput()), weekdays: EVERY_DAY, termStart: inDays(10), termEnd: inDays(11) },
      headers: en,
    });
    expect(onlyHolidays.statusCode).toBe(400);
    expect(onlyHolidays.json().errors).toEqual([
      { path: 'termStart', code: 'calendar.noTripDates', message: expect.stringContaining('holiday') },
    ]);
  });

  it('cancels the scheduled trips a later holiday covers and queues their parents’ notices', async () => {
    const series = (
      await admin.call('POST', '/api/v1/trip-series', {
        body: { ...(await seriesInput()), weekdays: EVERY_DAY, termStart: inDays(20), termEnd: inDays(24) },
      })
    ).json();
    const onDay = series.trips.find((trip: { date: string }) => trip.date === inDays(22));
    const holiday = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('holiday', inDays(22), inDays(22), 'Founding Day'),
    });
    expect(holiday.statusCode, holiday.body).toBe(201);
    expect(holiday.json().cancelledTrips).toBe(1);

    const listed = (await admin.call('GET', `/api/v1/trips?seriesId=${series.seriesId}&pageSize=10`)).json();
    const statusByDate = Object.fromEntries(
      listed.items.map((trip: { date: string; status: string }) => [trip.date, trip.status]),
    );
    expect(statusByDate).toEqual({
      [inDays(20)]: 'scheduled',
      [inDays(21)]: 'scheduled',
      [inDays(22)]: 'cancelled',
      [inDays(23)]: 'scheduled',
      [inDays(24)]: 'scheduled',
    });
    const details = (await admin.call('GET', `/api/v1/trips/${onDay.id}`)).json();
    expect(details.events.at(-1)).toMatchObject({ type: 'transition', toStatus: 'cancelled' });
    const queued = await t.app.db
      .select()
      .from(notices)
      .where(and(eq(notices.tripId, onDay.id), eq(notices.event, 'trip-cancelled')));
    expect(queued.map((n) => [n.parentId, n.channel])).toContainEqual([parentId, 'email']);
    const history = (await admin.call('GET', `/api/v1/trips/${onDay.id}/history`)).json().items;
    expect(history[0]).toMatchObject({ action: 'transition' });

    // Made longer, the holiday cancels the next day too; the day it already covered is not touched again.
    const longer = await admin.call('PUT', `/api/v1/school-calendar/${holiday.json().period.id}`, {
      body: { ...period('holiday', inDays(22), inDays(23), 'Founding Day'), version: 1 },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json().cancelledTrips).toBe(1);
  });

  it('refuses overlapping terms and a holiday outside every term, in the asked language, saving nothing', async () => {
    const before = await calendarSize();
    const overlap = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('term', inDays(100), inDays(200)),
      headers: en,
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors).toEqual([
      {
        path: 'startDate',
        code: 'calendar.termsOverlap',
        message: 'This term overlaps another term of the calendar',
      },
    ]);
    const outside = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('holiday', inDays(119), inDays(125)),
      headers: { 'accept-language': 'ar' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({
      path: 'startDate',
      code: 'calendar.holidayOutsideTerms',
      message: expect.stringContaining('خارج كل الفصول'),
    });
    const reversed = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('term', inDays(300), inDays(290)),
      headers: en,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([
      expect.objectContaining({ path: 'endDate', message: 'The end date is before the start date' }),
    ]);
    // A term that still holds holidays cannot be shortened past them or deleted.
    const shortened = await admin.call('PUT', `/api/v1/school-calendar/${termId}`, {
      body: { ...period('term', inDays(-30), inDays(5)), version: 1 },
      headers: en,
    });
    expect(shortened.statusCode).toBe(400);
    expect(shortened.json().errors[0].code).toBe('calendar.termLeavesHoliday');
    const removed = await admin.call('DELETE', `/api/v1/school-calendar/${termId}?version=1`);
    expect(removed.statusCode).toBe(400);
    expect(await calendarSize()).toBe(before);
  });

  it('tells each driver and attendant of the cancelled trips once per holiday, not once per trip', async () => {
    const attendant = await admin.call('POST', '/api/v1/drivers', {
      body: driverInput({ role: 'attendant', phone: '0507654321', licenseNumber: undefined }),
    });
    expect(attendant.statusCode, attendant.body).toBe(201);
    const input = { ...(await seriesInput()), attendantId: attendant.json().id };
    const series = await admin.call('POST', '/api/v1/trip-series', {
      body: { ...input, weekdays: EVERY_DAY, termStart: inDays(60), termEnd: inDays(63) },
    });
    expect(series.statusCode, series.body).toBe(201);
    const holiday = await admin.call('POST', '/api/v1/school-calendar', {
      body: period('holiday', inDays(60), inDays(61), 'Crew holiday'),
    });
    expect(holiday.json().cancelledTrips).toBe(2);
    const holidayId = holiday.json().period.id;
    const crewNotices = () =>
      t.app.db
        .select()
        .from(notices)
        .where(and(eq(notices.event, 'crew-holiday'), eq(notices.eventKey, `crew-holiday:${holidayId}`)));
    const told = await crewNotices();
    expect(told.map((n) => [n.recipientKey, n.channel, n.language]).sort()).toEqual(
      [
        [`driver:${attendant.json().id}`, 'sms', 'ar'],
        [`driver:${input.driverId}`, 'sms', 'ar'],
      ].sort(),
    );
    expect(told.find((n) => n.address === '+966507654321')?.body).toContain('فأُلغيت رحلتاك في أيامها');
    expect(told[0]?.body).toContain('إجازة');
    expect(told.every((n) => n.tripId === null && n.parentId === null)).toBe(true);

    // Made longer, the holiday cancels another day of theirs; they are not told a second time.
    const longer = await admin.call('PUT', `/api/v1/school-calendar/${holidayId}`, {
      body: { ...period('holiday', inDays(60), inDays(62), 'Crew holiday'), version: 1 },
    });
    expect(longer.json().cancelledTrips).toBe(1);
    expect(await crewNotices()).toHaveLength(2);
  });

  it('imports a file’s terms and holidays, each holiday cancelling the trips it covers like one added by hand', async () => {
    const series = (
      await admin.call('POST', '/api/v1/trip-series', {
        body: { ...(await seriesInput()), weekdays: EVERY_DAY, termStart: inDays(150), termEnd: inDays(152) },
      })
    ).json();
    // The term the trips are planned in is imported with the holiday; the rows come holiday first.
    const imported = await admin.call('POST', '/api/v1/school-calendar/import', {
      body: {
        rows: [
          period('holiday', inDays(151), inDays(151), 'Imported holiday'),
          period('term', inDays(140), inDays(200), 'Imported term'),
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 2, cancelledTrips: 1 });
    const listed = (await admin.call('GET', `/api/v1/trips?seriesId=${series.seriesId}&pageSize=10`)).json();
    const cancelled = listed.items.filter((trip: { status: string }) => trip.status === 'cancelled');
    expect(cancelled.map((trip: { date: string }) => trip.date)).toEqual([inDays(151)]);
    const queued = await t.app.db
      .select()
      .from(notices)
      .where(and(eq(notices.tripId, cancelled[0].id), eq(notices.event, 'trip-cancelled')));
    expect(queued.map((n) => n.parentId)).toContain(parentId);
    const holiday = (await admin.call('GET', '/api/v1/school-calendar'))
      .json()
      .items.find((item: { nameEn: string }) => item.nameEn === 'Imported holiday');
    const history = (await admin.call('GET', `/api/v1/school-calendar/${holiday.id}/history`)).json();
    expect(history.items[0]).toMatchObject({ action: 'create' });
  });

  it('refuses a file with an overlapping term or a holiday outside every term, naming the row and saving none', async () => {
    const before = await calendarSize();
    const refused = await admin.call('POST', '/api/v1/school-calendar/import', {
      body: {
        rows: [
          period('term', inDays(400), inDays(450), 'Good term'),
          period('term', inDays(440), inDays(460), 'Overlapping term'),
        ],
      },
      headers: en,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'rows.1.startDate',
        code: 'calendar.termsOverlap',
        message: 'This term overlaps another term of the calendar',
      },
    ]);
    const outside = await admin.call('POST', '/api/v1/school-calendar/import', {
      body: {
        rows: [
          period('term', inDays(400), inDays(450), 'Good term'),
          period('holiday', inDays(500), inDays(501), 'Stray holiday'),
        ],
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({
      path: 'rows.1.startDate',
      code: 'calendar.holidayOutsideTerms',
      message: expect.stringContaining('خارج كل الفصول'),
    });
    const empty = await admin.call('POST', '/api/v1/school-calendar/import', { body: { rows: [] } });
    expect(empty.statusCode).toBe(400);
    expect(await calendarSize()).toBe(before);
    const viewer = await sessionAs(t.app, 'viewer');
    const notAllowed = await viewer.call('POST', '/api/v1/school-calendar/import', {
      body: { rows: [period('term', inDays(600), inDays(650))] },
    });
    expect(notAllowed.statusCode).toBe(403);
  });

  it('lets every operator read the calendar and only administrators change it', async () => {
    const viewer = await sessionAs(t.app, 'viewer');
    expect((await viewer.call('GET', '/api/v1/school-calendar')).statusCode).toBe(200);
    const refused = await viewer.call('POST', '/api/v1/school-calendar', {
      body: period('term', inDays(400), inDays(500)),
    });
    expect(refused.statusCode).toBe(403);
  });
});
