import { todayIn } from '@rihla/shared/format/today';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput, registrationBody, schoolInput } from '../../test/fixtures';
import { finishOrder } from '../../test/reads-during';
import { startTestApp, type TestApp } from '../../test/test-app';
import { zoneOnAnotherDayThanUtc } from '../../test/zone-on-another-day';

describe.each(DATABASES)('registration requests on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let packageId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    packageId = (
      await admin.call('POST', '/api/v1/packages', {
        body: packageInput({ priceHalalas: 200_000, siblingDiscountPercent: 25 }),
      })
    ).json().id;
  });
  afterAll(() => t?.close());

  const newSchool = async (seats?: number) => {
    const id = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id as string;
    if (seats !== undefined) {
      const set = await admin.call('PUT', `/api/v1/seat-capacities/${id}`, { body: { seats } });
      expect(set.statusCode, set.body).toBe(200);
    }
    return id;
  };
  const submit = async (schoolId: string, overrides = {}) => {
    const response = await admin.call('POST', '/api/v1/registration-requests', {
      body: registrationBody(schoolId, packageId, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; version: number; reference: string };
  };
  const approve = (request: { id: string; version: number }) =>
    admin.call('POST', `/api/v1/registration-requests/${request.id}/approve`, {
      body: { version: request.version },
      headers: { 'accept-language': 'en' },
    });

  it('approves a request into a parent, a student, a subscription and a seat, once', async () => {
    const schoolId = await newSchool(5);
    const request = await submit(schoolId, { parentPhone: '0551112233', studentNameEn: null });
    const approved = await approve(request);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json();
    expect(after).toMatchObject({
      status: 'approved',
      parentId: expect.any(String),
      studentId: expect.any(String),
    });

    const student = (await admin.call('GET', `/api/v1/students/${after.studentId}`)).json();
    expect(student).toMatchObject({
      schoolId,
      grade: 4,
      parent: { id: after.parentId, phone: '+966551112233' },
      nameEn: student.nameAr,
    });
    const subs = (await admin.call('GET', `/api/v1/subscriptions?studentId=${after.studentId}`)).json();
    expect(subs.items).toEqual([
      expect.objectContaining({ status: 'active', priceHalalas: 200_000, discountPercent: 0, hasSeat: true }),
    ]);
    const seats = (await admin.call('GET', '/api/v1/seat-capacities')).json();
    expect(seats.find((s: { schoolId: string }) => s.schoolId === schoolId)).toMatchObject({
      seats: 5,
      taken: 1,
    });

    const again = await approve({ id: request.id, version: after.version });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'families.alreadyDecided',
      title: 'This request has already been decided',
    });

    const history = (await admin.call('GET', `/api/v1/registration-requests/${request.id}/history`)).json();
    expect(history.items.map((e: { action: string }) => e.action)).toEqual(['transition', 'create']);
  });

  it('lets only one of two simultaneous approvals through', async () => {
    const schoolId = await newSchool();
    const request = await submit(schoolId);
    const answers = await Promise.all([approve(request), approve(request)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const students = (await admin.call('GET', `/api/v1/students?schoolId=${schoolId}`)).json();
    expect(students.total).toBe(1);
  });

  it('links a second child to the same parent by phone, with the sibling discount', async () => {
    const schoolId = await newSchool();
    const first = (await approve(await submit(schoolId, { parentPhone: '0559998877' }))).json();
    const second = (await approve(await submit(schoolId, { parentPhone: '+966559998877' }))).json();
    expect(second.parentId).toBe(first.parentId);
    const parent = (await admin.call('GET', `/api/v1/parents/${first.parentId}`)).json();
    expect(parent.children.map((c: { id: string }) => c.id).sort()).toEqual(
      [first.studentId, second.studentId].sort(),
    );
    const subs = (await admin.call('GET', `/api/v1/subscriptions?studentId=${second.studentId}`)).json();
    expect(subs.items[0]).toMatchObject({ discountPercent: 25, priceHalalas: 150_000 });
  });

  it('waitlists when no seat is free, and gives a freed seat to the waitlist in order', async () => {
    const schoolId = await newSchool(1);
    const seated = (await approve(await submit(schoolId))).json();
    const firstWaiting = (await approve(await submit(schoolId))).json();
    const secondWaiting = (await approve(await submit(schoolId))).json();
    expect([firstWaiting.status, secondWaiting.status]).toEqual(['waitlisted', 'waitlisted']);
    expect([firstWaiting.waitlistPosition, secondWaiting.waitlistPosition]).toEqual([1, 2]);

    const stillFull = await approve(firstWaiting);
    expect(stillFull.statusCode).toBe(409);
    expect(stillFull.json().code).toBe('families.noFreeSeat');

    const sub = (await admin.call('GET', `/api/v1/subscriptions?studentId=${seated.studentId}`)).json()
      .items[0];
    const cancelled = await admin.call('POST', `/api/v1/subscriptions/${sub.id}/cancel`, {
      body: { version: sub.version },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      subscription: { status: 'cancelled', hasSeat: false },
      seatOfferedTo: { requestId: firstWaiting.id, reference: firstWaiting.reference },
    });
    const first = (await admin.call('GET', `/api/v1/registration-requests/${firstWaiting.id}`)).json();
    const second = (await admin.call('GET', `/api/v1/registration-requests/${secondWaiting.id}`)).json();
    expect([first.status, second.status]).toEqual(['approved', 'waitlisted']);
    expect(second.waitlistPosition).toBe(1);

    // One more seat: the next in line gets it.
    await admin.call('PUT', `/api/v1/seat-capacities/${schoolId}`, { body: { seats: 2 } });
    expect((await admin.call('GET', `/api/v1/registration-requests/${secondWaiting.id}`)).json().status).toBe(
      'approved',
    );
  });

  it('rejects with a reason, and only with one', async () => {
    const request = await submit(await newSchool());
    const noReason = await admin.call('POST', `/api/v1/registration-requests/${request.id}/reject`, {
      body: { version: request.version, reason: ' ' },
      headers: { 'accept-language': 'en' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'reason', code: 'validation.required', message: 'This field is required' },
    ]);
    const shortReason = await admin.call('POST', `/api/v1/registration-requests/${request.id}/reject`, {
      body: { version: request.version, reason: 'no' },
      headers: { 'accept-language': 'ar' },
    });
    expect(shortReason.json().errors).toEqual([
      { path: 'reason', code: 'validation.tooShort', message: 'عدد الأحرف لا يقل عن 3' },
    ]);
    const rejected = await admin.call('POST', `/api/v1/registration-requests/${request.id}/reject`, {
      body: { version: request.version, reason: 'العنوان خارج نطاق الخدمة' },
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'العنوان خارج نطاق الخدمة',
    });
    expect((await approve(rejected.json())).statusCode).toBe(409);
  });

  it('bulk-approves in order and reports the ones it could not approve', async () => {
    const schoolId = await newSchool(1);
    const a = await submit(schoolId);
    const b = await submit(schoolId);
    const decided = await submit(schoolId);
    await admin.call('POST', `/api/v1/registration-requests/${decided.id}/reject`, {
      body: { version: decided.version, reason: 'طلب مكرر' },
    });
    const response = await admin.call('POST', '/api/v1/registration-requests/bulk-approve', {
      body: { ids: [a.id, b.id, decided.id] },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: a.id, reference: a.reference, status: 'approved', code: null, message: null },
      { id: b.id, reference: b.reference, status: 'waitlisted', code: null, message: null },
      {
        id: decided.id,
        reference: decided.reference,
        status: 'rejected',
        code: 'families.alreadyDecided',
        message: 'This request has already been decided',
      },
    ]);
  });

  it('answers other requests while a bulk approval works through its requests', async () => {
    const schoolId = await newSchool();
    const requests: { id: string }[] = [];
    for (let i = 0; i < 30; i += 1) requests.push(await submit(schoolId));
    const { order, response } = await finishOrder(
      t.app,
      admin,
      () =>
        admin.call('POST', '/api/v1/registration-requests/bulk-approve', {
          body: { ids: requests.map((request) => request.id) },
        }),
      ['/api/v1/registration-requests?pageSize=5', '/api/v1/auth/me'],
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(response.body).results.map((line: { status: string }) => line.status)).toEqual(
      requests.map(() => 'approved'),
    );
    // Before the fix the loop of approvals never let PGlite's one connection go: every read came after it.
    expect(order.at(-1)).toBe('write');
  });

  it('filters the queue by status and finds a request by its reference or an Arabic name', async () => {
    const schoolId = await newSchool();
    const request = await submit(schoolId, { studentNameAr: 'أسماء إبراهيم الزهراني' });
    const byRef = (
      await admin.call('GET', `/api/v1/registration-requests?q=${request.reference.toLowerCase()}`)
    ).json();
    expect(byRef.items.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const byName = (
      await admin.call(
        'GET',
        `/api/v1/registration-requests?status=pending&schoolId=${schoolId}&q=${encodeURIComponent('اسماء ابراهيم')}`,
      )
    ).json();
    expect(byName.items.map((r: { id: string }) => r.id)).toEqual([request.id]);
  });

  it('lets viewers read the queue but not decide', async () => {
    const viewer = await sessionAs(admin.app, 'viewer');
    const request = await submit(await newSchool());
    expect((await viewer.call('GET', '/api/v1/registration-requests')).statusCode).toBe(200);
    const refused = await viewer.call('POST', `/api/v1/registration-requests/${request.id}/approve`, {
      body: { version: request.version },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("starts a subscription on the operators' day (TIME_ZONE) and ends it on it, not on UTC's", async () => {
    const utcDay = new Date().toISOString().slice(0, 10);
    const zone = zoneOnAnotherDayThanUtc();
    const other = await startTestApp(kind, { TIME_ZONE: zone });
    try {
      const operator = await sessionOf(other.app);
      const pack = (await operator.call('POST', '/api/v1/packages', { body: packageInput() })).json();
      const schoolId = (await operator.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
      const request = (
        await operator.call('POST', '/api/v1/registration-requests', {
          body: registrationBody(schoolId, pack.id),
        })
      ).json();
      const approved = await operator.call('POST', `/api/v1/registration-requests/${request.id}/approve`, {
        body: { version: request.version },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const subscriptionOfStudent = async () =>
        (await operator.call('GET', `/api/v1/subscriptions?studentId=${approved.json().studentId}`)).json()
          .items[0];
      const subscription = await subscriptionOfStudent();
      expect(subscription.startDate).toBe(todayIn(zone));
      expect(subscription.startDate).not.toBe(utcDay);
      const cancelled = await operator.call('POST', `/api/v1/subscriptions/${subscription.id}/cancel`, {
        body: { version: subscription.version },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const ended = await subscriptionOfStudent();
      expect(ended.endDate).toBe(todayIn(zone));
    } finally {
      await other.close();
    }
  });
});
