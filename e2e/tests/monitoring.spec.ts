import type { Page } from '@playwright/test';
import { BASE_URL } from '../fixtures/environment';
import { device, type Named, runningTrip, secondsAgo } from '../fixtures/live-trip';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads on the monitor screens (the remote's and the shell's message files say the same). */
const TEXTS = {
  ar: {
    inProgress: 'جارية',
    noTrack: 'لم ترسل الحافلة أي موقع',
    arrived: 'وصل إلى المحطة',
    boarded: 'صعد الحافلة',
    onBoard: 'في الحافلة',
    sosToast: 'نداء استغاثة من الحافلة',
    complete: 'إنهاء الرحلة',
    childCheck: 'قد يكون طالب ما زال في الحافلة',
    // Counted in Arabic's forms: one minute, two, 3-10, 11 and more.
    eta: /خلال (دقيقة واحدة|دقيقتين|\d+ دقائق|\d+ دقيقة)/,
    tracker: 'جهاز التتبع',
    online: 'متصل',
    battery: 'البطارية',
    batteryValue: '76٪',
    speed: 'السرعة',
    speedValue: '37 كم/س',
  },
  en: {
    inProgress: 'In progress',
    noTrack: 'The bus has sent no position',
    arrived: 'Arrived at stop',
    boarded: 'Boarded',
    onBoard: 'On board',
    sosToast: 'SOS: the bus called for help',
    complete: 'Complete trip',
    childCheck: 'A child may still be on the bus',
    eta: /in \d+ min/,
    tracker: 'Tracker',
    online: 'Online',
    battery: 'Battery',
    batteryValue: '76%',
    speed: 'Speed',
    speedValue: '37 km/h',
  },
} as const;

/** Where Leaflet drew the bus marker. */
const busMarkerAt = (page: Page) =>
  page.locator('.rihla-bus-marker').evaluate((element) => (element as HTMLElement).style.transform);

inLocale('ar', (locale) => {
  const t = TEXTS[locale];
  const name = (record: Named) => (locale === 'en' ? record.nameEn : record.nameAr);

  test.describe('a live trip', () => {
    // The end-of-trip check answers 409 by design; the browser logs every non-2xx answer.
    test.use({ allowedConsoleErrors: /status of 409 \(Conflict\)/, liveAlerts: 'shown' });

    test('follow a trip live: the bus moves, stops and boardings reach the timeline, an SOS reaches the shell, and completion waits for the child', async ({
      page,
      adminApi,
      playwright,
    }) => {
      const { trip, stop, rider, token } = await runningTrip(adminApi);
      const request = await playwright.request.newContext({ baseURL: BASE_URL, storageState: undefined });
      const send = device(request, token);

      await page.goto(localizedPath(`/dashboard/monitor-screen/trips-tracking-map/${trip.id}`, locale));
      await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
      await expect(page.getByText(t.noTrack)).toBeVisible();
      // About 1 km north of the first stop, heading for it.
      await send('positions', {
        points: [{ at: secondsAgo(4), lat: stop.lat + 0.009, lng: stop.lng, speedKmh: 30 }],
      });
      await expect(page.locator('.rihla-bus-marker')).toBeVisible();
      await expect(page.getByText(t.eta)).toBeVisible();
      const before = await busMarkerAt(page);
      await send('positions', {
        points: [{ at: secondsAgo(3), lat: stop.lat + 0.004, lng: stop.lng, speedKmh: 30 }],
      });
      await expect.poll(() => busMarkerAt(page)).not.toBe(before);

      await page.goto(localizedPath(`/dashboard/monitor-screen/trips-details/${trip.id}`, locale));
      await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
      await send('positions', { points: [{ at: secondsAgo(2), lat: stop.lat, lng: stop.lng, speedKmh: 0 }] });
      // The reader sends the card's number, as the card carries it.
      await send('scans', { scans: [{ cardNumber: rider.cardNumber, kind: 'on', at: secondsAgo(1) }] });
      await expect(page.getByText(`${t.arrived} — ${name(stop)}`)).toBeVisible();
      await expect(page.getByText(`${t.boarded} — ${name(rider)}`)).toBeVisible();
      await expect(page.getByRole('listitem', { name: name(rider) })).toContainText(t.onBoard);

      await send('sos', { at: secondsAgo(0) });
      await expect(page.getByRole('alert').filter({ hasText: t.sosToast })).toContainText(trip.name);

      await page.getByRole('button', { name: t.complete }).click();
      await expect(page.getByRole('dialog', { name: t.childCheck })).toBeVisible();
      await request.dispose();
    });
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test('a phone running Traccar Client reports over OsmAnd: the bus moves on the tracking map and its last fix shows on the bus page', async ({
    page,
    adminApi,
    playwright,
  }) => {
    const { trip, stop, token, bus } = await runningTrip(adminApi);
    // The app has no session and no Bearer header: only its device identifier as `id`.
    const phone = await playwright.request.newContext({ baseURL: BASE_URL, storageState: undefined });
    const unixSecondsAgo = (s: number) => String(Math.floor(Date.now() / 1000) - s);

    await page.goto(localizedPath(`/dashboard/monitor-screen/trips-tracking-map/${trip.id}`, locale));
    await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
    await expect(page.getByText(t.noTrack)).toBeVisible();
    // OsmAnd's GET query string, as Traccar Client sends it: Unix seconds, speed in knots.
    const first = await phone.get('/api/v1/device/osmand', {
      params: { id: token, lat: stop.lat + 0.009, lon: stop.lng, timestamp: unixSecondsAgo(4), speed: 16 },
    });
    expect(first.status(), await first.text()).toBe(200);
    expect(await first.text()).toBe('');
    await expect(page.locator('.rihla-bus-marker')).toBeVisible();
    const before = await busMarkerAt(page);
    // The same fields as a form body, closer to the stop: 20 knots is 37 km/h.
    const second = await phone.post('/api/v1/device/osmand', {
      form: {
        id: token,
        lat: stop.lat + 0.004,
        lon: stop.lng,
        timestamp: unixSecondsAgo(2),
        speed: 20,
        batt: 76,
      },
    });
    expect(second.status(), await second.text()).toBe(200);
    await expect.poll(() => busMarkerAt(page)).not.toBe(before);

    await page.goto(localizedPath(`/dashboard/bus-screen/update-bus/${bus.id}`, locale));
    const card = page.locator('.ant-card').filter({ has: page.getByText(t.tracker, { exact: true }) });
    await expect(card.getByTestId('tracker-status')).toHaveText(t.online);
    await expect(card).toContainText(`${(stop.lat + 0.004).toFixed(5)}, ${stop.lng.toFixed(5)}`);
    await expect(card).toContainText(`${t.speed}${t.speedValue}`);
    await expect(card).toContainText(`${t.battery}${t.batteryValue}`);
    await phone.dispose();
  });
});
