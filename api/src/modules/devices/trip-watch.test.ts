import { todayIn } from '@rihla/shared/format/today';
import { eq, sql } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { studentInput } from '../../test/fixtures';
import { ago, liveTripPlace, STOP_A, startedTrip } from '../../test/live-trips';
import { MailCatcher } from '../../test/mail-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { zoneAtNoon } from '../../test/zone-on-another-day';
import { company } from '../company/company.table';
import { forgetSegmentBook } from '../eta/segment-book';
import { tripLinks } from '../trip-links/trip-links.table';
import { ingestPositionBatch } from './position-batch';

/** About noon there: a trip planned at 00:00 is hours late, whenever the suite runs. */
const ZONE = zoneAtNoon();

describe.each(DATABASES)('parents told of a trip under way on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };
  const mail = new MailCatcher();
  let families = 0;

  beforeAll(async () => {
    await mail.start();
    t = await startTestApp(kind, {
      SMTP_URL: mail.url,
      NOTICE_POLL_MS: '600000',
      TIME_ZONE: ZONE,
      TRIP_DELAY_NOTICE_MINUTES: '10',
      PUBLIC_URL: 'https://rihla.example/',
    });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
  });

  /** A parent told by e-mail only, with their preferences, and a child of theirs. */
  const family = async (preferences: { nearMinutes?: number; quiet?: boolean } = {}) => {
    families += 1;
    const email = `watch.parent${families}@example.sa`;
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: { name: `ولي أمر ${families}`, phone: `05${String(70_000_000 + families)}`, email, contacts: [] },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const saved = await admin.call('PUT', `/api/v1/parents/${parent.json().id}/notice-preferences`, {
      body: {
        channels: ['email'],
        language: 'ar',
        quietFrom: preferences.quiet ? '00:00' : null,
        quietUntil: preferences.quiet ? '23:59' : null,
        nearMinutes: preferences.nearMinutes ?? 10,
        version: 0,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const student = await admin.call('POST', '/api/v1/students', {
      body: studentInput(place.schoolId, { parentId: parent.json().id }),
    });
    return { email, studentId: student.json().id as string, name: student.json().nameAr as string };
  };

  const subjects = (email: string) => mail.to(email).map((m) => m.subject ?? '');
  const noticesOf = async (tripId: string, event: string) =>
    (await admin.call('GET', `/api/v1/notices?pageSize=100&tripId=${tripId}&event=${event}`)).json();

  it('tells the parents once that the trip is late and, within each one’s N minutes, that the bus is near', async () => {
    // Stop A: a child the bus is at already; stop B (about 1.1 km on, 2.2 min at 30 km/h): a child
    // whose parent (in quiet hours) wants 10 minutes' warning, and one whose parent wants 2.
    const atA = await family();
    const nearB = await family({ quiet: true });
    const earlyB = await family({ nearMinutes: 2 });
    const trip = await startedTrip(
      t,
      admin,
      place,
      [atA.studentId, nearB.studentId, earlyB.studentId],
      todayIn(ZONE),
    );

    const posted = await trip.device('positions', {
      points: [{ at: ago(30), lat: STOP_A.lat, lng: STOP_A.lng, speedKmh: 30 }],
    });
    expect(posted.statusCode, posted.body).toBe(202);
    await t.app.deliverNotices();

    // Safety notices: sent at once though nearB's parent is in quiet hours.
    expect(subjects(nearB.email).sort()).toEqual(
      ['الحافلة على بعد دقيقتين من محطتك', `تأخر رحلة ${nearB.name}`].sort(),
    );
    expect(subjects(atA.email)).toEqual([`تأخر رحلة ${atA.name}`]);
    expect(subjects(earlyB.email)).toEqual([`تأخر رحلة ${earlyB.name}`]);
    const near = mail.to(nearB.email).find((m) => m.subject?.startsWith('الحافلة'))!;
    expect(near.text).toMatch(/https:\/\/rihla\.example\/t\/[A-Za-z0-9_-]{43}/);

    // On the way to B: within 2 minutes now, so earlyB's parent is told too; nobody twice.
    const closer = await trip.device('positions', {
      points: [
        { at: ago(20), lat: STOP_A.lat + 0.002, lng: STOP_A.lng, speedKmh: 30 },
        { at: ago(15), lat: STOP_A.lat + 0.004, lng: STOP_A.lng, speedKmh: 30 },
      ],
    });
    expect(closer.statusCode, closer.body).toBe(202);
    const closest = await trip.device('positions', {
      points: [{ at: ago(10), lat: STOP_A.lat + 0.005, lng: STOP_A.lng, speedKmh: 30 }],
    });
    expect(closest.statusCode, closest.body).toBe(202);
    await t.app.deliverNotices();
    expect(mail.to(nearB.email)).toHaveLength(2);
    expect(mail.to(atA.email)).toHaveLength(1);
    expect(subjects(earlyB.email)).toHaveLength(2);
    expect(subjects(earlyB.email).filter((s) => s.startsWith('الحافلة'))).toHaveLength(1);
    const busNear = await noticesOf(trip.tripId, 'bus-near');
    expect(busNear.total).toBe(2);
    expect(busNear.items.map((n: { status: string }) => n.status)).toEqual(['sent', 'sent']);
    expect((await noticesOf(trip.tripId, 'trip-delayed')).total).toBe(3);

    // The notice's link: the child's stop, the ETA and the boarding, and nothing else.
    const token = /\/t\/([A-Za-z0-9_-]{43})/.exec(near.text ?? '')![1]!;
    const stopB = (await admin.call('GET', `/api/v1/stops/${place.stopIds[1]}`)).json();
    const link = async () => t.app.inject({ method: 'GET', url: `/api/v1/public/trip-links/${token}` });
    const before = await link();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      stopName: { ar: stopB.nameAr, en: stopB.nameEn },
      etaMinutes: expect.any(Number),
      stopReached: false,
      boarded: false,
      busPlate: expect.any(String),
      replacementBus: false,
      droppedOff: false,
      ended: null,
      companyPhone: null,
    });
    expect(before.headers['cache-control']).toBe('no-store');
    const scanned = await trip.device('scans', {
      scans: [{ studentId: nearB.studentId, kind: 'on', at: ago(5) }],
    });
    expect(scanned.statusCode, scanned.body).toBeLessThan(300);
    expect((await link()).json().boarded).toBe(true);

    const arabic = await t.app.inject({ method: 'GET', url: `/t/${token}` });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('lang="ar" dir="rtl"');
    expect(arabic.body).toContain(stopB.nameAr);
    expect(arabic.body).toContain('صعد طفلك إلى الحافلة');
    expect(arabic.headers['referrer-policy']).toBe('no-referrer');
    const english = await t.app.inject({ method: 'GET', url: `/en/t/${token}` });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(stopB.nameEn);
    expect(english.body).toContain('Your child has boarded the bus');
    for (const body of [arabic.body, english.body]) {
      expect(body).not.toContain(nearB.name);
      expect(body).not.toContain(String(STOP_A.lat));
    }

    // After the trip: the child dropped off, the trip ended, the company's phone; no ETA, no refresh.
    await t.app.db.update(company).set({ phone: '+966 11 234 5678' });
    const dropped = await trip.device('scans', {
      scans: [{ studentId: nearB.studentId, kind: 'off', at: ago(1) }],
    });
    expect(dropped.statusCode, dropped.body).toBeLessThan(300);
    const running = (await admin.call('GET', `/api/v1/trips/${trip.tripId}`)).json();
    const completed = await admin.call('POST', `/api/v1/trips/${trip.tripId}/transitions`, {
      body: { to: 'completed', version: running.version },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await link()).json()).toMatchObject({
      droppedOff: true,
      ended: 'completed',
      etaMinutes: null,
      companyPhone: '+966 11 234 5678',
    });
    const after = await t.app.inject({ method: 'GET', url: `/t/${token}` });
    expect(after.body).toContain('نزل طفلك من الحافلة');
    expect(after.body).toContain('انتهت الرحلة');
    expect(after.body).toContain('href="tel:+966112345678"');
    expect(after.body).not.toContain('http-equiv="refresh"');
    const afterEn = await t.app.inject({ method: 'GET', url: `/en/t/${token}` });
    expect(afterEn.body).toContain('Your child has been dropped off');
    expect(afterEn.body).toContain('The trip has ended');

    // A wrong token and an expired one: the same bare 404.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await t.app.db.update(tripLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const bad of [wrong, token, 'x']) {
      const json = await t.app.inject({ method: 'GET', url: `/api/v1/public/trip-links/${bad}` });
      expect(json.statusCode).toBe(404);
      expect(json.body).not.toContain(stopB.nameAr);
      const html = await t.app.inject({ method: 'GET', url: `/en/t/${bad}` });
      expect(html.statusCode).toBe(404);
      expect(html.body).toContain('This link is wrong or has expired.');
    }
  });
  it('queues one "bus near" per rider when two replicas ingest the same trip at once', async () => {
    const a = await family();
    const b = await family();
    const trip = await startedTrip(t, admin, place, [a.studentId, b.studentId], todayIn(ZONE));
    // Two batches in two transactions at once, as two API processes would write them.
    const at = (seconds: number, north: number) => ({
      at: new Date(Date.now() - seconds * 1000),
      lat: STOP_A.lat + north,
      lng: STOP_A.lng,
      speedKmh: 30,
      heading: null,
    });
    await Promise.all(
      [
        [at(40, -0.003), at(30, -0.002)],
        [at(35, -0.0025), at(25, -0.0015)],
      ].map((points) =>
        t.app.db.transaction((tx) =>
          ingestPositionBatch(tx, [{ busId: trip.busId, points }], t.app.operatorsClock(), undefined, {
            delayMinutes: 10,
            publicUrl: '',
          }),
        ),
      ),
    );
    const links = await t.app.db.select().from(tripLinks).where(eq(tripLinks.tripId, trip.tripId));
    expect(links.map((l) => l.studentId).sort()).toEqual([a.studentId, b.studentId].sort());
    const busNear = await noticesOf(trip.tripId, 'bus-near');
    expect(busNear.total).toBe(2);
    expect(new Set(busNear.items.map((n: { parentId: string }) => n.parentId)).size).toBe(2);
  });

  it('tells the parents the bus is near by the drive learned from past trips, not by distance over speed', async () => {
    const atA = await family();
    const atB = await family({ nearMinutes: 10 });
    const trip = await startedTrip(t, admin, place, [atA.studentId, atB.studentId], todayIn(ZONE));
    // The company's trips say A to B takes 20 minutes at any hour, with a minute at A.
    const [a, b] = place.stopIds;
    await t.app.db.execute(sql`
      insert into segment_times (from_stop_id, to_stop_id, weekday, hour, samples, drive_seconds, wait_seconds)
      select ${a}, ${b}, -1, hour, 12, 1200, 60 from generate_series(0, 23) as hour`);
    forgetSegmentBook();
    try {
      // At A, crawling in a queue: 1.1 km from B, 8 minutes at 8 km/h, but 21 as the company drives
      // it: not near yet.
      const atStop = await trip.device('positions', {
        points: [{ at: ago(60), lat: STOP_A.lat, lng: STOP_A.lng, speedKmh: 8 }],
      });
      expect(atStop.statusCode, atStop.body).toBe(202);
      expect((await noticesOf(trip.tripId, 'bus-near')).total).toBe(0);

      // Half way: 4 minutes by its speed, half the usual 20 by the history: 10, the parent's N.
      const halfWay = await trip.device('positions', {
        points: [{ at: ago(30), lat: (STOP_A.lat + 24.71) / 2, lng: STOP_A.lng, speedKmh: 8 }],
      });
      expect(halfWay.statusCode, halfWay.body).toBe(202);
      await t.app.deliverNotices();
      expect(subjects(atB.email).filter((s) => s.startsWith('الحافلة'))).toEqual([
        'الحافلة على بعد 10 دقائق من محطتك',
      ]);
      // The monitor and the trip link show the same ETA.
      const live = (await admin.call('GET', `/api/v1/trips/${trip.tripId}/live`)).json();
      expect(live.etaSeconds).toBe(600);
      const near = mail.to(atB.email).find((m) => m.subject?.startsWith('الحافلة'))!;
      const token = /\/t\/([A-Za-z0-9_-]{43})/.exec(near.text ?? '')![1]!;
      const link = await t.app.inject({ method: 'GET', url: `/api/v1/public/trip-links/${token}` });
      expect(link.json().etaMinutes).toBe(10);
    } finally {
      await t.app.db.execute(sql`delete from segment_times`);
      forgetSegmentBook();
    }
  });
});
