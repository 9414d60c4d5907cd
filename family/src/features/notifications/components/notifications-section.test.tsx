import type { FamilyNoticePreferences } from '@rihla/shared/contracts/family';
import { act } from 'react';
import { renderInFamily } from '../../../test/render-in-family';
import NotificationsSection from './notifications-section';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example/send/phone-1';

/** The browser's side: a service worker registration whose PushManager a test drives. */
class FakeBrowser {
  permission: NotificationPermission = 'default';
  /** What the parent answers when asked. */
  answer: NotificationPermission = 'granted';
  subscription: { endpoint: string; key: ArrayBuffer } | null = null;
  readonly subscribed: Uint8Array[] = [];

  install() {
    const browser = this;
    const subscriptionObject = () =>
      browser.subscription && {
        endpoint: browser.subscription.endpoint,
        options: { applicationServerKey: browser.subscription.key },
        toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) } }),
        unsubscribe: async () => {
          browser.subscription = null;
          return true;
        },
      };
    const pushManager = {
      getSubscription: async () => subscriptionObject(),
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        browser.subscribed.push(options.applicationServerKey);
        browser.subscription = { endpoint: ENDPOINT, key: options.applicationServerKey.slice().buffer };
        return subscriptionObject();
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager }),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => {
        browser.permission = browser.answer;
        return browser.answer;
      },
    });
  }
}

const preferences = (hasEmail: boolean): FamilyNoticePreferences => ({
  channels: ['sms', 'push'],
  nearMinutes: 10,
  hasEmail,
  version: 0,
});

describe("the families app's notifications", () => {
  let host: HTMLElement;
  let unmount: () => void;
  let asked: { method: string; path: string; body: unknown }[];
  let browser: FakeBrowser;

  beforeEach(() => {
    asked = [];
    browser = new FakeBrowser();
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      asked.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      if (path === '/api/v1/family/push-key') return Response.json({ publicKey: PUBLIC_KEY });
      if (path === '/api/v1/family/notice-preferences') {
        if (request.method === 'PUT')
          return Response.json({ ...preferences(false), ...JSON.parse(text), version: 1 });
        return Response.json(preferences(false));
      }
      return new Response(null, { status: 204 });
    });
  });
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const render = (path = '/family') => {
    ({ host, unmount } = renderInFamily(<NotificationsSection />, path));
  };
  const phoneSwitch = () => host.querySelector('input[role="switch"]') as HTMLInputElement;
  const status = () => host.querySelector('[data-push-state]')?.textContent;

  it('says the browser cannot, and keeps the switch off, without service workers or push', async () => {
    render();
    await vi.waitFor(() => expect(status()).toContain('متصفح هذا الهاتف لا يعرض الإشعارات'));
    expect(phoneSwitch().disabled).toBe(true);
    expect(phoneSwitch().checked).toBe(false);
  });

  it('says notifications are blocked when the browser refused them', async () => {
    browser.install();
    browser.permission = 'denied';
    render();
    await vi.waitFor(() => expect(status()).toContain('الإشعارات محظورة لهذا التطبيق'));
    expect(phoneSwitch().disabled).toBe(true);
  });

  it('asks permission, subscribes with the key and tells the API, then turns off again, in English', async () => {
    browser.install();
    render('/en/family');
    await vi.waitFor(() => expect(status()).toBe('Off: messages wait in the inbox.'));
    await act(async () => phoneSwitch().click());
    await vi.waitFor(() => expect(status()).toBe('On: messages arrive on this phone as they are sent.'));
    expect(phoneSwitch().checked).toBe(true);
    expect(browser.permission).toBe('granted');
    expect(browser.subscribed[0]).toHaveLength(65);
    expect(browser.subscribed[0]![0]).toBe(4);
    expect(asked).toContainEqual({
      method: 'POST',
      path: '/api/v1/family/push-subscriptions',
      body: {
        endpoint: ENDPOINT,
        keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) },
        label: expect.any(String),
      },
    });

    await act(async () => phoneSwitch().click());
    await vi.waitFor(() => expect(status()).toBe('Off: messages wait in the inbox.'));
    expect(asked).toContainEqual({
      method: 'DELETE',
      path: '/api/v1/family/push-subscriptions',
      body: { endpoint: ENDPOINT },
    });
    expect(browser.subscription).toBeNull();
  });

  it('stays off and says so when the parent refuses the permission', async () => {
    browser.install();
    browser.answer = 'denied';
    render();
    await vi.waitFor(() => expect(status()).toContain('متوقفة'));
    await act(async () => phoneSwitch().click());
    await vi.waitFor(() => expect(status()).toContain('الإشعارات محظورة لهذا التطبيق'));
    expect(asked.some((call) => call.path.endsWith('/push-subscriptions'))).toBe(false);
  });

  it("saves the parent's channels and minutes, e-mail locked without an address", async () => {
    browser.install();
    render();
    const checkbox = (value: string) =>
      host.querySelector(`input[name="channels"][value="${value}"]`) as HTMLInputElement;
    await vi.waitFor(() => expect(checkbox('email')).not.toBeNull());
    expect(checkbox('email').disabled).toBe(true);
    expect(host.textContent).toContain('لا يوجد بريد إلكتروني مسجل');
    expect(checkbox('push').checked).toBe(true);
    await act(async () => checkbox('push').click());
    await act(async () => (host.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await vi.waitFor(() => expect(host.textContent).toContain('تم الحفظ.'));
    expect(asked).toContainEqual({
      method: 'PUT',
      path: '/api/v1/family/notice-preferences',
      body: { channels: ['sms'], nearMinutes: 10, version: 0 },
    });
  });
});
