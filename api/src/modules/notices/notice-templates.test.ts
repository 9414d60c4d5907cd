import type { NoticeTemplate } from '@rihla/shared/contracts/notices';
import { type Agent, sessionAs, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/test-app';
import { parents } from '../parents/parents.table';
import { parentRecipient, queueNotice } from './queue-notice';

const en = { 'accept-language': 'en' };

describe.each(DATABASES)('notice templates on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp(kind, { NOTICE_POLL_MS: '600000' });
    admin = await sessionOf(t.app);
  });
  afterAll(() => t?.close());

  const path = '/api/v1/notice-templates/payment-received/ar';

  it('lists every event in both languages with the variables it fills in', async () => {
    const list = (await admin.call('GET', '/api/v1/notice-templates')).json() as NoticeTemplate[];
    expect(list).toHaveLength(40);
    const boarded = list.find((x) => x.event === 'child-boarded' && x.language === 'en')!;
    expect(boarded).toMatchObject({ edited: false, version: 0 });
    expect(boarded.variables).toContain('studentName');
  });

  it('previews a wording with sample values and refuses a variable the event does not fill in', async () => {
    const preview = await admin.call('POST', `${path}/preview`, {
      body: { subject: 'دفعة {{amount}}', body: 'شكراً، استلمنا {{ amount }}' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ subject: 'دفعة 450.00 ر.س.', body: 'شكراً، استلمنا 450.00 ر.س.' });

    const unknown = await admin.call('POST', `${path}/preview`, {
      body: { subject: 'دفعة', body: 'شكراً {{busPlate}}' },
      headers: en,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({
        path: 'body',
        message: 'The text uses a variable this event does not fill in',
      }),
    ]);
  });

  it('previews counted values in their plural form and refuses malformed forms', async () => {
    const near = '/api/v1/notice-templates/trip-delayed/ar/preview';
    const preview = await admin.call('POST', near, {
      body: {
        subject: 'تأخير',
        body: 'نحو {{minutes|one:دقيقة واحدة|two:دقيقتين|few:# دقائق|other:# دقيقة}}',
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // The sample is 10 minutes: Arabic's "few" form.
    expect(preview.json()).toEqual({ subject: 'تأخير', body: 'نحو 10 دقائق' });

    const malformed = await admin.call('POST', near, {
      body: { subject: 'تأخير', body: 'نحو {{minutes|one:دقيقة واحدة}}' },
      headers: en,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([
      expect.objectContaining({ path: 'body', message: expect.stringContaining('other is required') }),
    ]);
  });

  it("saves an administrator's wording at the version read, and notices use it", async () => {
    const saved = await admin.call('PUT', path, {
      body: { subject: 'وصلتنا دفعتك', body: 'استلمنا {{amount}}، شكراً لك.', version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ edited: true, version: 1 });
    const stale = await admin.call('PUT', path, { body: { subject: 'x', body: 'y', version: 0 } });
    expect(stale.statusCode).toBe(409);

    const [parent] = await t.app.db
      .insert(parents)
      .values({ name: 'ولي أمر القوالب', phone: '+966511112222' })
      .returning();
    await t.app.db.transaction(async (tx) =>
      queueNotice(tx, (await parentRecipient(tx, parent!.id))!, {
        event: 'payment-received',
        eventKey: 'payment-received:template-test',
        variables: { amount: { ar: '25.00 ر.س.', en: 'SAR 25.00' } },
      }),
    );
    const [notice] = (await admin.call('GET', `/api/v1/notices?parentId=${parent!.id}`)).json().items;
    expect(notice).toMatchObject({ subject: 'وصلتنا دفعتك', body: 'استلمنا 25.00 ر.س.، شكراً لك.' });
  });

  it('is for administrators only', async () => {
    const dispatcher = await sessionAs(admin.app, 'dispatcher');
    expect((await dispatcher.call('GET', '/api/v1/notice-templates')).statusCode).toBe(403);
  });
});
