import type { Notice } from '@rihla/shared/contracts/notices';
import { addDays, todayIn } from '@rihla/shared/format/today';
import { and, eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { packageInput, registrationBody, schoolInput } from '../../test/fixtures';
import { HttpReceiver } from '../../test/http-receiver';
import { MailCatcher } from '../../test/mail-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { OutgoingNotice } from './channels/channel';
import { deliverDue } from './notice-delivery';
import { LOGO_CID } from './notice-html';
import { notices } from './notices.table';

/**
 * The worker is driven by hand (`app.deliverNotices()`), so a test sees each attempt; a retry
 * waits a minute, longer than any pass of the worker, and a test makes it due when it wants it.
 */
const RETRY_MS = 60_000;
/** A one-pixel PNG: the company's logo in settings. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const MANUAL = { NOTICE_POLL_MS: '600000', NOTICE_RETRY_MS: String(RETRY_MS), NOTICE_MAX_ATTEMPTS: '3' };

describe.each(DATABASES)('parents notices on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let packageId: string;
  let schoolId: string;
  const mail = new MailCatcher();
  const sms = new HttpReceiver();

  beforeAll(async () => {
    await mail.start();
    await sms.start();
    t = await startTestApp(kind, {
      ...MANUAL,
      SMTP_URL: mail.url,
      SMTP_FROM: 'Rihla <notices@rihla.test>',
      SMS_PROVIDER: 'webhook',
      SMS_URL: sms.url('/sms'),
      SMS_API_KEY: 'webhook-secret',
    });
    admin = await sessionOf(t.app);
    packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    await admin.call('PUT', `/api/v1/seat-capacities/${schoolId}`, { body: { seats: 50 } });
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
    await sms.stop();
  });

  let requests = 0;
  const publicRequest = async (language: 'ar' | 'en', overrides = {}) => {
    requests += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/public/registration-requests',
      headers: { 'accept-language': language },
      // A new address each time: the public form's rate limit is per client.
      remoteAddress: `10.9.${requests}.1`,
      payload: registrationBody(schoolId, packageId, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    // The form's own acknowledgement is public.test.ts's subject: here each test follows what its
    // decision sends, so the acknowledgement is taken out of the queue before it is sent.
    await t.app.db.delete(notices).where(eq(notices.event, 'registration-received'));
    const { reference } = response.json() as { reference: string };
    const list = (await admin.call('GET', `/api/v1/registration-requests?q=${reference}`)).json();
    return list.items[0] as { id: string; version: number; reference: string };
  };
  const decide = (request: { id: string; version: number }, what: string, body = {}) =>
    admin.call('POST', `/api/v1/registration-requests/${request.id}/${what}`, {
      body: { version: request.version, ...body },
    });
  const noticesOf = async (query: string): Promise<Notice[]> =>
    (await admin.call('GET', `/api/v1/notices?pageSize=100&${query}`)).json().items;
  /** A pass of the worker: the moments just before and after it, between which its attempts were made. */
  const deliver = async () => {
    const before = Date.now();
    await t.app.deliverNotices();
    return { before, after: Date.now() };
  };
  /** The retry's wait is over (as if that time had passed): the next pass tries the notice again. */
  const due = (id: string) =>
    t.app.db.update(notices).set({ nextAttemptAt: new Date() }).where(eq(notices.id, id));

  it('tells an approved Arabic family by e-mail and SMS, in Arabic, exactly once', async () => {
    const email = 'huda.arabic@example.sa';
    const request = await publicRequest('ar', { parentEmail: email, parentPhone: '0551230001' });
    expect((await decide(request, 'approve')).statusCode).toBe(200);

    const queued = await noticesOf('event=registration-approved&status=pending');
    const mine = queued.filter((n) => n.address === email || n.address === '+966551230001');
    expect(mine.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
    expect(mine.every((n) => n.language === 'ar')).toBe(true);

    await t.app.deliverNotices();
    await t.app.deliverNotices();
    const received = mail.to(email);
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe(`تم قبول طلب التسجيل ${request.reference}`);
    expect(received[0]!.text).toContain('تم قبول طلب تسجيل');
    expect(received[0]!.from?.text).toContain('notices@rihla.test');
    const texts = sms.received.filter((r) => (r.body as { to: string }).to === '+966551230001');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.headers.authorization).toBe('Bearer webhook-secret');
    expect(texts[0]!.body).toMatchObject({ channel: 'sms', language: 'ar' });

    const sent = await noticesOf('event=registration-approved&status=sent');
    expect(sent.filter((n) => n.address === email)).toEqual([
      expect.objectContaining({
        status: 'sent',
        attempts: 1,
        lastError: null,
        parentName: expect.any(String),
      }),
    ]);
  });

  it("signs a family's e-mail with the company's details in their language; the SMS stays short", async () => {
    const company = (await admin.call('GET', '/api/v1/company')).json();
    const saved = await admin.call('PUT', '/api/v1/company', {
      body: {
        legalNameAr: 'شركة رحلة للنقل المدرسي',
        legalNameEn: 'Rihla School Transport Co.',
        crNumber: null,
        vatNumber: null,
        address: 'الرياض، حي الملقا',
        phone: '0112345678',
        logo: `data:image/png;base64,${LOGO_PNG.toString('base64')}`,
        currency: 'SAR',
        timeZone: 'Asia/Riyadh',
        version: company.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = 'signed.family@example.sa';
    const request = await publicRequest('ar', { parentEmail: email, parentPhone: '0551230077' });
    expect((await decide(request, 'approve')).statusCode).toBe(200);
    await t.app.deliverNotices();
    const [received] = mail.to(email);
    expect(received!.text).toMatch(
      /\n--\nشركة رحلة للنقل المدرسي\nالرياض، حي الملقا\nهاتف: \+966112345678\s*$/,
    );
    // Beside the text, the HTML part: right to left, under the company's letterhead.
    expect(received!.html).toContain('dir="rtl"');
    expect(String(received!.html).indexOf('شركة رحلة للنقل المدرسي')).toBeLessThan(
      String(received!.html).indexOf('تم قبول طلب تسجيل'),
    );
    // The logo travels inside the message, shown by the letterhead above the company's name.
    const logo = received!.attachments.find((file) => file.cid === LOGO_CID);
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.content.equals(LOGO_PNG)).toBe(true);
    expect(String(received!.html).indexOf(`src="cid:${LOGO_CID}"`)).toBeGreaterThan(-1);
    expect(String(received!.html).indexOf(`src="cid:${LOGO_CID}"`)).toBeLessThan(
      String(received!.html).indexOf('شركة رحلة للنقل المدرسي'),
    );
    const texts = sms.received.filter((r) => (r.body as { to: string }).to === '+966551230077');
    expect(texts).toHaveLength(1);
    expect(JSON.stringify(texts[0]!.body)).not.toContain('شركة رحلة');
  });

  it('writes a family in the language they asked in, and tells waitlisted and rejected families too', async () => {
    const english = await publicRequest('en', { parentEmail: 'sam.english@example.com' });
    expect((await decide(english, 'waitlist')).statusCode).toBe(200);
    const arabic = await publicRequest('ar', { parentEmail: 'rejected.family@example.sa' });
    expect((await decide(arabic, 'reject', { reason: 'لا توجد محطة قريبة' })).statusCode).toBe(200);
    await t.app.deliverNotices();

    const [waitlisted] = mail.to('sam.english@example.com');
    expect(waitlisted?.subject).toBe(`Registration ${english.reference} is on the waiting list`);
    const [rejected] = mail.to('rejected.family@example.sa');
    expect(rejected?.text).toContain('السبب: لا توجد محطة قريبة');
  });

  it('keeps an e-mail while the mail server is down and sends it, once, when it is back', async () => {
    await mail.stop();
    const request = await publicRequest('ar', { parentEmail: 'patient.parent@example.sa' });
    expect((await decide(request, 'approve')).statusCode).toBe(200);
    await t.app.deliverNotices();

    const [waiting] = (await noticesOf('event=registration-approved&channel=email')).filter(
      (n) => n.address === 'patient.parent@example.sa',
    );
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });

    await mail.start();
    await t.app.deliverNotices();
    expect(mail.to('patient.parent@example.sa')).toHaveLength(0);
    await due(waiting!.id);
    await t.app.deliverNotices();
    await t.app.deliverNotices();
    expect(mail.to('patient.parent@example.sa')).toHaveLength(1);
    const [after] = (await noticesOf(`status=sent&channel=email`)).filter((n) => n.id === waiting!.id);
    expect(after).toMatchObject({ attempts: 2, lastError: null });
  });

  it('marks a notice failed after its last attempt; an operator sends it again', async () => {
    sms.status = 503;
    const request = await publicRequest('ar', { parentEmail: null, parentPhone: '0551230099' });
    expect((await decide(request, 'waitlist')).statusCode).toBe(200);
    const mine = async () => (await noticesOf('channel=sms')).find((n) => n.address === '+966551230099')!;
    let pass = await deliver();
    for (const attempts of [1, 2]) {
      const waiting = await mine();
      expect(waiting).toMatchObject({ status: 'pending', attempts });
      // Its retry waits RETRY_MS after the first failure, twice that after the second.
      const wait = RETRY_MS * 2 ** (attempts - 1);
      expect(Date.parse(waiting.nextAttemptAt)).toBeGreaterThanOrEqual(pass.before + wait);
      expect(Date.parse(waiting.nextAttemptAt)).toBeLessThanOrEqual(pass.after + wait);
      await due(waiting.id);
      pass = await deliver();
    }
    const failed = await mine();
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: expect.stringContaining('HTTP 503'),
    });

    sms.status = 200;
    const retried = await admin.call('POST', `/api/v1/notices/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await t.app.deliverNotices();
    expect(sms.received.filter((r) => (r.body as { to: string }).to === '+966551230099')).toHaveLength(1);

    const again = await admin.call('POST', `/api/v1/notices/${failed!.id}/retry`, {
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ title: 'Only a failed or unsent notice can be sent again' });
  });

  it("sends a month's bills after every other due notice, so an invoice run holds back no family's answer", async () => {
    const request = await publicRequest('ar', { parentEmail: 'answer-first@example.sa' });
    expect((await decide(request, 'approve')).statusCode).toBe(200);
    const [answer] = await t.app.db
      .select()
      .from(notices)
      .where(and(eq(notices.address, 'answer-first@example.sa'), eq(notices.status, 'pending')));
    // More bills than one batch, all due for an hour already, before the answer was written.
    const { id: _id, ...template } = answer!;
    await t.app.db.insert(notices).values(
      Array.from({ length: 25 }, (_unused, i) => ({
        ...template,
        event: 'invoice-issued' as const,
        eventKey: `invoice-issued:bill-${i}`,
        recipientKey: `bill${i}@example.sa`,
        address: `bill${i}@example.sa`,
        nextAttemptAt: new Date(Date.now() - 3_600_000),
      })),
    );
    const sent: string[] = [];
    const send = async (notice: OutgoingNotice) => {
      sent.push(notice.address.startsWith('bill') ? 'bill' : 'other');
    };
    await deliverDue(t.app.db, {
      channels: { email: send, sms: send },
      retryMs: RETRY_MS,
      maxAttempts: 3,
      timeZone: 'Asia/Riyadh',
    });
    expect(sent.filter((kind) => kind === 'bill')).toHaveLength(25);
    // Every other notice went out before the first bill.
    expect(sent.indexOf('bill')).toBe(sent.length - 25);
    expect(sent.length).toBeGreaterThan(25);
  });

  it('two workers at once never send the same notice twice', async () => {
    for (let i = 0; i < 6; i += 1) {
      const request = await publicRequest('ar', { parentEmail: `crowd${i}@example.sa` });
      expect((await decide(request, 'approve')).statusCode).toBe(200);
    }
    const sends: string[] = [];
    // The barrier: a worker's sends wait until the other worker has claimed too (it sends, or
    // finds nothing left and ends), so the two claims always overlap what the other has taken.
    const opened: (() => void)[] = [];
    const claimed = [0, 1].map((me) => new Promise<void>((resolve) => (opened[me] = resolve)));
    const worker = async (me: number) => {
      const send = async (notice: OutgoingNotice) => {
        opened[me]!();
        await claimed[1 - me];
        sends.push(notice.id);
      };
      const options = {
        channels: { email: send, sms: send },
        retryMs: RETRY_MS,
        maxAttempts: 3,
        timeZone: 'Asia/Riyadh',
      };
      try {
        return await deliverDue(t.app.db, options);
      } finally {
        opened[me]!();
      }
    };
    const [first, second] = await Promise.all([worker(0), worker(1)]);
    expect(first + second).toBe(12);
    expect(new Set(sends).size).toBe(sends.length);
    expect(sends).toHaveLength(12);
  });
});

describe.each(DATABASES)('parents notices with no channel configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, MANUAL);
  });
  afterAll(() => t?.close());

  it('keeps every notice, shown as not sent: no channel configured', async () => {
    const admin = await sessionOf(t.app);
    const packageId = (await admin.call('POST', '/api/v1/packages', { body: packageInput() })).json().id;
    const schoolId = (await admin.call('POST', '/api/v1/schools', { body: schoolInput() })).json().id;
    const created = await admin.call('POST', '/api/v1/registration-requests', {
      body: registrationBody(schoolId, packageId),
    });
    const request = created.json() as { id: string; version: number };
    const rejected = await admin.call('POST', `/api/v1/registration-requests/${request.id}/reject`, {
      body: { version: request.version, reason: 'خارج نطاق الخدمة' },
    });
    expect(rejected.statusCode).toBe(200);
    await t.app.deliverNotices();
    const list = (await admin.call('GET', '/api/v1/notices')).json();
    expect(list.items).toHaveLength(2);
    for (const notice of list.items) {
      expect(notice).toMatchObject({ status: 'unsent', lastError: 'notices.noChannel', attempts: 0 });
    }
  });

  it("filters the delivery log by the operators' day it was written on", async () => {
    const admin = await sessionOf(t.app);
    const today = todayIn(t.app.config.TIME_ZONE);
    const count = async (query: string) =>
      (await admin.call('GET', `/api/v1/notices?${query}`)).json().total as number;
    expect(await count(`from=${today}&to=${today}`)).toBe(2);
    expect(await count(`to=${addDays(today, -1)}`)).toBe(0);
    expect(await count(`from=${addDays(today, 1)}`)).toBe(0);
    const wrong = await admin.call('GET', '/api/v1/notices?from=2026-13-40');
    expect(wrong.statusCode).toBe(400);

    const csv = await admin.call('GET', `/api/v1/notices/export.csv?lang=en&from=${today}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Registration rejected');
    expect(lines[1]).toContain('Not sent: no channel configured');
  });
});
