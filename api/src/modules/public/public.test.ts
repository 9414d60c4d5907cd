import { randomUUID } from 'node:crypto';
import { REFERENCE_PATTERN } from '@rihla/shared/contracts/registration-requests';
import { and, eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput, registrationBody, schoolInput, studentInput } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notices } from '../notices/notices.table';
import { registrationRequests } from '../registration-requests/registration-requests.table';
import { PUBLIC_SUBMIT_LIMIT } from './public-limit';

let ipCounter = 0;
/** Each test its own caller, so the per-IP limits of one test do not leak into another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(DATABASES)('public landing endpoints on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let schoolId: string;
  let packageId: string;
  let inactivePackageId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await sessionOf(t.app);
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    inactivePackageId = (
      await admin.call('POST', '/api/v1/packages', { body: packageInput({ active: false }) })
    ).json().id;
  });
  afterAll(() => t?.close());

  const post = (body: unknown, ip = nextIp(), lang = 'ar') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/public/registration-requests',
      payload: body as object,
      remoteAddress: ip,
      headers: { 'accept-language': lang },
    });

  it('lists the active packages and schools without a session', async () => {
    const pkgs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/public/packages',
      remoteAddress: nextIp(),
    });
    expect(pkgs.statusCode).toBe(200);
    const ids = pkgs.json().map((p: { id: string }) => p.id);
    expect(ids).toContain(packageId);
    expect(ids).not.toContain(inactivePackageId);
    expect(Object.keys(pkgs.json()[0]).sort()).toEqual(
      [
        'descriptionAr',
        'descriptionEn',
        'id',
        'instalments',
        'nameAr',
        'nameEn',
        'period',
        'priceHalalas',
        'siblingDiscountPercent',
        'tripType',
      ].sort(),
    );
    const schools = await t.app.inject({
      method: 'GET',
      url: '/api/v1/public/schools',
      remoteAddress: nextIp(),
    });
    expect(schools.statusCode).toBe(200);
    expect(schools.json()).toContainEqual({
      id: schoolId,
      nameAr: expect.any(String),
      nameEn: expect.any(String),
    });
  });

  it('stores a request and answers with its reference', async () => {
    const response = await post(registrationBody(schoolId, packageId, { parentPhone: '+966 55 123 4567' }));
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(REFERENCE_PATTERN);
    const [stored] = await t.app.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.reference, reference));
    expect(stored).toMatchObject({ status: 'pending', source: 'public', parentPhone: '+966551234567' });
  });

  /** The acknowledgements queued for the request with this reference, one row per channel. */
  const acknowledgements = async (reference: string) => {
    const [stored] = await t.app.db
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(eq(registrationRequests.reference, reference));
    return t.app.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.event, 'registration-received'),
          eq(notices.eventKey, `registration-received:${stored?.id}`),
        ),
      );
  };

  it('acknowledges the request by e-mail and SMS in the language of the form, with the reference it answered', async () => {
    const english = await post(
      registrationBody(schoolId, packageId, { parentEmail: 'noura@example.sa', studentNameEn: 'Reem Saad' }),
      nextIp(),
      'en',
    );
    expect(english.statusCode, english.body).toBe(201);
    const { reference } = english.json();
    const sent = await acknowledgements(reference);
    expect(sent.map((n) => [n.channel, n.address, n.language, n.status]).sort()).toEqual([
      ['email', 'noura@example.sa', 'en', 'pending'],
      ['sms', expect.stringMatching(/^\+9665/), 'en', 'pending'],
    ]);
    for (const notice of sent) {
      expect(notice.subject).toBe(`Registration request ${reference} received`);
      expect(notice.body).toContain(`Its reference is ${reference}`);
      expect(notice.body).toContain('Reem Saad');
    }

    const arabic = await post(
      registrationBody(schoolId, packageId, { parentEmail: undefined }),
      nextIp(),
      'ar',
    );
    const arabicReference = arabic.json().reference;
    const [sms, ...others] = await acknowledgements(arabicReference);
    // No e-mail address on the form: the SMS alone.
    expect(others).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', language: 'ar' });
    expect(sms?.body).toContain(`رقم الطلب ${arabicReference}`);
  });

  it('flags a likely repeat of an open request or of a student, and still takes it', async () => {
    const first = await post(
      registrationBody(schoolId, packageId, {
        parentPhone: '0557700001',
        studentNameAr: 'سارة أحمد القحطاني',
        studentNameEn: 'Sara Ahmed',
      }),
    );
    const firstId = (
      await t.app.db
        .select({ id: registrationRequests.id })
        .from(registrationRequests)
        .where(eq(registrationRequests.reference, first.json().reference))
    )[0]?.id;
    // The same phone written another way, the same child with other letter forms and spaces.
    const repeat = await post(
      registrationBody(schoolId, packageId, {
        parentPhone: '+966 55 770 0001',
        studentNameAr: '  ساره  احمد القحطانى ',
        studentNameEn: undefined,
      }),
    );
    expect(repeat.statusCode, repeat.body).toBe(201);
    // A sibling (another name) on the same phone is not a repeat; nor is the same name on another phone.
    const sibling = await post(
      registrationBody(schoolId, packageId, {
        parentPhone: '0557700001',
        studentNameAr: 'نورة أحمد القحطاني',
      }),
    );
    const otherFamily = await post(
      registrationBody(schoolId, packageId, {
        parentPhone: '0557700002',
        studentNameAr: 'سارة أحمد القحطاني',
      }),
    );

    const byReference = async (reference: string) => {
      const list = await admin.call('GET', `/api/v1/registration-requests?q=${reference}`);
      return list.json().items[0];
    };
    expect((await byReference(first.json().reference)).possibleDuplicates).toEqual([]);
    expect((await byReference(repeat.json().reference)).possibleDuplicates).toEqual([
      { kind: 'request', id: firstId, reference: first.json().reference },
    ]);
    expect((await byReference(sibling.json().reference)).possibleDuplicates).toEqual([]);
    expect((await byReference(otherFamily.json().reference)).possibleDuplicates).toEqual([]);

    // A child already riding with the parent of that phone (written in English on the form).
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: { name: 'خالد الشهري', phone: '0557700003' },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const student = await admin.call('POST', '/api/v1/students', {
      body: studentInput(schoolId, { nameAr: 'ريم خالد', nameEn: 'Reem Khalid', parentId: parent.json().id }),
    });
    expect(student.statusCode, student.body).toBe(201);
    const known = await post(
      registrationBody(schoolId, packageId, {
        parentPhone: '0557700003',
        studentNameAr: 'ريم خالد الشهري',
        studentNameEn: 'REEM  KHALID',
      }),
    );
    const flagged = await admin.call(
      'GET',
      `/api/v1/registration-requests/${(await byReference(known.json().reference)).id}`,
    );
    expect(flagged.json().possibleDuplicates).toEqual([
      { kind: 'student', id: student.json().id, nameAr: 'ريم خالد', nameEn: 'Reem Khalid' },
    ]);
  });

  it('thanks a bot that fills the honeypot and stores nothing', async () => {
    const before = await t.app.db.select().from(registrationRequests);
    const response = await post({ ...registrationBody(schoolId, packageId), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(REFERENCE_PATTERN);
    expect(await t.app.db.select().from(registrationRequests)).toHaveLength(before.length);
  });

  it('names every bad field in the caller language', async () => {
    const response = await post(
      {
        ...registrationBody(schoolId, packageId),
        parentPhone: '0123',
        grade: 13,
        homeLat: 95,
        parentEmail: 'x@',
      },
      nextIp(),
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const errors = Object.fromEntries(
      response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(errors).toEqual({
      parentPhone: 'Enter a valid Saudi mobile number, e.g. 0501234567',
      grade: 'Between 1 and 12',
      homeLat: 'Latitude is between -90 and 90',
      parentEmail: 'Enter a valid email address',
    });
  });

  it('refuses a school or package that is not offered, on its field', async () => {
    const response = await post(registrationBody(randomUUID(), inactivePackageId));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { path: string }) => e.path)).toEqual(['schoolId', 'packageId']);
    expect(response.json().errors[0].message).toBe('العنصر المختار غير موجود، ربما حُذف');
  });

  it('limits submissions per IP, with Retry-After, and leaves other IPs alone', async () => {
    const ip = nextIp();
    for (let i = 0; i < PUBLIC_SUBMIT_LIMIT.max; i += 1) {
      expect((await post({ website: 'x' }, ip)).statusCode).not.toBe(429);
    }
    const refused = await post(registrationBody(schoolId, packageId), ip, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'public.rateLimited',
      title: 'Too many requests from this device; try again shortly',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(registrationBody(schoolId, packageId))).statusCode).toBe(201);
  });

  it('holds the limit when 40 posts from one address arrive at once', async () => {
    const ip = nextIp();
    const before = (await t.app.db.select().from(registrationRequests)).length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post(registrationBody(schoolId, packageId), ip)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201).length;
    expect(accepted).toBeLessThanOrEqual(PUBLIC_SUBMIT_LIMIT.max);
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 429)).toBe(true);
    expect((await t.app.db.select().from(registrationRequests)).length - before).toBe(accepted);
  });

  it('stores one request for parallel posts with one Idempotency-Key, answering each with its reference', async () => {
    const body = registrationBody(schoolId, packageId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/public/registration-requests',
          payload: body,
          remoteAddress: nextIp(),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 201);
    expect(ok.length, answers.map((answer) => answer.body).join('\n')).toBeGreaterThan(0);
    // Each answer is the stored one, or "still in progress" (409, which the client retries).
    expect(answers.every((answer) => answer.statusCode === 201 || answer.statusCode === 409)).toBe(true);
    expect(new Set(ok.map((answer) => answer.json().reference)).size).toBe(1);
    const stored = await t.app.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.studentNameAr, body.studentNameAr));
    expect(stored).toHaveLength(1);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/registration-requests',
      payload: body,
      remoteAddress: nextIp(),
      headers: { 'idempotency-key': key },
    });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().reference).toBe(ok[0]?.json().reference);
    // One acknowledgement per channel, for the one request, whatever the retries.
    const sent = await acknowledgements(again.json().reference);
    expect(sent.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
  });
});

describe.each(DATABASES)('the public form overall on %s', (kind) => {
  let t: TestApp;
  let body: ReturnType<typeof registrationBody>;
  const perHour = 3;

  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_SUBMISSIONS_PER_HOUR: String(perHour) });
    const admin = await sessionOf(t.app);
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    body = registrationBody(schoolId, packageId);
  });
  afterAll(() => t?.close());

  it('takes PUBLIC_SUBMISSIONS_PER_HOUR from all addresses together, then answers 429 public.busy', async () => {
    const post = (lang = 'ar') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/public/registration-requests',
        payload: body,
        remoteAddress: nextIp(),
        headers: { 'accept-language': lang },
      });
    for (let i = 0; i < perHour; i += 1) expect((await post()).statusCode).toBe(201);
    const busy = await post('en');
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      code: 'public.busy',
      title: 'Many requests are arriving right now; try again shortly',
    });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(60);
    expect((await post()).json().title).toBe('تصلنا طلبات كثيرة الآن، حاول بعد قليل');
    expect(await t.app.db.select().from(registrationRequests)).toHaveLength(perHour);
  });
});
