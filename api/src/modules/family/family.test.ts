import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import type { FastifyInstance } from 'fastify';
import { CODES_PER_PHONE } from '../../lib/phone-sign-in';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import {
  busInput,
  driverInput,
  packageInput,
  registrationBody,
  schoolInput,
  stopInput,
  studentInput,
} from '../../test/fixtures';
import { HttpReceiver } from '../../test/http-receiver';
import { startTestApp, type TestApp } from '../../test/test-app';
import { studentAbsences } from '../students/students.table';
import { familyCodes } from './family.table';

const codeIn = (body: unknown) => /\d{6}/.exec((body as { body: string }).body)?.[0] ?? '';
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASES)('the families app on %s', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: Agent;
  let sms: HttpReceiver;
  let counter = 0;
  let schoolId: string;
  let stopId: string;
  let busId: string;
  let driverId: string;

  /** A parent on file with one child; the phone in local form and E.164. */
  const addFamily = async () => {
    counter += 1;
    const phone = `05${String(70_000_000 + counter).padStart(8, '0')}`;
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: {
        name: `هند فهد العتيبي ${counter}`,
        phone,
        nationalId: withCheckDigit(`10${String(3_000_000 + counter)}`),
      },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const child = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { parentId: parent.json().id }),
    });
    expect(child.statusCode, child.body).toBe(201);
    return {
      id: parent.json().id as string,
      phone,
      e164: `+966${phone.slice(1)}`,
      childId: child.json().id as string,
    };
  };

  const askCode = (phone: string, ip = '10.0.0.1', language = 'ar') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/family/auth/code',
      payload: { phone },
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  const verify = (phone: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/v1/family/auth/verify', payload: { phone, code } });
  const lastCodeTo = (e164: string) =>
    codeIn(sms.received.filter((r) => (r.body as { to: string }).to === e164).at(-1)?.body);
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    `rihla_family=${response.cookies.find((c) => c.name === 'rihla_family')?.value}`;
  /** Signs the family's phone in; its cookie header. */
  const signIn = async (family: { phone: string; e164: string }) => {
    counter += 1;
    expect((await askCode(family.phone, `10.9.${counter % 250}.1`)).statusCode).toBe(202);
    const signedIn = await verify(family.phone, lastCodeTo(family.e164));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return cookieOf(signedIn);
  };
  const as = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const addTrip = async (input: {
    date: string;
    direction: 'to_school' | 'from_school';
    time: string;
    riders: string[];
  }) => {
    const trip = await admin.call('POST', '/api/v1/trips', {
      body: {
        name: `رحلة ${input.direction} ${input.time}`,
        direction: input.direction,
        schoolId,
        busId,
        driverId,
        date: input.date,
        departureTime: input.time,
        stops: [{ stopId, plannedTime: input.time, studentIds: input.riders }],
      },
    });
    expect(trip.statusCode, trip.body).toBe(201);
    return trip.json().id as string;
  };

  beforeAll(async () => {
    sms = await new HttpReceiver().start();
    t = await startTestApp(kind, { SMS_PROVIDER: 'webhook', SMS_URL: sms.url('/sms') });
    app = t.app;
    admin = await sessionOf(app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    stopId = (await admin.call('POST', '/api/v1/stops', { body: stopInput({ lat: 24.7, lng: 46.7 }) })).json()
      .id;
    busId = (await admin.call('POST', '/api/v1/buses', { body: busInput() })).json().id;
    driverId = (
      await admin.call('POST', '/api/v1/drivers', { body: driverInput({ phone: '0569990001' }) })
    ).json().id;
  });
  afterAll(async () => {
    await t?.close();
    await sms?.stop();
  });

  it('signs a parent in by a texted code, once, with a hashed code and a family cookie', async () => {
    const family = await addFamily();
    expect((await askCode(family.phone, '10.0.0.1', 'en')).statusCode).toBe(202);
    const message = sms.received.at(-1)!.body as { to: string; body: string };
    expect(message.to).toBe(family.e164);
    expect(message.body).toMatch(/^Rihla family sign-in code: \d{6}/);
    const code = lastCodeTo(family.e164);
    expect(JSON.stringify(await app.db.select().from(familyCodes))).not.toContain(code);

    const signedIn = await verify(family.phone, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().parent).toMatchObject({ id: family.id, phone: family.e164 });
    expect(signedIn.cookies.find((c) => c.name === 'rihla_family')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/family',
    });
    expect((await as(cookieOf(signedIn), 'GET', '/family/me')).json().parent.id).toBe(family.id);
    // Single use; the crew's API does not take the family's cookie.
    expect((await verify(family.phone, code)).json().code).toBe('family.codeInvalid');
    expect((await as(cookieOf(signedIn), 'GET', '/crew/me')).statusCode).toBe(401);
  });

  it('answers a phone not on file as a parent, sends it nothing, and refuses wrong and expired codes alike', async () => {
    const family = await addFamily();
    const before = sms.received.length;
    const unknown = await askCode('0597777777', '10.0.1.1');
    const known = await askCode(family.phone, '10.0.1.1');
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(sms.received.length).toBe(before + 1);
    const unknownVerify = await verify('0597777777', '123456');
    const code = lastCodeTo(family.e164);
    const wrongVerify = await verify(family.phone, code === '000000' ? '111111' : '000000');
    expect(unknownVerify.statusCode).toBe(401);
    expect([wrongVerify.statusCode, wrongVerify.json().code]).toEqual([401, unknownVerify.json().code]);
    expect(wrongVerify.json().title).toBe('الرمز غير صحيح أو انتهت صلاحيته، اطلب رمزًا جديدًا');

    await app.db.update(familyCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(family.phone, code)).json().code).toBe('family.codeInvalid');
  });

  it('limits the codes sent per phone', async () => {
    const family = await addFamily();
    for (let i = 0; i < CODES_PER_PHONE; i += 1) {
      expect((await askCode(family.phone, `10.2.0.${i}`)).statusCode).toBe(202);
    }
    const refused = await askCode(family.phone, '10.2.0.9', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'family.tooManyCodes' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("shows a parent their own children's trips of today, and nothing of another family", async () => {
    const first = await addFamily();
    const second = await addFamily();
    const today = app.operatorsToday();
    const tripId = await addTrip({
      date: today,
      direction: 'to_school',
      time: '06:40',
      riders: [first.childId, second.childId],
    });
    const firstCookie = await signIn(first);
    const secondCookie = await signIn(second);

    const seen = await as(firstCookie, 'GET', '/family/today');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.json().date).toBe(today);
    expect(seen.json().children).toHaveLength(1);
    const [child] = seen.json().children;
    expect(child.id).toBe(first.childId);
    expect(child.trips).toEqual([
      expect.objectContaining({
        id: tripId,
        status: 'scheduled',
        stop: expect.objectContaining({ plannedTime: '06:40' }),
        etaMinutes: null,
        boardedAt: null,
        droppedAt: null,
        absent: false,
      }),
    ]);
    expect(seen.body).not.toContain(second.childId);
    expect(child.trips[0].bus).toBeNull();

    // On the road: the bus where its tracker last put it, beside the child's stop, until the child is off.
    const version = (await admin.call('GET', `/api/v1/trips/${tripId}`)).json().version;
    const started = await admin.call('POST', `/api/v1/trips/${tripId}/transitions`, {
      body: { to: 'in_progress', version },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = (await admin.call('POST', `/api/v1/buses/${busId}/device-token`)).json().token as string;
    const device = (path: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/device/${path}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const seenAt = new Date(Date.now() - 5_000).toISOString();
    expect(
      (await device('positions', { points: [{ at: seenAt, lat: 24.7012, lng: 46.6755, speedKmh: 30 }] }))
        .statusCode,
    ).toBe(202);
    const onTheRoad = (await as(firstCookie, 'GET', '/family/today')).json().children[0].trips[0];
    expect(onTheRoad.bus).toEqual({ lat: 24.7012, lng: 46.6755, at: seenAt });
    expect(onTheRoad.stop).toEqual(
      expect.objectContaining({ lat: expect.any(Number), lng: expect.any(Number) }),
    );
    const dropped = await device('scans', {
      scans: [{ studentId: first.childId, kind: 'off', at: new Date().toISOString() }],
    });
    expect(dropped.statusCode, dropped.body).toBe(201);
    const droppedOff = (await as(firstCookie, 'GET', '/family/today')).json().children[0].trips[0];
    expect(droppedOff.droppedAt).not.toBeNull();
    expect(droppedOff.bus).toBeNull();
    // The other child is still on board: their family still sees the bus.
    expect((await as(secondCookie, 'GET', '/family/today')).json().children[0].trips[0].bus).not.toBeNull();

    // The other family's child is not found, whatever is asked of it.
    const tomorrow = nextDay(today);
    const theirs = await as(secondCookie, 'POST', `/family/children/${first.childId}/absences`, {
      fromDate: tomorrow,
      toDate: tomorrow,
      part: 'morning',
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await as(firstCookie, 'POST', `/family/children/${first.childId}/absences`, {
      fromDate: tomorrow,
      toDate: tomorrow,
      part: 'morning',
    });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(
      (await as(secondCookie, 'DELETE', `/family/children/${first.childId}/absences/${mine.json().id}`))
        .statusCode,
    ).toBe(404);
    expect((await as(secondCookie, 'GET', '/family/absences')).json().items).toEqual([]);
    // Without a family session: 401, an operator's session included.
    expect((await app.inject({ url: '/api/v1/family/today' })).json().code).toBe('family.sessionRequired');
    expect((await admin.call('GET', '/api/v1/family/today')).statusCode).toBe(401);
  });

  it("follows the family's own requests for a seat, fills the form from their record, and shows no other family's", async () => {
    const family = await addFamily();
    const other = await addFamily();
    const sibling = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { parentId: family.id, homeLat: 24.71, homeLng: 46.68 }),
    });
    expect(sibling.statusCode, sibling.body).toBe(201);
    const packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    const ask = (phone: string, childName: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/public/registration-requests',
        payload: registrationBody(schoolId, packageId, { parentPhone: phone, studentNameAr: childName }),
        remoteAddress: `10.8.${counter % 250}.7`,
      });
    // The parent sends the form with the local form of their phone; the other family too.
    const mine = await ask(family.phone, 'ليان الأخت الصغرى');
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await ask(other.phone, 'طفل عائلة أخرى')).statusCode).toBe(201);
    const cookie = await signIn(family);

    const first = await as(cookie, 'GET', '/family/requests');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().items).toEqual([
      expect.objectContaining({
        reference: mine.json().reference,
        status: 'pending',
        studentNameAr: 'ليان الأخت الصغرى',
        rejectionReason: null,
        decidedAt: null,
      }),
    ]);
    expect(first.body).not.toContain('طفل عائلة أخرى');
    expect(first.json().prefill).toEqual({
      parentName: expect.stringContaining('هند فهد العتيبي'),
      parentPhone: family.e164,
      parentEmail: null,
      homeLat: 24.71,
      homeLng: 46.68,
    });

    // The office says no, with a reason: the parent sees the decision and the reason.
    const [request] = (
      await admin.call('GET', `/api/v1/registration-requests?q=${mine.json().reference}`)
    ).json().items;
    const rejected = await admin.call('POST', `/api/v1/registration-requests/${request.id}/reject`, {
      body: { version: request.version, reason: 'لا توجد مقاعد في هذا الحي' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = (await as(cookie, 'GET', '/family/requests')).json().items[0];
    expect(after).toMatchObject({ status: 'rejected', rejectionReason: 'لا توجد مقاعد في هذا الحي' });
    expect(after.decidedAt).not.toBeNull();
    expect((await app.inject({ url: '/api/v1/family/requests' })).statusCode).toBe(401);
  });

  it("keeps an inbox of what the company told the family: one item per event whatever its channels, no other family's", async () => {
    const family = await addFamily();
    const other = await addFamily();
    const packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    const parent = (await admin.call('GET', `/api/v1/parents/${family.id}`)).json();
    const withEmail = await admin.call('PUT', `/api/v1/parents/${family.id}`, {
      body: {
        name: parent.name,
        phone: parent.phone,
        nationalId: parent.nationalId,
        email: `family${counter}@example.sa`,
        version: parent.version,
      },
    });
    expect(withEmail.statusCode, withEmail.body).toBe(200);
    // The office takes a request by phone for a second child and approves it: the family is told
    // by e-mail and SMS, and the app shows it once.
    const taken = await admin.call('POST', '/api/v1/registration-requests', {
      body: registrationBody(schoolId, packageId, {
        parentPhone: family.phone,
        parentEmail: `family${counter}@example.sa`,
        studentNameAr: 'يوسف الابن الثاني',
      }),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const approved = await admin.call('POST', `/api/v1/registration-requests/${taken.json().id}/approve`, {
      body: { version: taken.json().version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const cookie = await signIn(family);

    const inbox = await as(cookie, 'GET', '/family/notices');
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.headers['cache-control']).toBe('private, no-store');
    const items = inbox.json().items as { event: string; channels: string[]; body: string }[];
    const approval = items.filter((item) => item.event === 'registration-approved');
    expect(approval).toHaveLength(1);
    expect(approval[0]!.channels).toEqual(['email', 'sms']);
    expect(approval[0]!.body).toContain('يوسف الابن الثاني');
    expect((await as(await signIn(other), 'GET', '/family/notices')).body).not.toContain('يوسف الابن الثاني');

    // A request sent from the family's phone and waitlisted: told to the request's contact details
    // before it is the parent's, and in the family's inbox all the same.
    const waiting = await admin.call('POST', '/api/v1/registration-requests', {
      body: registrationBody(schoolId, packageId, {
        parentPhone: family.phone,
        studentNameAr: 'مريم الصغرى',
      }),
    });
    expect(waiting.statusCode, waiting.body).toBe(201);
    const waitlisted = await admin.call(
      'POST',
      `/api/v1/registration-requests/${waiting.json().id}/waitlist`,
      {
        body: { version: waiting.json().version },
      },
    );
    expect(waitlisted.statusCode, waitlisted.body).toBe(200);
    const latest = (await as(cookie, 'GET', '/family/notices')).json().items[0];
    expect(latest).toMatchObject({ event: 'registration-waitlisted' });
    expect(latest.body).toContain('مريم الصغرى');
    expect((await app.inject({ url: '/api/v1/family/notices' })).statusCode).toBe(401);
  });

  it('reports an absence of a morning until the cut-off, shows it to the crew and the console, and withdraws it', async () => {
    const family = await addFamily();
    const cookie = await signIn(family);
    const today = app.operatorsToday();
    const tomorrow = nextDay(today);
    const morning = await addTrip({
      date: tomorrow,
      direction: 'to_school',
      time: '06:30',
      riders: [family.childId],
    });
    const afternoon = await addTrip({
      date: tomorrow,
      direction: 'from_school',
      time: '13:00',
      riders: [family.childId],
    });
    // Today's trip left at one minute past midnight: its cut-off has passed.
    await addTrip({ date: today, direction: 'to_school', time: '00:01', riders: [family.childId] });

    const late = await as(cookie, 'POST', `/family/children/${family.childId}/absences`, {
      fromDate: today,
      toDate: today,
      part: 'morning',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'family.absenceCutoff',
      title: 'انتهى وقت الإبلاغ لهذه الرحلة، اتصل بمكتب النقل',
    });
    const past = await as(cookie, 'POST', `/family/children/${family.childId}/absences`, {
      fromDate: '2020-01-01',
      toDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    const badPart = await as(cookie, 'POST', `/family/children/${family.childId}/absences`, {
      fromDate: tomorrow,
      toDate: tomorrow,
      part: 'evening',
    });
    expect(badPart.statusCode).toBe(400);

    const reported = await as(cookie, 'POST', `/family/children/${family.childId}/absences`, {
      fromDate: tomorrow,
      toDate: tomorrow,
      part: 'morning',
      reason: 'موعد طبيب',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toMatchObject({ part: 'morning', reportedBy: 'parent', withdrawable: true });

    // The console's trip: absent on the morning's trip only.
    const absentOn = async (tripId: string) =>
      (await admin.call('GET', `/api/v1/trips/${tripId}`)).json().stops[0].students[0].absent as boolean;
    expect(await absentOn(morning)).toBe(true);
    expect(await absentOn(afternoon)).toBe(false);
    // The console's student page says who reported it.
    const listed = await admin.call('GET', `/api/v1/students/${family.childId}/absences`);
    expect(listed.json()[0]).toMatchObject({ part: 'morning', reportedBy: 'parent' });

    const list = await as(cookie, 'GET', '/family/absences');
    expect(list.json()).toMatchObject({
      cutoffMinutes: 30,
      items: [expect.objectContaining({ withdrawable: true })],
    });
    const withdrawn = await as(
      cookie,
      'DELETE',
      `/family/children/${family.childId}/absences/${reported.json().id}`,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await absentOn(morning)).toBe(false);

    // One of today's, after its cut-off, stays; so does one the office recorded.
    const [kept] = await app.db
      .insert(studentAbsences)
      .values({
        studentId: family.childId,
        fromDate: today,
        toDate: today,
        part: 'morning',
        reportedBy: 'parent',
      })
      .returning();
    const tooLate = await as(cookie, 'DELETE', `/family/children/${family.childId}/absences/${kept!.id}`);
    expect(tooLate.json().code).toBe('family.absenceCutoff');
    // The crew's manifest of today shows the child absent.
    await app.inject({ method: 'POST', url: '/api/v1/crew/auth/code', payload: { phone: '0569990001' } });
    const crewCode = lastCodeTo('+966569990001');
    const crew = await app.inject({
      method: 'POST',
      url: '/api/v1/crew/auth/verify',
      payload: { phone: '0569990001', code: crewCode },
    });
    const manifest = await app.inject({
      url: '/api/v1/crew/today',
      headers: { cookie: `rihla_crew=${crew.cookies.find((c) => c.name === 'rihla_crew')?.value}` },
    });
    const riders = manifest
      .json()
      .trips.flatMap((trip: { stops: { riders: object[] }[] }) => trip.stops[0]!.riders);
    expect(riders).toContainEqual(expect.objectContaining({ id: family.childId, absent: true }));
    const byOffice = await admin.call('POST', `/api/v1/students/${family.childId}/absences`, {
      body: { fromDate: tomorrow, toDate: tomorrow },
    });
    const officeOne = await as(
      cookie,
      'DELETE',
      `/family/children/${family.childId}/absences/${byOffice.json().id}`,
    );
    expect(officeOne.json().code).toBe('family.absenceByOffice');
  });

  it('says payments are not taken online when no gateway is set, with no checkout and no webhook', async () => {
    const family = await addFamily();
    const cookie = await signIn(family);
    const money = await as(cookie, 'GET', '/family/money');
    expect(money.statusCode, money.body).toBe(200);
    expect(money.json()).toMatchObject({
      onlinePayment: null,
      balanceHalalas: 0,
      invoices: [],
      payments: [],
    });
    const checkout = await as(cookie, 'POST', `/family/invoices/${family.childId}/checkout`);
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json()).toMatchObject({
      code: 'family.paymentsOff',
      title: 'الدفع الإلكتروني غير مفعّل لدى الشركة، ادفع لدى مكتب النقل',
    });
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/v1/payment-gateway/moyasar/webhook',
      payload: { type: 'payment_paid', secret_token: 'anything', data: { id: 'x' } },
    });
    expect(webhook.statusCode).toBe(404);
  });

  it('lists the sessions to the parent and on the parent page, and revokes them from both', async () => {
    const family = await addFamily();
    const first = await signIn(family);
    const second = await signIn(family);
    const mine = await as(first, 'GET', '/family/sessions');
    expect(mine.json().items).toHaveLength(2);
    expect(mine.json().items.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const listed = await admin.call('GET', `/api/v1/parents/${family.id}/family-sessions`);
    expect(listed.json().items).toHaveLength(2);
    const other = mine.json().items.find((s: { current: boolean }) => !s.current).id;
    expect(
      (await admin.call('DELETE', `/api/v1/parents/${family.id}/family-sessions/${other}`)).statusCode,
    ).toBe(204);
    const statuses = [];
    for (const cookie of [first, second]) statuses.push((await as(cookie, 'GET', '/family/me')).statusCode);
    expect(statuses).toEqual([200, 401]);
    const current = mine.json().items.find((s: { current: boolean }) => s.current).id;
    expect((await as(first, 'DELETE', `/family/sessions/${current}`)).statusCode).toBe(204);
    expect((await as(first, 'GET', '/family/me')).statusCode).toBe(401);
  });
});
