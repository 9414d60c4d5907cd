import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/raw-rows';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { stopInput } from '../../test/fixtures';
import { liveTripPlace, startedTrip, TZ } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { segmentTime } from './eta-model';
import { forgetSegmentBook, refreshEta, refreshSegmentRoutes, segmentBookFor } from './segment-book';

const today = todayIn(TZ);
/** The last date before today that falls on `weekday` (0 Sunday), `weeksBack` weeks further back. */
const pastWeekday = (weekday: number, weeksBack: number) => {
  let date = addDays(today, -1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, -1);
  return addDays(date, -7 * weeksBack);
};
const nextWeekday = (weekday: number) => {
  let date = today;
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
};
/** That wall-clock time in Riyadh (UTC+3) as an instant. */
const riyadh = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+03:00`);

/**
 * A stand-in for OSRM's table service: every pair 420 s apart (0 to itself); it counts the requests
 * and answers 500 while `failing`.
 */
class RoutingStandIn {
  requests: string[] = [];
  failing = false;
  private server: Server = createServer((request, response) => {
    this.requests.push(request.url ?? '');
    const match = /^\/table\/v1\/driving\/([^?]+)\?sources=([^&]+)&destinations=([^&]+)/.exec(
      request.url ?? '',
    );
    if (this.failing || !match) {
      response.writeHead(500).end();
      return;
    }
    const sources = match[2]!.split(';').map(Number);
    const destinations = match[3]!.split(';').map(Number);
    const durations = sources.map((s) => destinations.map((d) => (s === d ? 0 : 420)));
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 'Ok', durations }));
  });
  url = '';
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.each(DATABASES)('the ETA learned from the company’s trips on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };
  const routing = new RoutingStandIn();
  const warnings: string[] = [];
  const log = { warn: (_: object, message: string) => warnings.push(message) };

  beforeAll(async () => {
    await routing.start();
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(async () => {
    await t?.close();
    await routing.stop();
  });

  /** A finished trip on `date` that left stop A at `leaves` (Riyadh) and took `minutes` to B. */
  const pastDrive = async (template: string, date: string, leaves: string, minutes: number) => {
    const [trip] = rowsOf<{ id: string }>(
      await t.app.db.execute(sql`
        insert into trips (name, direction, school_id, bus_id, driver_id, date, departure_time, arrival_time, status)
        select name, direction, school_id, bus_id, driver_id, ${date}, departure_time, arrival_time, 'completed'
        from trips where id = ${template} returning id`),
    );
    const [a, b] = place.stopIds;
    await t.app.db.execute(sql`
      insert into trip_stops (trip_id, position, stop_id, planned_time)
      values (${trip!.id}, 0, ${a}, '07:00'), (${trip!.id}, 1, ${b}, '07:12')`);
    const left = riyadh(date, leaves);
    const at = (minutesAfter: number) => new Date(left.getTime() + minutesAfter * 60_000).toISOString();
    await t.app.db.execute(sql`
      insert into trip_events (trip_id, type, stop_id, at) values
        (${trip!.id}, 'stop_arrival', ${a}, ${at(-2)}::timestamptz),
        (${trip!.id}, 'stop_departure', ${a}, ${at(0)}::timestamptz),
        (${trip!.id}, 'stop_arrival', ${b}, ${at(minutes)}::timestamptz)`);
  };

  it('learns the drive per weekday and hour from finished trips, and believes a cell only with enough drives', async () => {
    const { tripId } = await startedTrip(t, admin, place);
    for (let week = 0; week < 4; week++) {
      await pastDrive(tripId, pastWeekday(0, week), '07:10', 15); // Sundays: 15 min
      await pastDrive(tripId, pastWeekday(1, week), '07:10', 8); // Mondays: 8 min
    }
    await pastDrive(tripId, pastWeekday(2, 0), '07:10', 30); // one Tuesday: 30 min
    await pastDrive(tripId, pastWeekday(3, 12), '07:10', 60); // a Wednesday older than the history kept

    await refreshEta(t.app.db, { today, timeZone: TZ }, undefined, log);
    const book = await segmentBookFor(t.app.db, [
      [{ stopId: place.stopIds[0]! }, { stopId: place.stopIds[1]! }],
    ]);
    const [a, b] = place.stopIds as [string, string];
    const minutesOn = (weekday: number, hhmm: string) =>
      (segmentTime(book, a, b, riyadh(nextWeekday(weekday), hhmm), TZ)?.driveSeconds ?? 0) / 60;
    expect(minutesOn(0, '07:40')).toBe(15);
    expect(minutesOn(1, '07:05')).toBe(8);
    // One Tuesday is not enough: the hour over every day (the median of nine drives), Wednesday too.
    expect(minutesOn(2, '07:30')).toBe(15);
    expect(minutesOn(3, '07:30')).toBe(15);
    // Nobody drove it at ten: no history (the ETA keeps distance over speed).
    expect(segmentTime(book, a, b, riyadh(nextWeekday(0), '10:00'), TZ)).toBeNull();
    expect(segmentTime(book, a, b, riyadh(nextWeekday(0), '07:40'), TZ)?.waitSeconds).toBe(120);
  });

  it('asks the routing engine once per new pair of stops and uses its drive where there is no history', async () => {
    const c = (
      await admin.call('POST', '/api/v1/stops', { body: stopInput({ lat: 24.75, lng: 46.7 }) })
    ).json().id;
    const d = (
      await admin.call('POST', '/api/v1/stops', { body: stopInput({ lat: 24.76, lng: 46.7 }) })
    ).json().id;
    await startedTrip(t, admin, { schoolId: place.schoolId, stopIds: [c, d] });

    routing.failing = true;
    await refreshEta(t.app.db, { today, timeZone: TZ }, routing.url, log);
    expect(warnings).toEqual(['routing engine: segment times not refreshed']);
    const pair = [[{ stopId: c }, { stopId: d }]];
    expect(segmentTime(await segmentBookFor(t.app.db, pair), c, d, new Date(), TZ)).toBeNull();

    routing.failing = false;
    routing.requests = [];
    await refreshEta(t.app.db, { today, timeZone: TZ }, routing.url, log);
    expect(routing.requests).toHaveLength(1);
    expect(segmentTime(await segmentBookFor(t.app.db, pair), c, d, new Date(), TZ)).toEqual({
      driveSeconds: 420,
      waitSeconds: 60,
      source: 'routing',
    });
    // Asked lately: not again.
    expect(await refreshSegmentRoutes(t.app.db, today, routing.url)).toBe(0);
    expect(routing.requests).toHaveLength(1);
    forgetSegmentBook();
  });
});
