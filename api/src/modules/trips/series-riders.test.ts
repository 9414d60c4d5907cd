import type { TripDetails } from '@rihla/shared/contracts/trips';
import { formatDate } from '@rihla/shared/format/date';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const today = todayIn('Asia/Riyadh');
const inDays = (days: number) => addDays(today, days);
const en = { 'accept-language': 'en' };

/** A rider's place in a weekly series holds for its later trips; one day can be an exception. */
describe.each(DATABASES)('rosters follow the series on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let stopIds: string[];
  let studentIds: string[];
  let seriesId: string;
  let tripOn: Map<string, string>;

  const newId = async (url: string, body: object) =>
    (await admin.call('POST', `/api/v1/${url}`, { body })).json().id as string;
  const details = async (date: string) =>
    (await admin.call('GET', `/api/v1/trips/${tripOn.get(date)}`)).json() as TripDetails;
  const ridersOn = async (date: string) =>
    Object.fromEntries(
      (await details(date)).stops.flatMap((stop) => stop.students.map((s) => [s.id, stop.stopId])),
    );
  /** Saves the trip of `date` with these riders (student -> stop index), for the day or the series. */
  async function saveRiders(date: string, riders: [string, number][], ridersScope?: 'day' | 'series') {
    const trip = await details(date);
    return admin.call('PUT', `/api/v1/trips/${trip.id}`, {
      headers: en,
      body: {
        name: trip.name,
        direction: trip.direction,
        schoolId: trip.schoolId,
        busId: trip.busId,
        driverId: trip.driverId,
        date: trip.date,
        departureTime: trip.departureTime,
        version: trip.version,
        ...(ridersScope ? { ridersScope } : {}),
        stops: trip.stops.map((stop, index) => ({
          stopId: stop.stopId,
          plannedTime: stop.plannedTime,
          studentIds: riders.filter(([, at]) => at === index).map(([id]) => id),
        })),
      },
    });
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = await newId('schools', schoolInput());
    stopIds = [await newId('stops', stopInput()), await newId('stops', stopInput())];
    studentIds = [];
    for (let i = 0; i < 4; i++) studentIds.push(await newId('students', studentInput(schoolId)));
    const series = await admin.call('POST', '/api/v1/trip-series', {
      body: {
        name: 'الياسمين صباحًا',
        direction: 'to_school',
        schoolId,
        busId: await newId('buses', busInput()),
        driverId: await newId('drivers', driverInput()),
        departureTime: '06:00',
        stops: [
          { stopId: stopIds[0], plannedTime: '06:10', studentIds: [studentIds[0]] },
          { stopId: stopIds[1], plannedTime: '06:25', studentIds: [] },
        ],
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        termStart: inDays(1),
        termEnd: inDays(10),
      },
    });
    expect(series.statusCode, series.body).toBe(201);
    seriesId = series.json().seriesId;
    tripOn = new Map(series.json().trips.map((trip: { id: string; date: string }) => [trip.date, trip.id]));
  });
  afterAll(() => t?.close());

  it('places a rider on every later trip of the series, and leaves the earlier ones', async () => {
    const [reem, sara] = studentIds as [string, string];
    const saved = await saveRiders(
      inDays(3),
      [
        [reem, 1],
        [sara, 1],
      ],
      'series',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const day of [1, 2]) expect(await ridersOn(inDays(day))).toEqual({ [reem]: stopIds[0] });
    for (const day of [3, 4, 7, 10]) {
      expect(await ridersOn(inDays(day))).toEqual({ [reem]: stopIds[1], [sara]: stopIds[1] });
    }
    const history = await admin.call('GET', `/api/v1/trips/${tripOn.get(inDays(7))}`);
    expect(history.json().events.map((e: { type: string }) => e.type)).toEqual(['created', 'updated']);

    const listed = await admin.call('GET', `/api/v1/students/${sara}/trips`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toHaveLength(8);
    expect(listed.json().items[0]).toMatchObject({
      date: inDays(3),
      direction: 'to_school',
      seriesId,
      stop: { id: stopIds[1] },
      plannedTime: '06:25',
    });
  });

  it('keeps a day-only exception when the series changes another rider later', async () => {
    const [reem, sara, noura] = studentIds as [string, string, string];
    const dayOnly = await saveRiders(inDays(6), [[reem, 1]]);
    expect(dayOnly.statusCode, dayOnly.body).toBe(200);
    expect(await ridersOn(inDays(7))).toEqual({ [reem]: stopIds[1], [sara]: stopIds[1] });

    const cancelled = await details(inDays(9));
    const cancel = await admin.call('POST', `/api/v1/trips/${cancelled.id}/transitions`, {
      body: { to: 'cancelled', version: cancelled.version },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const saved = await saveRiders(
      inDays(5),
      [
        [reem, 1],
        [sara, 1],
        [noura, 0],
      ],
      'series',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // Day 6 still leaves Sara out (its exception), and has Noura like every later trip.
    expect(await ridersOn(inDays(6))).toEqual({ [reem]: stopIds[1], [noura]: stopIds[0] });
    expect(await ridersOn(inDays(8))).toEqual({
      [reem]: stopIds[1],
      [sara]: stopIds[1],
      [noura]: stopIds[0],
    });
    // A cancelled trip is left as it was.
    expect(await ridersOn(inDays(9))).toEqual({ [reem]: stopIds[1], [sara]: stopIds[1] });
  });

  it('refuses a series change a later day cannot take, naming that date, and writes nothing', async () => {
    const [reem, sara, noura, huda] = studentIds as [string, string, string, string];
    const other = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: 'رحلة أخرى',
        direction: 'to_school',
        schoolId,
        busId: await newId('buses', busInput()),
        driverId: await newId('drivers', driverInput()),
        date: inDays(8),
        departureTime: '06:05',
        stops: [{ stopId: stopIds[0], plannedTime: '06:20', studentIds: [huda] }],
      },
    });
    expect(other.statusCode, other.body).toBe(201);
    const riders: [string, number][] = [
      [reem, 1],
      [sara, 1],
      [noura, 0],
      [huda, 0],
    ];
    const refused = await saveRiders(inDays(7), riders, 'series');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'stops.0.studentIds.1',
        code: 'trips.studentBookedOn',
        message: `The student is on another trip at the same time on ${formatDate(inDays(8), 'en')}`,
      },
    ]);
    expect(await ridersOn(inDays(7))).not.toHaveProperty(huda);
    // The same change for that day alone is fine.
    const dayOnly = await saveRiders(inDays(7), riders, 'day');
    expect(dayOnly.statusCode, dayOnly.body).toBe(200);
  });
});
