import { SCHOOL_ZONE_RADIUS_M } from '@rihla/shared/contracts/geofences';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { schoolInput } from '../../test/fixtures';
import { liveTripPlace, STOP_A, startedTrip } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ingestPositionBatch } from '../devices/position-batch';

/** About 100 m north of a place, in degrees of latitude. */
const M100 = 0.0009;
const square = (centre: { lat: number; lng: number }, half: number) => [
  { lat: centre.lat - half, lng: centre.lng - half },
  { lat: centre.lat - half, lng: centre.lng + half },
  { lat: centre.lat + half, lng: centre.lng + half },
  { lat: centre.lat + half, lng: centre.lng - half },
];

describe.each(DATABASES)('geofences on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };
  let fixes = 0;
  // The suite's fixes count back from one instant, so the seconds between two are exact.
  const base = Date.now();

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: 'Asia/Riyadh' });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(() => t?.close());

  const zone = (body: Record<string, unknown>) =>
    admin.call('POST', '/api/v1/geofences?lang=en', {
      body: { nameAr: 'منطقة', nameEn: 'Zone', kind: 'other', ...body },
    });
  /** A fix `secondsAgo` seconds before the suite began, at `at` (a millisecond later per fix: never a duplicate). */
  const fix = (secondsAgo: number, at: { lat: number; lng: number }) => {
    fixes += 1;
    return { at: new Date(base - secondsAgo * 1000 + fixes).toISOString(), ...at, speedKmh: 20 };
  };
  const alertsOf = async (busId: string) =>
    (await admin.call('GET', '/api/v1/alerts?pageSize=100'))
      .json()
      .items.filter((a: { busId: string }) => a.busId === busId) as {
      type: string;
      value: number | null;
      zoneId: string | null;
      zoneNameEn: string | null;
      rule: { threshold: number | null };
    }[];
  const timelineOf = async (tripId: string) =>
    (await admin.call('GET', `/api/v1/trips/${tripId}`)).json().events as {
      type: string;
      detail: string | null;
      value: number | null;
      zone?: { nameEn: string } | null;
    }[];

  it('draws, lists, redraws and deletes circles and polygons', async () => {
    const works = square({ lat: 24.9, lng: 46.9 }, 0.002);
    const circle = await zone({
      nameAr: 'مستودع الحافلات',
      nameEn: 'Bus depot',
      kind: 'depot',
      shape: { type: 'circle', center: { lat: 24.8, lng: 46.8 }, radiusM: 300 },
    });
    expect(circle.statusCode, circle.body).toBe(201);
    const polygon = await zone({
      nameAr: 'طريق الملك فهد',
      nameEn: 'King Fahd road works',
      kind: 'no_go',
      // Closed as GeoJSON closes its rings: the repeated point is dropped.
      shape: { type: 'polygon', points: [...works, works[0]] },
      dwellLimitMinutes: 5,
    });
    expect(polygon.statusCode, polygon.body).toBe(201);
    expect(polygon.json().shape.points).toHaveLength(4);

    const noGo = await admin.call('GET', '/api/v1/geofences?kind=no_go');
    expect(noGo.json().items.map((z: { nameEn: string }) => z.nameEn)).toEqual(['King Fahd road works']);
    const found = await admin.call('GET', `/api/v1/geofences?q=${encodeURIComponent('مستودع')}`);
    expect(found.json().items.map((z: { nameEn: string }) => z.nameEn)).toEqual(['Bus depot']);

    const moved = await admin.call('PUT', `/api/v1/geofences/${circle.json().id}`, {
      body: {
        ...(circle.json() as Record<string, unknown>),
        shape: { type: 'polygon', points: square({ lat: 24.8, lng: 46.8 }, 0.003) },
        version: 1,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ version: 2, shape: { type: 'polygon' } });

    const removed = await admin.call('DELETE', `/api/v1/geofences/${circle.json().id}?version=2`);
    expect(removed.statusCode).toBe(204);
    expect((await admin.call('GET', `/api/v1/geofences/${circle.json().id}`)).statusCode).toBe(404);
  });

  it('refuses a polygon that crosses itself or has fewer than three points, in the reader’s language', async () => {
    const bowTie = await zone({
      shape: {
        type: 'polygon',
        points: [
          { lat: 24.7, lng: 46.7 },
          { lat: 24.71, lng: 46.71 },
          { lat: 24.7, lng: 46.71 },
          { lat: 24.71, lng: 46.7 },
        ],
      },
    });
    expect(bowTie.statusCode).toBe(400);
    expect(bowTie.json().errors).toEqual([
      expect.objectContaining({
        path: 'shape.points',
        code: 'validation.polygonSelfCrossing',
        message: 'The zone’s outline crosses itself: draw it without one side crossing another',
      }),
    ]);
    const line = await admin.call('POST', '/api/v1/geofences', {
      body: {
        nameAr: 'خط',
        nameEn: 'Line',
        kind: 'other',
        shape: { type: 'polygon', points: square(STOP_A, 0.001).slice(0, 2) },
      },
    });
    expect(line.statusCode).toBe(400);
    expect(line.json().errors[0]).toMatchObject({
      path: 'shape.points',
      message: 'المضلع يحتاج ثلاث نقاط على الأقل',
    });
    const schoolless = await zone({
      kind: 'school',
      shape: { type: 'circle', center: STOP_A, radiusM: 100 },
    });
    expect(schoolless.json().errors).toEqual([expect.objectContaining({ path: 'schoolId' })]);
  });

  it('gives a new school its zone, which follows the school when it moves', async () => {
    const school = (
      await admin.call('POST', '/api/v1/schools', { body: schoolInput({ lat: 24.75, lng: 46.75 }) })
    ).json();
    const zones = (await admin.call('GET', `/api/v1/geofences?schoolId=${school.id}`)).json().items;
    expect(zones).toEqual([
      expect.objectContaining({
        kind: 'school',
        nameAr: school.nameAr,
        shape: { type: 'circle', center: { lat: 24.75, lng: 46.75 }, radiusM: SCHOOL_ZONE_RADIUS_M },
      }),
    ]);
    const second = await zone({
      kind: 'school',
      schoolId: school.id,
      shape: { type: 'circle', center: STOP_A, radiusM: 50 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toEqual([
      expect.objectContaining({ path: 'schoolId', code: 'validation.schoolHasZone' }),
    ]);
    await admin.call('PUT', `/api/v1/schools/${school.id}`, {
      body: { ...schoolInput(), lat: 24.76, lng: 46.76, version: 1 },
    });
    const after = (await admin.call('GET', `/api/v1/geofences?schoolId=${school.id}`)).json().items;
    expect(after[0].shape.center).toEqual({ lat: 24.76, lng: 46.76 });
  });

  it('puts the school zone’s arrival and departure on the timeline and alerts a no-go zone once per crossing', async () => {
    const trip = await startedTrip(t, admin, place);
    const school = (await admin.call('GET', `/api/v1/schools/${place.schoolId}`)).json();
    // A kilometre north of the school, and a no-go square two kilometres north.
    const away = { lat: school.lat + 0.009, lng: school.lng };
    const noGoCentre = { lat: school.lat + 0.018, lng: school.lng };
    const noGo = await zone({
      nameEn: 'Market street',
      kind: 'no_go',
      shape: { type: 'polygon', points: square(noGoCentre, 0.001) },
    });
    expect(noGo.statusCode).toBe(201);

    const post = async (...points: ReturnType<typeof fix>[]) => {
      const posted = await trip.device('positions', { points });
      expect(posted.statusCode, posted.body).toBe(202);
    };
    // Into the school's zone (twice), out past the margin, in again: two arrivals, two departures.
    await post(fix(1200, away), fix(1140, school), fix(1130, { lat: school.lat + M100, lng: school.lng }));
    // Along the edge (GPS jitter just outside): still there.
    await post(fix(1120, { lat: school.lat + M100 * 1.6, lng: school.lng }));
    await post(fix(1090, { lat: school.lat + M100 * 3, lng: school.lng }), fix(1030, school), fix(960, away));
    const school_events = (await timelineOf(trip.tripId)).filter((e) => e.type.startsWith('school_'));
    expect(school_events.map((e) => [e.type, e.detail])).toEqual([
      ['school_arrival', school.id],
      ['school_departure', school.id],
      ['school_arrival', school.id],
      ['school_departure', school.id],
    ]);
    expect(school_events[1]!.value).toBe(50);

    // Into the no-go zone, fixes inside, out: one alert each way.
    await post(fix(900, noGoCentre), fix(880, noGoCentre));
    await post(fix(860, { lat: noGoCentre.lat + 0.0002, lng: noGoCentre.lng }));
    await post(fix(780, away));
    const alerts = await alertsOf(trip.busId);
    expect(alerts.map((a) => a.type).sort()).toEqual(['zone_entered', 'zone_left']);
    // Two minutes inside; each alert names its zone.
    expect(alerts.find((a) => a.type === 'zone_left')!.value).toBe(2);
    for (const alert of alerts)
      expect(alert).toMatchObject({ zoneId: noGo.json().id, zoneNameEn: 'Market street' });
    const timeline = await timelineOf(trip.tripId);
    // On the timeline too, each names its zone.
    expect(timeline.filter((e) => e.type === 'alert').map((e) => [e.detail, e.zone?.nameEn])).toEqual([
      ['zone_entered', 'Market street'],
      ['zone_left', 'Market street'],
    ]);
  });

  it('alerts once when a bus stays in a zone past its dwell limit', async () => {
    const trip = await startedTrip(t, admin, place);
    const depot = { lat: 24.81, lng: 46.81 };
    await zone({
      kind: 'depot',
      shape: { type: 'circle', center: depot, radiusM: 200 },
      dwellLimitMinutes: 2,
    });
    for (const secondsAgo of [600, 540, 470, 400, 300])
      await trip.device('positions', { points: [fix(secondsAgo, depot)] });
    const alerts = await alertsOf(trip.busId);
    expect(alerts.map((a) => [a.type, a.value])).toEqual([['zone_dwell', 2]]);
  });

  it('decides a crossing once when two replicas ingest the same bus at once', async () => {
    const trip = await startedTrip(t, admin, place);
    const school = (await admin.call('GET', `/api/v1/schools/${place.schoolId}`)).json();
    const at = (secondsAgo: number) => ({
      at: new Date(Date.now() - secondsAgo * 1000),
      lat: school.lat,
      lng: school.lng,
      speedKmh: 5,
      heading: null,
    });
    await Promise.all(
      [
        [at(40), at(30)],
        [at(35), at(25)],
      ].map((points) =>
        t.app.db.transaction((tx) =>
          ingestPositionBatch(tx, [{ busId: trip.busId, points }], t.app.operatorsClock()),
        ),
      ),
    );
    const arrivals = (await timelineOf(trip.tripId)).filter((e) => e.type === 'school_arrival');
    expect(arrivals).toHaveLength(1);
  });

  it('a zone’s own speed limit replaces the speeding rule’s inside it, and the alert names the zone', async () => {
    const outOfBounds = await zone({
      shape: { type: 'circle', center: STOP_A, radiusM: 100 },
      speedLimitKmh: 2,
    });
    expect(outOfBounds.statusCode).toBe(400);
    expect(outOfBounds.json().errors).toEqual([expect.objectContaining({ path: 'speedLimitKmh' })]);
    const schoolStreet = { lat: 24.86, lng: 46.86 };
    const slow = await zone({
      nameEn: 'School street',
      shape: { type: 'circle', center: schoolStreet, radiusM: 400 },
      speedLimitKmh: 30,
    });
    expect(slow.statusCode, slow.body).toBe(201);
    expect(slow.json().speedLimitKmh).toBe(30);
    const trip = await startedTrip(t, admin, place);
    // 50 km/h a kilometre away (under the rule's 80): nothing; 45 km/h inside the zone: speeding.
    await trip.device('positions', {
      points: [{ ...fix(300, { lat: schoolStreet.lat + 0.009, lng: schoolStreet.lng }), speedKmh: 50 }],
    });
    expect(await alertsOf(trip.busId)).toEqual([]);
    await trip.device('positions', { points: [{ ...fix(240, schoolStreet), speedKmh: 45 }] });
    expect(await alertsOf(trip.busId)).toEqual([
      expect.objectContaining({
        type: 'speeding',
        value: 45,
        rule: expect.objectContaining({ threshold: 30 }),
        zoneId: slow.json().id,
        zoneNameEn: 'School street',
      }),
    ]);
  });
});
