import { withCheckDigit } from '@rihla/shared/contracts/national-id';
import { eq } from 'drizzle-orm';
import { type Agent, sessionOf } from '../../test/agent';
import { phoneAppSignIn } from '../../test/crew-sign-in';
import { DATABASES } from '../../test/databases';
import { HttpReceiver } from '../../test/http-receiver';
import { PushServiceStandIn } from '../../test/push-service-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { pushChannel } from './channels/push-channel';
import { webhookChannel } from './channels/webhook-channel';
import { type DeliveryOptions, deliverDue } from './notice-delivery';
import { notices } from './notices.table';
import { pushSubscriptions } from './push.table';
import { parentRecipient, queueNotice } from './queue-notice';
import { vapidDetails, vapidDetailsOnce } from './vapid-keys';

/** The app's own worker waits ten minutes: each test delivers by hand, as two workers when it wants. */
const MANUAL = { NOTICE_POLL_MS: '600000' };

describe.each(DATABASES)('web push to the families app on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  const sms = new HttpReceiver();
  const pushService = new PushServiceStandIn();
  let delivery: DeliveryOptions;
  let counter = 0;
  const signIn = phoneAppSignIn(
    'family',
    () => t.app,
    () => sms,
  );

  beforeAll(async () => {
    await sms.start();
    await pushService.start();
    t = await startTestApp(kind, { ...MANUAL, SMS_PROVIDER: 'webhook', SMS_URL: sms.url('/sms') });
    admin = await sessionOf(t.app);
    delivery = {
      channels: {
        sms: webhookChannel(sms.url('/sms'), undefined),
        push: pushChannel(t.app.db, {
          vapid: vapidDetailsOnce(t.app.db, t.app.config),
          agent: pushService.agent,
        }),
      },
      retryMs: 60_000,
      maxAttempts: 3,
      timeZone: 'Asia/Riyadh',
    };
  });
  afterAll(async () => {
    await t?.close();
    await sms.stop();
    await pushService.stop();
  });

  /** A parent on file, signed in to the app on a phone: its id, E.164 number and cookie. */
  const signedInParent = async () => {
    counter += 1;
    const phone = `05${String(60_000_000 + counter).padStart(8, '0')}`;
    const parent = await admin.call('POST', '/api/v1/parents', {
      body: {
        name: `سارة ناصر القحطاني ${counter}`,
        phone,
        nationalId: withCheckDigit(`10${String(4_000_000 + counter)}`),
      },
    });
    expect(parent.statusCode, parent.body).toBe(201);
    const e164 = `+966${phone.slice(1)}`;
    expect((await signIn.askCode(phone, `10.8.${counter}.1`)).statusCode).toBe(202);
    const verified = await signIn.verify(phone, signIn.lastCodeTo(e164));
    expect(verified.statusCode, verified.body).toBe(200);
    return { id: parent.json().id as string, e164, cookie: signIn.cookieOf(verified) };
  };
  const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  /** A phone of the stand-in push service, turned on in the app by the parent. */
  const turnOnPhone = async (cookie: string) => {
    const subscription = pushService.subscribe();
    const added = await as(cookie, 'POST', '/family/push-subscriptions', {
      ...subscription,
      label: 'Chrome on Android',
    });
    expect(added.statusCode, added.body).toBe(204);
    return subscription;
  };
  let events = 0;
  /** An approval notice for the parent, queued as a decision would. */
  const notify = async (parentId: string) => {
    events += 1;
    const reference = `RQ-PUSH${events}`;
    await t.app.db.transaction(async (tx) =>
      queueNotice(tx, (await parentRecipient(tx, parentId))!, {
        event: 'registration-approved',
        eventKey: `registration-approved:push-${events}`,
        variables: { parentName: 'سارة', studentName: 'ليان', reference },
      }),
    );
    return reference;
  };
  const rowsOf = (parentId: string) => t.app.db.select().from(notices).where(eq(notices.parentId, parentId));
  const pushedTo = (endpoint: string) =>
    pushService.received.filter((message) => endpoint.endsWith(message.path));
  const makeDue = (parentId: string) =>
    t.app.db
      .update(notices)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(notices.parentId, parentId));

  it('pushes a notice once to the phone, encrypted for it and signed with the key the app was given', async () => {
    const parent = await signedInParent();
    const key = await as(parent.cookie, 'GET', '/family/push-key');
    expect(key.statusCode, key.body).toBe(200);
    const phone = await turnOnPhone(parent.cookie);
    const reference = await notify(parent.id);
    const rows = await rowsOf(parent.id);
    expect(rows.map((row) => row.channel).toSorted()).toEqual(['push', 'sms']);
    const pushRow = rows.find((row) => row.channel === 'push')!;
    expect(pushRow.address).toBe(parent.e164);

    // Two workers at once, then a third pass: one message.
    await Promise.all([deliverDue(t.app.db, delivery), deliverDue(t.app.db, delivery)]);
    await deliverDue(t.app.db, delivery);
    const messages = pushedTo(phone.endpoint);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      payload: {
        title: `تم قبول طلب التسجيل ${reference}`,
        body: expect.stringContaining('تم قبول طلب تسجيل ليان'),
        url: '/family#inbox',
        tag: pushRow.id,
      },
      vapidKey: key.json().publicKey,
      claims: { aud: pushService.origin },
      urgency: 'normal',
      topic: pushRow.id.replaceAll('-', ''),
      ttl: '86400',
    });
    expect(messages[0]!.claims.exp * 1000).toBeGreaterThan(Date.now());
    const [after] = await t.app.db.select().from(notices).where(eq(notices.id, pushRow.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    const [stored] = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(stored).toMatchObject({ parentId: parent.id, label: 'Chrome on Android', failureCount: 0 });
    expect(stored!.lastSuccessAt).not.toBeNull();

    const inbox = (await as(parent.cookie, 'GET', '/family/notices')).json().items;
    expect(inbox[0]).toMatchObject({ channels: ['sms', 'push'] });
  });

  it('retries only the phone that refused, and never holds back the SMS', async () => {
    const parent = await signedInParent();
    const first = await turnOnPhone(parent.cookie);
    const second = await turnOnPhone(parent.cookie);
    const secondPath = new URL(second.endpoint).pathname;
    pushService.answer.set(secondPath, 503);
    await notify(parent.id);
    await deliverDue(t.app.db, delivery);
    const rows = await rowsOf(parent.id);
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({ status: 'sent' });
    expect(rows.find((row) => row.channel === 'push')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('HTTP 503'),
    });
    expect(pushedTo(first.endpoint)).toHaveLength(1);
    const [refusing] = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, second.endpoint));
    expect(refusing!.failureCount).toBe(1);

    pushService.answer.delete(secondPath);
    await makeDue(parent.id);
    await deliverDue(t.app.db, delivery);
    expect(pushedTo(first.endpoint)).toHaveLength(1);
    expect(pushedTo(second.endpoint)).toHaveLength(1);
    expect((await rowsOf(parent.id)).find((row) => row.channel === 'push')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });

  it('deletes a phone the push service calls gone; the notice is not sent when no phone is left', async () => {
    const parent = await signedInParent();
    const phone = await turnOnPhone(parent.cookie);
    pushService.answer.set(new URL(phone.endpoint).pathname, 410);
    await notify(parent.id);
    await deliverDue(t.app.db, delivery);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.parentId, parent.id)),
    ).toEqual([]);
    const rows = await rowsOf(parent.id);
    expect(rows.find((row) => row.channel === 'push')).toMatchObject({
      status: 'unsent',
      lastError: 'notices.noPushSubscription',
    });
    expect(rows.find((row) => row.channel === 'sms')).toMatchObject({ status: 'sent' });
    // The next notice is not queued for push at all.
    await notify(parent.id);
    expect((await rowsOf(parent.id)).filter((row) => row.channel === 'push')).toHaveLength(1);
  });

  it("sends nothing by push once the parent turns push off, on the console's record", async () => {
    const parent = await signedInParent();
    const phone = await turnOnPhone(parent.cookie);
    const read = await as(parent.cookie, 'GET', '/family/notice-preferences');
    expect(read.json()).toEqual({
      channels: ['email', 'sms', 'push'],
      nearMinutes: 10,
      hasEmail: false,
      version: 0,
    });
    const empty = await as(parent.cookie, 'PUT', '/family/notice-preferences', {
      channels: [],
      nearMinutes: 10,
      version: 0,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject([{ path: 'channels', code: 'validation.channelRequired' }]);
    const saved = await as(parent.cookie, 'PUT', '/family/notice-preferences', {
      channels: ['sms'],
      nearMinutes: 15,
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ channels: ['sms'], nearMinutes: 15, version: 1 });
    const stale = await as(parent.cookie, 'PUT', '/family/notice-preferences', {
      channels: ['sms', 'push'],
      nearMinutes: 15,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    // The console's parent page reads the same record: the minutes are not kept twice.
    const console = await admin.call('GET', `/api/v1/parents/${parent.id}/notice-preferences`);
    expect(console.json()).toMatchObject({ channels: ['sms'], nearMinutes: 15, language: 'ar', version: 1 });

    await notify(parent.id);
    await deliverDue(t.app.db, delivery);
    expect((await rowsOf(parent.id)).map((row) => row.channel)).toEqual(['sms']);
    expect(pushedTo(phone.endpoint)).toEqual([]);
  });

  it("lets a parent remove their own phone only, and refuses what is not a browser's subscription", async () => {
    const owner = await signedInParent();
    const other = await signedInParent();
    const phone = await turnOnPhone(owner.cookie);
    const foreign = await as(other.cookie, 'DELETE', '/family/push-subscriptions', {
      endpoint: phone.endpoint,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toHaveLength(1);
    const own = await as(owner.cookie, 'DELETE', '/family/push-subscriptions', { endpoint: phone.endpoint });
    expect(own.statusCode).toBe(204);
    expect(
      await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toEqual([]);

    const plain = await as(owner.cookie, 'POST', '/family/push-subscriptions', {
      ...pushService.subscribe(),
      endpoint: 'http://push.example/abc',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors).toMatchObject([{ path: 'endpoint', code: 'validation.invalid' }]);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/family/push-subscriptions',
      payload: pushService.subscribe(),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('makes a key pair once and keeps it, unless the settings give one', async () => {
    const settings = {
      ...t.app.config,
      WEB_PUSH_VAPID_PUBLIC_KEY: undefined,
      WEB_PUSH_VAPID_PRIVATE_KEY: undefined,
    };
    const made = await vapidDetails(t.app.db, settings);
    expect(await vapidDetails(t.app.db, settings)).toEqual(made);
    expect(made.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const given = await vapidDetails(t.app.db, {
      ...settings,
      WEB_PUSH_VAPID_PUBLIC_KEY: 'B'.repeat(87),
      WEB_PUSH_VAPID_PRIVATE_KEY: 'p'.repeat(43),
      WEB_PUSH_SUBJECT: 'mailto:ops@rihla.example',
    });
    expect(given).toEqual({
      publicKey: 'B'.repeat(87),
      privateKey: 'p'.repeat(43),
      subject: 'mailto:ops@rihla.example',
    });
  });
});
