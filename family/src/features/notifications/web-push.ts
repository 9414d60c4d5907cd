import type { FamilyPushSubscriptionInput } from '@rihla/shared/contracts/family';

/** What "notifications on this phone" is now. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

/**
 * The service worker registration push goes through: the Arabic page's (`/family`), whichever
 * language the page is in, so one subscription serves the phone in both (the worker registers
 * for both scopes, ADR 0053). None: the browser has no service worker for the app.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registered = await navigator.serviceWorker.getRegistration('/family');
  if (registered) return registered;
  // A first visit: the worker is registered once the page has loaded (both scopes, one after the other).
  await navigator.serviceWorker.ready;
  return navigator.serviceWorker.getRegistration('/family');
}

/** Web push needs a service worker, the Push API and notifications (iOS: only once installed). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The phone's subscription, if notifications are on in this browser. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration())?.pushManager.getSubscription() ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** What the API keeps of a subscription. */
export function subscriptionInput(subscription: PushSubscription): FamilyPushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: navigator.userAgent.slice(0, 120),
  };
}

/**
 * Asks the browser's permission (once; a refusal is the browser's to undo) and subscribes this
 * phone with the installation's VAPID key; a subscription made with another key (the key changed)
 * is replaced. Answers the state it ended in and the subscription when on.
 */
export async function turnPushOn(
  publicKey: () => Promise<string>,
): Promise<{ state: PushState; subscription?: PushSubscription }> {
  const worker = await registration();
  if (!pushSupported() || !worker) return { state: 'unsupported' };
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission === 'denied') return { state: 'blocked' };
  if (permission !== 'granted') return { state: 'off' };
  const key = keyBytes(await publicKey());
  const existing = await worker.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key))
    return { state: 'on', subscription: existing };
  await existing?.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return { state: 'on', subscription };
}
