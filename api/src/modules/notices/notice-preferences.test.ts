import type { Notice, NoticePreferencesInput } from '@rihla/shared/contracts/notices';
import { eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { DATABASES } from '../../test/databases';
import { HttpReceiver } from '../../test/http-receiver';
import { MailCatcher } from '../../test/mail-catcher';
import { startTestApp, type TestApp } from '../../test/test-app';
import { notices } from './notices.table';
import { parentRecipient, queueNotice } from './queue-notice';

const TZ = 'Asia/Riyadh';
const en = { 'accept-language': 'en' };

/** `HH:MM` in Riyadh, `hours` from now. */
const riyadhClock = (hours: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 3_600_000));

describe.each(DATABASES)("parents' notice preferences on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  const mail = new MailCatcher();
  const sms = new HttpReceiver();
  let parents = 0;

  beforeAll(async () => {
    await mail.start();
    await sms.start();
    t = await startTestApp(kind, {
      NOTICE_POLL_MS: '600000',
      TIME_ZONE: TZ,
      SMTP_URL: mail.url,
      SMTP_FROM: 'Rihla <notices@rihla.test>',
      SMS_PROVIDER: 'webhook',
      SMS_URL: sms.url('/sms'),
    });
    admin = await sessionOf(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await mail.stop();
    await sms.stop();
  });

  const aParent = async () => {
    parents += 1;
    const created = await admin.call('POST', '/api/v1/parents', {
      body: {
        name: `ولي أمر ${parents}`,
        phone: `05${String(70_000_000 + parents)}`,
        email: `prefs${parents}@example.sa`,
        contacts: [],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; email: string };
  };
  const preferences = (overrides: Partial<NoticePreferencesInput> = {}): NoticePreferencesInput => ({
    channels: ['email', 'sms'],
    language: 'ar',
    quietFrom: null,
    quietUntil: null,
    nearMinutes: 10,
    version: 0,
    ...overrides,
  });
  const save = (parentId: string, body: NoticePreferencesInput) =>
    admin.call('PUT', `/api/v1/parents/${parentId}/notice-preferences`, { body, headers: en });
  /** Writes one notice of `event` for the parent, as the event's own code would. */
  const tell = (parentId: string, event: 'payment-received' | 'trip-disrupted') =>
    t.app.db.transaction(async (tx) => {
      const recipient = await parentRecipient(tx, parentId);
      return queueNotice(tx, recipient!, {
        event,
        eventKey: `${event}:${crypto.randomUUID()}`,
        variables: { parentName: 'x', amount: '25', studentNames: 'y', reason: 'z', tripName: 'w' },
      });
    });
  const noticesOf = async (parentId: string): Promise<Notice[]> =>
    (await admin.call('GET', `/api/v1/notices?parentId=${parentId}`)).json().items;

  it('shows the defaults until a parent chooses, then saves at the version read', async () => {
    const parent = await aParent();
    const read = await admin.call('GET', `/api/v1/parents/${parent.id}/notice-preferences`);
    expect(read.json()).toMatchObject({
      channels: ['email', 'sms', 'push'],
      language: 'ar',
      nearMinutes: 10,
      version: 0,
    });

    const saved = await save(parent.id, preferences({ channels: ['email'], language: 'en', nearMinutes: 5 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ channels: ['email'], language: 'en', nearMinutes: 5, version: 1 });

    const stale = await save(parent.id, preferences({ version: 0 }));
    expect(stale.statusCode).toBe(409);
    const again = await save(parent.id, preferences({ channels: ['email'], language: 'en', version: 1 }));
    expect(again.json()).toMatchObject({ nearMinutes: 10, version: 2 });

    // The parent is now told by e-mail only, in English.
    expect(await tell(parent.id, 'payment-received')).toBe(1);
    const [notice] = await noticesOf(parent.id);
    expect(notice).toMatchObject({ channel: 'email', language: 'en', subject: 'Payment received' });
  });

  it('refuses preferences that cannot work, with translated reasons on their fields', async () => {
    const parent = await aParent();
    const refused = async (body: NoticePreferencesInput) => {
      const answer = await save(parent.id, body);
      expect(answer.statusCode).toBe(400);
      return answer.json().errors as { path: string; code: string; message: string }[];
    };
    expect(await refused(preferences({ channels: [] }))).toEqual([
      expect.objectContaining({ path: 'channels', message: 'Choose at least one channel' }),
    ]);
    expect(await refused(preferences({ quietFrom: '21:00' }))).toEqual([
      expect.objectContaining({ path: 'quietUntil', code: 'validation.quietHoursPair' }),
    ]);
    expect(await refused(preferences({ quietFrom: '25:00', quietUntil: '07:00' }))).toEqual([
      expect.objectContaining({ path: 'quietFrom', code: 'validation.timeOfDay' }),
    ]);
    expect(await refused(preferences({ nearMinutes: 90 }))).toEqual([
      expect.objectContaining({ path: 'nearMinutes', message: 'Between 2 and 60' }),
    ]);
    const missing = await save(crypto.randomUUID(), preferences());
    expect(missing.statusCode).toBe(404);
  });

  it('holds all but safety notices during quiet hours, and sends them when the hours end', async () => {
    const parent = await aParent();
    const quietUntil = riyadhClock(2);
    expect(
      (await save(parent.id, preferences({ channels: ['email'], quietFrom: riyadhClock(-1), quietUntil })))
        .statusCode,
    ).toBe(200);
    await tell(parent.id, 'payment-received');
    await tell(parent.id, 'trip-disrupted');
    await t.app.deliverNotices();

    const byEvent = Object.fromEntries((await noticesOf(parent.id)).map((n) => [n.event, n]));
    expect(byEvent['trip-disrupted']).toMatchObject({ status: 'sent', attempts: 1 });
    const held = byEvent['payment-received']!;
    expect(held).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    const waitMs = Date.parse(held.nextAttemptAt) - Date.now();
    expect(waitMs).toBeGreaterThan(110 * 60_000);
    expect(waitMs).toBeLessThanOrEqual(120 * 60_000);
    expect(mail.to(parent.email)).toHaveLength(1);

    // The parent lifts the quiet hours; the held notice goes out at its time, once.
    await save(parent.id, preferences({ channels: ['email'], version: 1 }));
    await t.app.db.update(notices).set({ nextAttemptAt: new Date() }).where(eq(notices.id, held.id));
    await t.app.deliverNotices();
    expect(mail.to(parent.email)).toHaveLength(2);
  });
});
