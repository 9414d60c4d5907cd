import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { busInput, studentInput } from '../../test/fixtures';
import { ago, liveTripPlace, startedTrip, TZ } from '../../test/live-trips';
import { MailCatcher } from '../../test/mail-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';

describe.each(DATABASES)("a trip's parents are told on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };
  const mail = new MailCatcher();
  let parents = 0;

  beforeAll(async () => {
    await mail.start();
    t = await startTestApp(kind, { SMTP_URL: mail.url, NOTICE_POLL_MS: '600000', TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
  });

  /** A trip under way whose two riders belong to two parents. */
  const tripWithFamilies = async () => {
    const emails: string[] = [];
    const riders: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      parents += 1;
      const email = `trip.parent${parents}@example.sa`;
      const parent = await admin.call('POST', '/api/v1/parents', {
        body: { name: `ولي أمر ${parents}`, phone: `05${String(60_000_000 + parents)}`, email, contacts: [] },
      });
      expect(parent.statusCode, parent.body).toBe(201);
      const student = await admin.call('POST', '/api/v1/students', {
        body: studentInput(place.schoolId, { parentId: parent.json().id }),
      });
      riders.push(student.json().id);
      emails.push(email);
    }
    const trip = await startedTrip(t, admin, place, riders);
    const version = (await admin.call('GET', `/api/v1/trips/${trip.tripId}`)).json().version as number;
    return { ...trip, version, emails };
  };

  it('tells each rider’s parent once when the trip is disrupted, counts them as told, and tells them of the replacement and the cancellation', async () => {
    const trip = await tripWithFamilies();
    const reported = await admin.call('POST', `/api/v1/trips/${trip.tripId}/disruptions`, {
      body: { reason: 'breakdown', occurredAt: new Date().toISOString(), tripVersion: trip.version },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const disruption = reported.json().disruption ?? reported.json();
    expect(disruption.parentsNotified).toBe(0);

    await t.app.deliverNotices();
    for (const email of trip.emails) expect(mail.to(email)).toHaveLength(1);
    expect(mail.to(trip.emails[0]!)[0]!.text).toContain('عطل فني');
    const told = (await admin.call('GET', `/api/v1/disruptions/${disruption.id}`)).json();
    expect(told.parentsNotified).toBe(2);

    const replacement = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json();
    const updated = await admin.call('PUT', `/api/v1/disruptions/${disruption.id}`, {
      body: {
        reason: 'breakdown',
        occurredAt: new Date().toISOString(),
        replacementBusId: replacement.id,
        version: told.version,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const resolved = await admin.call('POST', `/api/v1/disruptions/${disruption.id}/resolve`, {
      body: { outcome: 'cancelled', resolution: 'أعيد الطلاب بحافلة بديلة', version: updated.json().version },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await t.app.deliverNotices();
    const subjects = mail.to(trip.emails[0]!).map((m) => m.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects.some((s) => s?.startsWith('حافلة بديلة'))).toBe(true);
    expect(subjects.some((s) => s?.startsWith('أُلغيت رحلة'))).toBe(true);
    expect(mail.to(trip.emails[0]!).find((m) => m.subject?.startsWith('حافلة بديلة'))?.text).toContain(
      replacement.plateNumber,
    );
  });

  it('tells only the scanned child’s parent that the child boarded and left the bus', async () => {
    const trip = await tripWithFamilies();
    const scanned = await trip.device('scans', {
      scans: [
        { studentId: trip.riders[0], kind: 'on', at: ago(60) },
        { studentId: trip.riders[0], kind: 'off', at: ago(5) },
      ],
    });
    expect(scanned.statusCode, scanned.body).toBeLessThan(300);
    await t.app.deliverNotices();
    const subjects = mail.to(trip.emails[0]!).map((m) => m.subject ?? '');
    expect(subjects).toHaveLength(2);
    expect(subjects.some((s) => s.startsWith('صعد'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('نزل'))).toBe(true);
    expect(mail.to(trip.emails[1]!)).toHaveLength(0);
  });
});
