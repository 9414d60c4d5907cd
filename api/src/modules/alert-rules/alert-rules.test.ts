import { ALERT_TYPES } from '@rihla/shared/contracts/monitoring';
import { and, eq, like } from 'drizzle-orm';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { ago, en, liveTripPlace, STOP_A, startedTrip, TZ, today } from '../../test/live-trips';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sweepEscalations } from '../alerts/escalation-sweep';
import { notices } from '../notices/notices.table';
import { operators } from '../operators/operators.table';

const NOBODY = { channels: [], roles: [], operatorIds: [], phones: [] };

/** A rule as the settings form sends it: the default with `changes`. */
function ruleBody(rule: Record<string, unknown>, changes: Record<string, unknown>) {
  const { type: _type, updatedAt: _updatedAt, ...input } = rule;
  return { ...input, ...changes };
}

/** `HH:MM` on Riyadh's clock `hours` from now. */
function riyadhTime(hours: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 3_600_000));
}

describe.each(DATABASES)('alert rules on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };
  const started = () => startedTrip(t, admin, place);
  const rule = async (type: string) => (await admin.call('GET', `/api/v1/alert-rules/${type}`)).json();
  const save = (type: string, body: unknown) =>
    admin.call('PUT', `/api/v1/alert-rules/${type}`, { body, headers: en });
  const alertsOf = async (busId: string) =>
    (await admin.call('GET', `/api/v1/alerts?busId=${busId}`)).json().items as {
      id: string;
      type: string;
      severity: string;
      rule: { version: number; threshold: number | null };
    }[];
  const noticesOf = (eventKey: string) =>
    t.app.db.select().from(notices).where(like(notices.eventKey, eventKey));

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ, NOTICE_POLL_MS: '600000' });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(() => t?.close());

  it('every alert kind has a rule, by default the old constants, shown to every trip reader', async () => {
    const rules = (await admin.call('GET', '/api/v1/alert-rules')).json();
    expect(rules.map((r: { type: string }) => r.type)).toEqual([...ALERT_TYPES]);
    expect(rules.find((r: { type: string }) => r.type === 'speeding')).toMatchObject({
      enabled: true,
      threshold: 80,
      version: 0,
      notify: { channels: ['in_app'], roles: ['admin', 'dispatcher', 'viewer'] },
      escalation: { afterMinutes: null },
    });
    // The kinds added with geofences and the end of trip: on by default, late start after ten minutes.
    expect(
      rules
        .filter((r: { type: string }) => ['late_start', 'stop_skipped', 'check_overridden'].includes(r.type))
        .map((r: { type: string; threshold: number | null; severity: string }) => [
          r.type,
          r.threshold,
          r.severity,
        ]),
    ).toEqual([
      ['late_start', 10, 'warning'],
      ['stop_skipped', null, 'warning'],
      ['check_overridden', null, 'warning'],
    ]);
    const viewer = await sessionAs(t.app, 'viewer');
    expect((await viewer.call('GET', '/api/v1/alert-rules')).statusCode).toBe(200);
    expect(
      (await viewer.call('PUT', '/api/v1/alert-rules/sos', { body: ruleBody(await rule('sos'), {}) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a channel without recipients, a threshold out of bounds and a stale version, in words', async () => {
    const speeding = await rule('speeding');
    const noOne = await save('speeding', ruleBody(speeding, { notify: { ...NOBODY, channels: ['email'] } }));
    expect(noOne.statusCode).toBe(400);
    expect(noOne.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'notify.channels',
        message: expect.stringContaining('A channel is on with nobody to receive it'),
      }),
    );
    const smsNoPhone = await save(
      'speeding',
      ruleBody(speeding, {
        escalation: { ...NOBODY, channels: ['sms'], roles: ['admin'], afterMinutes: 5 },
      }),
    );
    expect(smsNoPhone.json().errors).toContainEqual(
      expect.objectContaining({ path: 'escalation.channels', code: 'validation.alertRuleNoRecipient' }),
    );
    const tooFast = await save('speeding', ruleBody(speeding, { threshold: 500 }));
    expect(tooFast.statusCode).toBe(400);
    expect(tooFast.json().errors[0]).toMatchObject({ path: 'threshold', code: 'validation.between' });
    const stale = await save('speeding', ruleBody(speeding, { version: 3 }));
    expect(stale.statusCode).toBe(409);
  });

  it('a changed threshold raises at the new limit, with the rule recorded; a disabled rule raises nothing', async () => {
    const first = await started();
    const saved = await save(
      'speeding',
      ruleBody(await rule('speeding'), { threshold: 50, severity: 'critical' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ threshold: 50, version: 1 });
    await first.device('positions', { points: [{ at: ago(2), ...STOP_A, speedKmh: 60 }] });
    expect(await alertsOf(first.busId)).toEqual([
      expect.objectContaining({
        type: 'speeding',
        severity: 'critical',
        rule: { version: 1, threshold: 50 },
      }),
    ]);

    const second = await started();
    await save('speeding', ruleBody(await rule('speeding'), { enabled: false }));
    await second.device('positions', { points: [{ at: ago(2), ...STOP_A, speedKmh: 120 }] });
    expect(await alertsOf(second.busId)).toEqual([]);
  });

  it('a rule outside its days or hours raises nothing; inside them it does', async () => {
    const sos = await rule('sos');
    await save('sos', ruleBody(sos, { activeFrom: riyadhTime(2), activeUntil: riyadhTime(3) }));
    const quiet = await started();
    expect((await quiet.device('sos', { at: ago(1) })).statusCode).toBe(202);
    expect(await alertsOf(quiet.busId)).toEqual([]);

    const later = await rule('sos');
    await save('sos', ruleBody(later, { activeFrom: riyadhTime(-1), activeUntil: riyadhTime(1) }));
    const loud = await started();
    await loud.device('sos', { at: ago(1) });
    expect((await alertsOf(loud.busId)).map((a) => a.type)).toEqual(['sos']);

    const days = await rule('sos');
    const todayNumber = new Date(`${today}T12:00:00Z`).getUTCDay();
    await save(
      'sos',
      ruleBody(days, { activeFrom: null, activeUntil: null, weekdays: [(todayNumber + 1) % 7] }),
    );
    const offDay = await started();
    await offDay.device('sos', { at: ago(1) });
    expect(await alertsOf(offDay.busId)).toEqual([]);
    await save('sos', ruleBody(await rule('sos'), { weekdays: [0, 1, 2, 3, 4, 5, 6] }));
  });

  it('an unacknowledged alert escalates exactly once, even to two sweeps at once; an acknowledged one never', async () => {
    const escalateTo = await sessionAs(t.app, 'dispatcher', 'escalation.lead@rihla.test');
    const [lead] = await t.app.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.email, 'escalation.lead@rihla.test'));
    expect(escalateTo).toBeTruthy();
    const offRoute = await rule('off_route');
    const saved = await save(
      'off_route',
      ruleBody(offRoute, {
        notify: { ...NOBODY, channels: ['in_app', 'sms'], roles: ['dispatcher'], phones: ['0501234567'] },
        escalation: { ...NOBODY, channels: ['email'], operatorIds: [lead!.id], afterMinutes: 5 },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const unanswered = await started();
    const answered = await started();
    // Past the first stop, 1.5 km east of the route.
    for (const bus of [unanswered, answered]) {
      await bus.device('positions', { points: [{ at: ago(30), ...STOP_A, speedKmh: 20 }] });
      await bus.device('positions', { points: [{ at: ago(20), lat: 24.7, lng: 46.703, speedKmh: 20 }] });
      await bus.device('positions', { points: [{ at: ago(10), lat: 24.705, lng: 46.715, speedKmh: 20 }] });
    }
    const [unansweredAlert] = await alertsOf(unanswered.busId);
    const [answeredAlert] = await alertsOf(answered.busId);
    expect(unansweredAlert).toMatchObject({ type: 'off_route' });
    // Raised: an SMS to the rule's number, once.
    expect(await noticesOf(`alert-raised:${unansweredAlert!.id}`)).toEqual([
      expect.objectContaining({ channel: 'sms', address: '+966501234567' }),
    ]);
    await admin.call('POST', `/api/v1/alerts/${answeredAlert!.id}/actions`, {
      body: { action: 'acknowledge' },
    });

    const clock = { now: new Date(Date.now() + 6 * 60_000), today, timeZone: TZ };
    expect(await sweepEscalations(t.app.db, { ...clock, now: new Date() })).toEqual([]);
    const [a, b] = await Promise.all([sweepEscalations(t.app.db, clock), sweepEscalations(t.app.db, clock)]);
    const escalated = [...a!, ...b!].filter((e) => e.kind === 'alert');
    expect(escalated.map((e) => e.data && 'id' in e.data && e.data.id)).toEqual([unansweredAlert!.id]);
    expect(await sweepEscalations(t.app.db, clock)).toEqual([]);
    const mails = await noticesOf('alert-escalated:%');
    expect(mails.filter((n) => n.eventKey.endsWith(answeredAlert!.id))).toEqual([]);
    expect(mails.filter((n) => n.eventKey.endsWith(unansweredAlert!.id))).toEqual([
      expect.objectContaining({ channel: 'email', address: 'escalation.lead@rihla.test', safety: true }),
    ]);
    const shown = (await admin.call('GET', `/api/v1/alerts?busId=${unanswered.busId}`)).json().items[0];
    expect(shown).toMatchObject({ status: 'open', escalatedAt: expect.any(String) });
  });

  it('the alert centre assigns an alert, resolves it with a note and filters by severity', async () => {
    const bus = await started();
    await bus.device('sos', { at: ago(1) });
    const [sos] = await alertsOf(bus.busId);
    await sessionAs(t.app, 'dispatcher', 'on.call@rihla.test');
    const [onCall] = await t.app.db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.email, 'on.call@rihla.test')));
    const assigned = await admin.call('POST', `/api/v1/alerts/${sos!.id}/actions`, {
      body: { action: 'assign', operatorId: onCall!.id },
    });
    expect(assigned.json()).toMatchObject({ assignedToId: onCall!.id, assignedToName: 'مشغل dispatcher' });
    const unknown = await admin.call('POST', `/api/v1/alerts/${sos!.id}/actions`, {
      body: { action: 'assign', operatorId: '00000000-0000-4000-8000-000000000000' },
      headers: en,
    });
    expect(unknown.statusCode).toBe(400);
    const resolved = await admin.call('POST', `/api/v1/alerts/${sos!.id}/actions`, {
      body: { action: 'resolve', note: 'Called the driver: a passenger felt unwell, all fine.' },
    });
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolutionNote: 'Called the driver: a passenger felt unwell, all fine.',
      acknowledgedAt: expect.any(String),
    });
    const critical = (
      await admin.call('GET', `/api/v1/alerts?busId=${bus.busId}&severity=critical&status=resolved`)
    ).json();
    expect(critical.total).toBe(1);
    const info = (await admin.call('GET', `/api/v1/alerts?busId=${bus.busId}&severity=info`)).json();
    expect(info.total).toBe(0);
  });
});
