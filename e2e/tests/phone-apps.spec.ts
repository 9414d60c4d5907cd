import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chromium, type Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { CHROMIUM_LAUNCH, FULL_CHROMIUM } from '../fixtures/chromium';
import {
  createBus,
  createDriver,
  todayInRiyadh,
  unique,
  uniqueNationalId,
  uniquePhone,
} from '../fixtures/data';
import {
  ADMIN_STATE,
  BASE_URL,
  MOYASAR_SECRET_KEY,
  mailPort,
  moyasarPort,
  smsPort,
} from '../fixtures/environment';
import { launchWithCameraShowing } from '../fixtures/fake-camera';
import { device, runningTrip, secondsAgo } from '../fixtures/live-trip';
import { TestMailServer } from '../fixtures/mail-server';
import { localizedPath } from '../fixtures/routes';
import { TestSmsServer } from '../fixtures/sms-server';
import { expect, test } from '../fixtures/test';

// The phone apps, the crew's (ADR 0051) and the families' (ADR 0053), in one file so that one
// process owns the run's SMS endpoint: a phone, no console session. Signed out, the app's session
// check answers 401 and Chromium logs it, as it does for a wrong code and for requests made offline.
test.use({
  storageState: { cookies: [], origins: [] },
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  allowedConsoleErrors: /status of 401 \(Unauthorized\)|ERR_INTERNET_DISCONNECTED/,
});

/** A rider card's number nobody else in the run holds. */
const cardNumber = () =>
  `CS-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.toUpperCase();

// The phone's camera (a fake one, granted without asking) shows this card's QR code: the crew on
// the road gives it to their first rider. A browser's flags are set at its launch, so for the file.
const firstRidersCard = cardNumber();
test.use({ launchOptions: launchWithCameraShowing(firstRidersCard) });

const sms = new TestSmsServer(smsPort());
// The guardian's sign-in link arrives by e-mail: the run's mail server, taken in turn with other specs.
const mail = new TestMailServer(mailPort());
test.beforeAll(() => sms.up());
test.afterAll(() => sms.down());

interface Person {
  id: string;
  fullName: string;
  phone: string;
}

/** Nothing wider than the phone, and every button and link at least 48 px both ways. */
async function expectPhoneFit(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
  for (const target of await page.locator('main button, main a, main input, header a, header button').all()) {
    const box = await target.boundingBox();
    if (!box) continue;
    const label = (await target.textContent()) ?? (await target.getAttribute('name')) ?? '';
    expect(box.height, `height of ${label}`).toBeGreaterThanOrEqual(48);
    expect(box.width, `width of ${label}`).toBeGreaterThanOrEqual(48);
  }
}

test.describe('the crew app', () => {
  test('is an installable Arabic right-to-left page at /crew, English at /en/crew', async ({ page }) => {
    await page.goto('/crew');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'طاقم الحافلة' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'تسجيل الدخول' })).toBeVisible();
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/crew/manifest.ar.webmanifest');
    const manifest = await (await page.request.get(manifestUrl!)).json();
    expect(manifest).toMatchObject({ start_url: '/crew', scope: '/crew', display: 'standalone', dir: 'rtl' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    // The service worker takes the page and keeps it for offline use.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/crew');
    await expectPhoneFit(page);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/crew$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Bus crew' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/crew/manifest.en.webmanifest',
    );
    await expectPhoneFit(page);
  });

  test('signs a driver in by the code texted to their phone, then shows their trips of today, in Arabic', async ({
    page,
    adminApi,
  }) => {
    // A driver of the demo's trips of today (the operators' clock is Riyadh's).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const { items: trips } = await adminApi.get<{ items: { name: string; driverId: string }[] }>(
      `/trips?date=${today}&pageSize=100&sort=departureTime:asc`,
    );
    // The first trip whose driver may sign in (the demo has people on leave and suspended too).
    let trip = trips[0]!;
    let driver = await adminApi.get<Person & { status: string }>(`/drivers/${trip.driverId}`);
    for (const candidate of trips) {
      trip = candidate;
      driver = await adminApi.get<Person & { status: string }>(`/drivers/${trip.driverId}`);
      if (driver.status === 'active') break;
    }
    expect(driver.status).toBe('active');
    const manifest = await adminApi.get<{ items: unknown[] }>(`/trips?date=${today}&driverId=${driver.id}`);
    const localPhone = `0${driver.phone.slice(4)}`;
    await page.goto('/crew');
    await expect(page.getByRole('heading', { level: 2, name: 'تسجيل الدخول' })).toBeVisible();
    await expectPhoneFit(page);

    await page.getByLabel('رقم الجوال').fill(localPhone);
    await page.getByRole('button', { name: 'أرسل الرمز' }).click();
    await expect(page.getByRole('status')).toContainText(localPhone);
    await expect.poll(() => sms.to(driver.phone).length).toBe(1);
    const text = sms.to(driver.phone)[0]!.body;
    expect(text).toContain('رمز دخول تطبيق طاقم رحلة');
    const code = /\d{6}/.exec(text)![0];

    // A wrong code first: the API's Arabic text, nothing signed in.
    await page.getByLabel('الرمز من الرسالة').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('الرمز غير صحيح أو انتهت صلاحيته، اطلب رمزًا جديدًا');
    await expectPhoneFit(page);

    await page.getByLabel('الرمز من الرسالة').fill(code);
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: `أهلًا ${driver.fullName}` })).toBeVisible();
    // Today's manifest: every trip of theirs, its stops in order with riders and guardians to call.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(manifest.items.length);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(trip.name);
    await expect(first.getByText('سائق', { exact: true })).toBeVisible();
    await expect(first.getByRole('listitem').first().getByRole('heading', { level: 3 })).toBeVisible();
    await expect(first.getByRole('link', { name: /^اتصل بـ / }).first()).toHaveAttribute(
      'href',
      /^tel:\+9665\d{8}$/,
    );
    await expectPhoneFit(page);
    // With no network, a reload still shows the day: the page from the service worker, the
    // session and manifest from what the phone kept.
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toHaveText(trip.name);
    await expect(page.getByRole('article')).toHaveCount(manifest.items.length);
    // The English page was never opened, yet it is there offline too (both pages kept at install).
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistrations()).filter((r) => r.active).length,
        ),
      )
      .toBe(2);
    await page.goto('/en/crew');
    await expect(page.getByRole('heading', { level: 2, name: `Hello, ${driver.fullName}` })).toBeVisible();
    await page.goto('/crew');
    await page.context().setOffline(false);
    // The session is the phone's for the shift: a reload keeps it, and the driver's page lists it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `أهلًا ${driver.fullName}` })).toBeVisible();
    const sessions = await adminApi.get<{ items: unknown[] }>(`/drivers/${driver.id}/crew-sessions`);
    expect(sessions.items).toHaveLength(1);
    await expectPhoneFit(page);

    await page.getByRole('button', { name: 'خروج' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'تسجيل الدخول' })).toBeVisible();
    expect(
      (await adminApi.get<{ items: unknown[] }>(`/drivers/${driver.id}/crew-sessions`)).items,
    ).toHaveLength(0);
  });

  test("a dispatcher shows a pairing QR on a driver's page; the phone opens its link and is signed in, in Arabic", async ({
    page,
    adminApi,
    browser,
  }, testInfo) => {
    const driver = await createDriver(adminApi);
    const console_ = await browser.newContext({ storageState: ADMIN_STATE });
    const office = await console_.newPage();
    await office.goto(localizedPath(`/dashboard/drivers-screen/drivers-details/${driver.id}`, 'ar'));
    await office.getByRole('button', { name: /ربط جوال/ }).click();
    const dialog = office.getByRole('dialog', {
      name: `ربط جوال \u2068${driver.fullName}\u2069 بتطبيق الطاقم`,
    });
    await expect(dialog.getByRole('timer')).toContainText('صالح لمدة');
    // The QR read by a real reader, as a phone's camera reads it.
    // Read again until it decodes, as a camera keeps looking: a frame taken while the dialog is
    // still being drawn on a loaded machine holds no readable code yet.
    const image = testInfo.outputPath('pairing-qr.png');
    let link = '';
    await expect(async () => {
      await dialog.getByTestId('crew-pairing-qr').screenshot({ path: image, animations: 'disabled' });
      link = execFileSync('zbarimg', ['--raw', '--quiet', image], { encoding: 'utf8' }).trim();
    }).toPass({ timeout: 15_000 });
    const linkUrl = new URL(link);
    expect(linkUrl.pathname).toBe('/crew/pair');
    const code = linkUrl.hash.slice(1);
    await expect(dialog.getByTestId('crew-pairing-code')).toHaveText(`${code.slice(0, 5)}-${code.slice(5)}`);

    await page.goto(`${linkUrl.pathname}${linkUrl.hash}`);
    await expect(page.getByRole('heading', { level: 2, name: `أهلًا ${driver.fullName}` })).toBeVisible();
    await expect(page).toHaveURL(/\/crew$/);
    await expectPhoneFit(page);

    // The console lists the phone among the driver's sessions.
    await dialog.getByRole('button', { name: 'تم' }).click();
    const sessions = office.locator('.ant-card').filter({ hasText: 'الجوالات المسجّلة في تطبيق الطاقم' });
    await expect(sessions.getByText('آخر مزامنة')).toBeVisible();
    await console_.close();

    // The same link again, on another phone: used once, it signs no one in.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const phone2 = await other.newPage();
    await phone2.goto(`${linkUrl.pathname}${linkUrl.hash}`);
    await expect(phone2.getByRole('alert')).toHaveText('رمز الربط استُخدم من قبل: اطلب من المشرف رمزًا جديدًا');
    await expect(phone2.getByRole('heading', { level: 2, name: 'الربط من المكتب' })).toBeVisible();
    await other.close();
  });
});

/** Signs a parent in to the open families' app (Arabic) with the code texted to their phone. */
async function signInParent(page: Page, parent: { name: string; phone: string }) {
  const localPhone = `0${parent.phone.slice(4)}`;
  const before = sms.to(parent.phone).length;
  await page.getByLabel('رقم الجوال').fill(localPhone);
  await page.getByRole('button', { name: 'أرسل الرمز' }).click();
  await expect(page.getByRole('status')).toContainText(localPhone);
  await expect.poll(() => sms.to(parent.phone).length).toBe(before + 1);
  const text = sms.to(parent.phone).at(-1)!.body;
  expect(text).toContain('رمز دخول تطبيق رحلة للأسرة');
  await page.getByLabel('الرمز من الرسالة').fill(/\d{6}/.exec(text)![0]);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `أهلًا ${parent.name}` })).toBeVisible();
}

/** The gateway stand-in's own API (the e2e server's gateway), with its secret key. */
async function standInPayments(): Promise<{ id: string; status: string; invoice_id: string }[]> {
  const answer = await fetch(`http://127.0.0.1:${moyasarPort()}/v1/payments`, {
    headers: { authorization: `Basic ${Buffer.from(`${MOYASAR_SECRET_KEY}:`).toString('base64')}` },
  });
  return ((await answer.json()) as { payments: { id: string; status: string; invoice_id: string }[] })
    .payments;
}

type Named = { id: string; nameAr: string; nameEn: string };

/**
 * A trip of today at night (no other trip's bus, driver or riders), two stops, a rider at the first
 * and one at the second, with the rider cards given (none unless told).
 */
async function crewTripOfToday(api: RihlaApi, cards: (string | null)[] = []) {
  const school = (await api.get<{ items: Named[] }>('/schools?pageSize=1')).items[0]!;
  const stops = (await api.get<{ items: Named[] }>('/stops?pageSize=2')).items;
  const bus = await createBus(api);
  const driver = (await createDriver(api)) as Person;
  const riders: Named[] = [];
  for (const [i, [ar, en]] of [
    ['جود سالم', 'Joud Salem'],
    ['لمى فهد', 'Lama Fahad'],
  ].entries()) {
    riders.push(
      await api.post<Named>('/students', {
        nameAr: unique(ar!),
        nameEn: unique(en!),
        schoolId: school.id,
        grade: 2,
        cardNumber: cards[i] ?? null,
      }),
    );
  }
  const trip = await api.post<{ id: string; name: string }>('/trips', {
    name: unique('رحلة الطاقم'),
    direction: 'from_school',
    schoolId: school.id,
    busId: bus.id,
    driverId: driver.id,
    date: todayInRiyadh(),
    departureTime: '23:00',
    stops: [
      { stopId: stops[0]!.id, plannedTime: '23:10', studentIds: [riders[0]!.id] },
      { stopId: stops[1]!.id, plannedTime: '23:30', studentIds: [riders[1]!.id] },
    ],
  });
  return { trip, driver, riders, stops, bus };
}

/** Signs `person` in on the phone with the code texted to them (the app's Arabic page). */
async function signInByCode(page: Page, person: Person) {
  await page.goto('/crew');
  await page.getByLabel('رقم الجوال').fill(`0${person.phone.slice(4)}`);
  await page.getByRole('button', { name: 'أرسل الرمز' }).click();
  await expect.poll(() => sms.to(person.phone).length).toBe(1);
  await page.getByLabel('الرمز من الرسالة').fill(/\d{6}/.exec(sms.to(person.phone)[0]!.body)![0]);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `أهلًا ${person.fullName}` })).toBeVisible();
}

test.describe('the crew on the road', () => {
  // Where the phone is: the bus's position while the trip runs, the walk's place on the timeline.
  test.use({
    geolocation: { latitude: 24.71361, longitude: 46.67531 },
    permissions: ['geolocation', 'camera'],
  });

  test("a driver starts the trip, taps through two stops offline (reloading too), is warned of another bus's child by their card, syncs with the phone's position, drops off by the camera, walks the bus and completes it; the console shows it, in Arabic", async ({
    page,
    adminApi,
    browser,
  }) => {
    const { trip, driver, riders, stops } = await crewTripOfToday(adminApi, [firstRidersCard]);
    // A child of another crew's trip today, whose card shows up on this bus.
    const strayCard = cardNumber();
    const elsewhere = await crewTripOfToday(adminApi, [strayCard]);
    await signInByCode(page, driver);
    await page
      .getByRole('article')
      .filter({ hasText: trip.name })
      .getByRole('button', { name: 'افتح الرحلة' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: trip.name })).toBeVisible();
    await page.getByRole('button', { name: 'ابدأ الرحلة' }).click();
    await expect(page.getByText('في الطريق', { exact: true })).toBeVisible();
    await expectPhoneFit(page);

    // No network from here to the second stop: the taps are done at once, kept on the phone, and
    // survive a reload; back online they reach the API in order.
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    const waiting = page.getByTestId('sync-waiting');
    let first = page.getByRole('region', { name: new RegExp(stops[0]!.nameAr) });
    await first.getByRole('button', { name: 'وصلنا' }).click();
    await expect(first.getByRole('button', { name: 'تم الوصول' })).toBeDisabled();
    await first.getByRole('button', { name: `صعد: ${riders[0]!.nameAr}` }).click();
    await expect(first.getByRole('button', { name: `صعد: ${riders[0]!.nameAr}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(waiting).toContainText('تسجيلات بانتظار الإرسال: 2');
    await page.reload();
    await page
      .getByRole('article')
      .filter({ hasText: trip.name })
      .getByRole('button', { name: 'افتح الرحلة' })
      .click();
    first = page.getByRole('region', { name: new RegExp(stops[0]!.nameAr) });
    await expect(first.getByTestId('rider-mark')).toHaveText('صعد');
    await expect(waiting).toContainText('تسجيلات بانتظار الإرسال: 2');
    await first.getByRole('button', { name: 'غادرنا' }).click();
    const second = page.getByRole('region', { name: new RegExp(stops[1]!.nameAr) });
    await second.getByRole('button', { name: 'وصلنا' }).click();
    await second.getByRole('button', { name: `صعد: ${riders[1]!.nameAr}` }).click();
    await expect(second.getByTestId('rider-mark')).toHaveText('صعد');
    // Another bus's child shows their card (typed: the camera shows the first rider's): the warning
    // is at once, offline; the report waits with the taps.
    const scanner = page.getByRole('region', { name: 'امسح بطاقة' });
    await scanner.getByLabel('أو اكتب رقم البطاقة').fill(strayCard.toLowerCase());
    await scanner.getByRole('button', { name: 'تحقّق من البطاقة' }).click();
    const warning = scanner.getByRole('alert');
    await expect(warning).toContainText('توقّف: هذه البطاقة ليست لأحد ركاب هذه الرحلة.');
    await expect(warning).toContainText('لا تُركب الطالب.');
    await expect(waiting).toContainText('تسجيلات بانتظار الإرسال: 6');
    await expectPhoneFit(page);
    await page.context().setOffline(false);
    await expect(waiting).toHaveCount(0);
    // Synced: the API names the child and their bus, and the office has the alert, at the card's time.
    await expect(warning).toContainText(`توقّف: هذه الرحلة ليست رحلة ${elsewhere.riders[0]!.nameAr}.`);
    await expect(warning).toContainText(elsewhere.bus.plateNumber);
    const wrongBus = await adminApi.get<{ items: { tripId: string }[] }>(
      '/alerts?status=open&type=wrong_bus',
    );
    expect(wrongBus.items.filter((alert) => alert.tripId === trip.id)).toHaveLength(1);
    // The phone's position, kept while offline, reaches the bus's positions; the monitor marks the
    // bus's crew app as open.
    await expect
      .poll(async () => {
        const live = await adminApi.get<{ positions: { lat: number; lng: number }[] }>(
          `/trips/${trip.id}/live`,
        );
        return live.positions.map((fix) => [fix.lat, fix.lng]);
      })
      .toContainEqual([24.71361, 46.67531]);
    const onMonitor =
      await adminApi.get<{ tripId: string; crewOnline: boolean; lat: number | null }[]>('/monitoring/buses');
    expect(onMonitor.find((bus) => bus.tripId === trip.id)).toMatchObject({
      crewOnline: true,
      lat: 24.71361,
    });
    const synced = await adminApi.get<{ events: { type: string }[] }>(`/trips/${trip.id}`);
    // The taps in the order they were made (alerts the positions may raise aside).
    expect(synced.events.map((event) => event.type).filter((type) => type !== 'alert')).toEqual([
      'created',
      'transition',
      'stop_arrival',
      'boarded',
      'stop_departure',
      'stop_arrival',
      'boarded',
    ]);

    // The first rider gets off by their card, read by the camera; the second is still on board
    // when the walk begins.
    await scanner.getByRole('button', { name: 'امسح بطاقة' }).click();
    await expect(scanner.getByRole('status')).toHaveText(`${riders[0]!.nameAr}: نزل`);
    await expect(first.getByTestId('rider-mark')).toHaveText('نزل');
    await expectPhoneFit(page);
    await scanner.getByRole('button', { name: 'أغلق الكاميرا' }).click();

    const walk = page.getByRole('region', { name: 'جولة نهاية الرحلة' });
    const done = walk.getByRole('button', { name: 'تمّت الجولة: الحافلة فارغة' });
    await expect(walk.getByRole('checkbox')).toHaveCount(1);
    await expect(walk).toContainText(riders[1]!.nameAr);
    await expect(done).toBeDisabled();
    await expectPhoneFit(page);
    await walk.getByRole('checkbox', { name: new RegExp(riders[1]!.nameAr) }).check();
    await done.click();
    await expect(walk.getByRole('status')).toContainText('سُجّلت الجولة');
    await walk.getByRole('button', { name: 'أنهِ الرحلة' }).click();
    await expect(page.getByText('انتهت الرحلة. شكرًا لك.')).toBeVisible();
    // A 360 px phone: nothing wider, every target still 48 px.
    await page.setViewportSize({ width: 360, height: 780 });
    await expectPhoneFit(page);

    // The console's timeline: the crew's taps, the walk by the driver with the phone's place, the end.
    const console = await browser.newContext({ storageState: ADMIN_STATE });
    const office = await console.newPage();
    await office.goto(localizedPath(`/dashboard/monitor-screen/trips-details/${trip.id}`, 'ar'));
    await expect(office.getByText(`صعد الحافلة — ${riders[0]!.nameAr}`)).toBeVisible();
    await expect(office.getByText(`نزل من الحافلة — ${riders[0]!.nameAr}`)).toBeVisible();
    await expect(office.getByText(`نزل من الحافلة — ${riders[1]!.nameAr}`)).toBeVisible();
    const walked = office.getByRole('listitem').filter({ hasText: 'أكد المرافق أن الحافلة فارغة' });
    await expect(walked).toContainText('الموقع 24.71361, 46.67531');
    await expect(walked).toContainText(`بواسطة ${driver.fullName}`);
    await expect(office.getByText('تغيّرت الحالة — مكتملة')).toBeVisible();
    await expect(office.getByText('تنبيه — طالب في حافلة خطأ')).toBeVisible();
    // The manifest: both riders handed over, the walk with who confirmed it and where.
    const manifest = office.locator('.ant-card').filter({ hasText: 'قائمة الركاب' });
    for (const rider of riders) await expect(manifest.getByLabel(rider.nameAr)).toContainText('نزل');
    await expect(manifest.getByLabel('عدد الركاب حسب الحالة')).toContainText('في الحافلة: 0');
    await expect(manifest).toContainText('تمت جولة نهاية الرحلة: الحافلة خالية');
    await expect(manifest).toContainText(`أكّدها: ${driver.fullName}`);
    await expect(manifest).toContainText('24.71361, 46.67531');
    await console.close();
  });
});

test.describe('the families app', () => {
  test("signs a parent in by a texted code, shows their child's trip of today, reports tomorrow morning's absence, asks for another child's seat and reads the office's answer, in Arabic", async ({
    page,
    adminApi,
  }) => {
    // A child of the demo on the first trip of today, and their parent on file.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    const { items: trips } = await adminApi.get<{ items: { id: string; name: string }[] }>(
      `/trips?date=${today}&pageSize=100&sort=departureTime:asc`,
    );
    let child: { id: string; nameAr: string; parent: { name: string; phone: string } | null } | undefined;
    for (const trip of trips) {
      const detail = await adminApi.get<{ stops: { students: { id: string }[] }[] }>(`/trips/${trip.id}`);
      const rider = detail.stops.flatMap((stop) => stop.students)[0];
      if (!rider) continue;
      child = await adminApi.get(`/students/${rider.id}`);
      if (child?.parent) break;
    }
    expect(child?.parent).toBeTruthy();
    const parent = child!.parent!;

    await page.goto('/family');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الأسرة' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/family/manifest.ar.webmanifest',
    );
    await signInParent(page, parent);

    // Today: the child's card, with their trip, stop and planned time; no other family's child.
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: child!.nameAr }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('listitem').first()).toContainText('المحطة');
    await expectPhoneFit(page);

    // Tomorrow morning, not riding.
    const choose = page.getByLabel('الابن أو الابنة');
    if (await choose.count()) await choose.selectOption({ label: child!.nameAr });
    await page.getByRole('radio', { name: 'غدًا' }).check();
    await page.getByRole('radio', { name: 'الصباح فقط' }).check();
    await page.getByLabel('ملاحظة للمكتب (اختيارية)').fill('موعد طبيب');
    await page.getByRole('button', { name: 'أبلغ عن الغياب' }).click();
    await expect(page.getByText('تم الإبلاغ. يراه طاقم الحافلة والمكتب الآن.')).toBeVisible();
    const reported = page.getByRole('listitem').filter({ hasText: 'موعد طبيب' });
    await expect(reported).toContainText('الصباح فقط');
    await expectPhoneFit(page);
    // The console reads it on the child's record: the morning's, reported by the parent.
    const absences = await adminApi.get<{ part: string; reportedBy: string; reason: string }[]>(
      `/students/${child!.id}/absences`,
    );
    expect(absences).toContainEqual(
      expect.objectContaining({ part: 'morning', reportedBy: 'parent', reason: 'موعد طبيب' }),
    );
    // Taken back before the cut-off, so the demo's day stays as it was.
    await reported.getByRole('button', { name: 'إلغاء الإبلاغ' }).click();
    await expect(page.getByText('أُلغي الإبلاغ، وسيركب الحافلة.')).toBeVisible();

    // Another child: the public form opens filled with the parent's own details and home, and the
    // request sent there is followed in the app, with its reference and state.
    await page
      .getByRole('region', { name: 'نقل لطفل آخر' })
      .getByRole('link', { name: 'اطلب لطفل آخر' })
      .click();
    await expect(page).toHaveURL(/\/#register$/);
    await expect(page.getByLabel('الاسم الكامل')).toHaveValue(parent.name);
    await expect(page.getByLabel('رقم الجوال')).toHaveValue(parent.phone);
    await expect(page.getByTestId('home-chosen')).toBeVisible();
    const sibling = `ليان ${Date.now().toString().slice(-6)}`;
    await page.getByLabel('اسم الطالب بالعربية').fill(sibling);
    await page.getByLabel('الصف', { exact: true }).selectOption('2');
    await page.getByLabel('المدرسة', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('الباقة', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'أرسل طلب التسجيل' }).click();
    const reference = (
      await page.getByRole('status').filter({ hasText: 'شكرًا لك، وصلنا طلب التسجيل' }).textContent()
    )?.match(/RQ-[0-9A-Z]{6}/)?.[0];
    expect(reference).toBeTruthy();
    await page.goto('/family');
    const request = page
      .getByRole('region', { name: 'نقل لطفل آخر' })
      .getByRole('listitem')
      .filter({ hasText: sibling });
    await expect(request).toContainText(reference!);
    await expect(request).toContainText('قيد المراجعة');
    await expectPhoneFit(page);

    // The office puts it on the waiting list: the family reads why in the app's inbox, in full.
    const [queued] = (
      await adminApi.get<{ items: { id: string; version: number }[] }>(
        `/registration-requests?q=${reference}`,
      )
    ).items;
    await adminApi.post(`/registration-requests/${queued!.id}/waitlist`, { version: queued!.version });
    await page.reload();
    await expect(request).toContainText('في قائمة الانتظار');
    const message = page
      .getByRole('region', { name: 'الرسائل' })
      .getByRole('listitem')
      .filter({ hasText: sibling })
      .first();
    await message.locator('summary').click();
    await expect(message.locator('p')).toContainText(sibling);
    await expectPhoneFit(page);
  });

  test("shows the bus on a small map beside the child's own stop while the trip runs, and no more once the child is off, in Arabic", async ({
    page,
    adminApi,
  }) => {
    const parent = await adminApi.post<{ id: string; name: string; phone: string }>('/parents', {
      name: unique('سارة محمد القحطاني'),
      phone: uniquePhone(),
      nationalId: uniqueNationalId(),
    });
    const live = await runningTrip(adminApi, { parentId: parent.id });
    const tracker = device(page.request, live.token);
    await tracker('positions', {
      points: [{ at: secondsAgo(5), lat: live.stop.lat + 0.008, lng: live.stop.lng + 0.004, speedKmh: 32 }],
    });

    await page.goto('/family');
    await signInParent(page, parent);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: live.rider.nameAr }) });
    await expect(card).toContainText('آخر موقع للحافلة الساعة');
    const map = card.getByRole('region', { name: 'موقع الحافلة الآن' });
    // Two points and nothing else: the bus and this child's stop, not the trip's other stop.
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
    await expect(card.getByText('محطتك', { exact: true })).toBeVisible();
    await expectPhoneFit(page);

    // Dropped off: where the bus goes next is not this family's to see.
    await tracker('scans', { scans: [{ studentId: live.rider.id, kind: 'off', at: secondsAgo(1) }] });
    await page.reload();
    await expect(card).toContainText('نزل من الحافلة الساعة');
    await expect(map).toHaveCount(0);
  });

  test("a parent sets how they are told, on the console's record; a pushed notice shows on the phone and the app reads its inbox at once, in Arabic", async ({
    adminApi,
  }) => {
    const parent = await adminApi.post<{ id: string; name: string; phone: string }>('/parents', {
      name: unique('منى خالد الشهري'),
      phone: uniquePhone(),
      nationalId: uniqueNationalId(),
    });
    // The full browser: the headless shell has no notifications. The parent said yes to the
    // browser's question (the question itself is the browser's own UI).
    const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, executablePath: FULL_CHROMIUM });
    try {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        permissions: ['notifications'],
      });
      const page = await context.newPage();
      await page.goto('/family');
      await signInParent(page, parent);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const section = page.getByRole('region', { name: 'الإشعارات' });
      const phoneSwitch = section.getByRole('switch', { name: 'الإشعارات على هذا الهاتف' });
      await expect(section.getByText('متوقفة: تبقى الرسائل في صندوق الرسائل.')).toBeVisible();
      // Subscribing needs the browser vendor's push service, out of reach of the test machines:
      // the app says it could not, and stays off.
      await phoneSwitch.click();
      await expect(section.getByRole('alert')).toHaveText(
        'تعذّر تفعيل الإشعارات. تحقق من الاتصال بالإنترنت وحاول مجدداً.',
      );
      await expect(phoneSwitch).not.toBeChecked();

      // Push off, SMS kept (no e-mail address on file), told 15 minutes before the bus: the
      // console's record says so.
      await expect(section.getByRole('checkbox', { name: 'البريد الإلكتروني' })).toBeDisabled();
      await section.getByRole('checkbox', { name: 'الإشعارات على هواتفي' }).uncheck();
      await section.getByLabel('كم دقيقة قبل وصول الحافلة إلى المحطة أُبلَّغ').fill('15');
      await section.getByRole('button', { name: 'حفظ' }).click();
      await expect(section.getByText('تم الحفظ.')).toBeVisible();
      expect(await adminApi.get(`/parents/${parent.id}/notice-preferences`)).toMatchObject({
        channels: ['email', 'sms'],
        nearMinutes: 15,
        version: 1,
      });
      await expectPhoneFit(page);

      // A push as the API sends one, handed to the app's service worker through the DevTools protocol.
      const cdp = await context.newCDPSession(page);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        for (const registration of updated) {
          registrations.set(new URL(registration.scopeURL).pathname, registration.registrationId);
        }
      });
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.get('/family')).toBeTruthy();
      const inboxRead = page.waitForRequest((request) => request.url().endsWith('/api/v1/family/notices'));
      const tag = randomUUID();
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId: registrations.get('/family')!,
        data: JSON.stringify({
          title: 'تأخرت الحافلة',
          body: 'تأخرت رحلة الصباح عشر دقائق.',
          url: '/family#inbox',
          tag,
        }),
      });
      // The open app reads its inbox at once, and the phone shows the notification.
      await inboxRead;
      const shown = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/family');
        return (await registration!.getNotifications()).map((notice) => ({
          title: notice.title,
          body: notice.body,
          tag: notice.tag,
          data: notice.data,
        }));
      });
      expect(shown).toEqual([
        { title: 'تأخرت الحافلة', body: 'تأخرت رحلة الصباح عشر دقائق.', tag, data: { url: '/family#inbox' } },
      ]);
    } finally {
      await browser.close();
    }
  });

  test("a parent pays an invoice by card on the gateway's page, a repeated webhook books nothing more, a declined card nothing at all, in Arabic", async ({
    page,
    browser,
    adminApi,
  }) => {
    // A demo family with two unpaid invoices.
    const { items: open } = await adminApi.get<{
      items: { id: string; number: number; parentId: string; amountHalalas: number }[];
    }>('/invoices?status=open&pageSize=100&sort=number:asc');
    const byParent = new Map<string, typeof open>();
    for (const invoice of open)
      byParent.set(invoice.parentId, [...(byParent.get(invoice.parentId) ?? []), invoice]);
    const owed = [...byParent.values()].find((invoices) => invoices.length >= 2)!;
    const parentId = owed[0]!.parentId;
    const [first, second] = owed as [(typeof open)[number], (typeof open)[number]];
    const parent = await adminApi.get<{ name: string; phone: string }>(`/parents/${parentId}`);

    await page.goto('/family');
    await signInParent(page, parent);
    const money = page.getByRole('region', { name: 'حسابك' });
    await expect(money).toBeVisible();
    const invoiceRow = (number: number) =>
      money
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `فاتورة رقم ${number}` }) });
    await expect(invoiceRow(first.number)).toContainText('غير مدفوعة');
    await expectPhoneFit(page);

    // Paid on the gateway's hosted page; the gateway's webhook and the parent's return both verify it.
    await invoiceRow(first.number)
      .getByRole('button', { name: /^ادفع .+ بالبطاقة$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${moyasarPort()}/invoices/`));
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/family\?checkout=/);
    await expect(page.getByRole('status')).toContainText(`عن الفاتورة رقم ${first.number}. شكرًا لك.`);
    await expect(invoiceRow(first.number)).toContainText('مدفوعة');
    await expectPhoneFit(page);
    await page.getByRole('button', { name: 'الإيصال' }).first().click();
    const receipt = page.getByRole('article', { name: 'إيصال دفع' });
    await expect(receipt).toContainText(parent.name);
    await expect(receipt).toContainText(`فاتورة رقم ${first.number}`);
    await expect(receipt.getByRole('button', { name: 'اطبع' })).toBeVisible();
    await expectPhoneFit(page);
    await receipt.getByRole('button', { name: 'رجوع' }).click();

    // The gateway sends its webhook again: answered, nothing booked twice.
    const charge = (await standInPayments()).find((p) => p.status === 'paid' && p.invoice_id)!;
    const resent = await fetch(`http://127.0.0.1:${moyasarPort()}/_stand-in/webhooks/${charge.id}`, {
      method: 'POST',
    });
    expect(((await resent.json()) as { status: number }).status).toBe(200);

    // A declined card on the second invoice: the parent is told, nothing is booked.
    await page.getByRole('button', { name: 'إغلاق' }).click();
    await invoiceRow(second.number)
      .getByRole('button', { name: /^ادفع .+ بالبطاقة$/ })
      .click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toHaveText('Insufficient Funds');
    await page.getByRole('link', { name: 'Back to the merchant' }).click();
    await expect(page.getByRole('alert')).toHaveText('رُفضت البطاقة ولم يُخصم شيء. يمكنك المحاولة مجددًا.');
    await expect(invoiceRow(second.number)).toContainText('غير مدفوعة');

    // The books: one payment for the first invoice, with the gateway's reference; none for the second.
    const paid = await adminApi.get<{ items: { gatewayReference: string | null }[] }>(
      `/payments?invoiceId=${first.id}`,
    );
    expect(paid.items).toEqual([expect.objectContaining({ gatewayReference: charge.id })]);
    expect((await adminApi.get<{ items: unknown[] }>(`/payments?invoiceId=${second.id}`)).items).toEqual([]);
    // The console's payments list shows it once, by its gateway reference.
    const console_ = await browser.newContext({
      storageState: ADMIN_STATE,
      viewport: { width: 1440, height: 900 },
    });
    const office = await console_.newPage();
    await office.goto(localizedPath('/dashboard/financial-management-screen', 'ar'));
    await office.getByRole('tab', { name: 'المدفوعات والمستردات' }).click();
    await expect(office.getByRole('columnheader', { name: 'مرجع بوابة الدفع' })).toBeVisible();
    await expect(
      office.getByRole('row').filter({ has: office.getByRole('cell', { name: charge.id }) }),
    ).toHaveCount(1);
    await console_.close();
  });

  test("the office adds a guardian to a family; the guardian signs in by a link e-mailed to them and sees the family's child, in English", async ({
    page,
    browser,
    adminApi,
  }) => {
    // A demo family with a child, and a guardian no other record has.
    const { items: parents } = await adminApi.get<{
      items: { id: string; children: { nameEn: string; status: string }[] }[];
    }>('/parents?pageSize=50&sort=createdAt:asc');
    const family = parents.find((parent) => parent.children.some((c) => c.status === 'active'))!;
    const child = family.children.find((c) => c.status === 'active')!;
    const stamp = Date.now().toString().slice(-7);
    const guardian = {
      name: `Muneera ${stamp}`,
      phone: `0598${stamp.slice(-6)}`,
      email: `guardian.${stamp}@rihla.test`,
    };

    // The family reads the company in English: the link's e-mail and the app it opens are in English.
    type Preferences = {
      channels: string[];
      language: string;
      quietFrom: string | null;
      quietUntil: string | null;
      nearMinutes: number;
      version: number;
    };
    const read = () => adminApi.get<Preferences>(`/parents/${family.id}/notice-preferences`);
    const { channels, language, quietFrom, quietUntil, nearMinutes, version } = await read();
    const kept = { channels, quietFrom, quietUntil, nearMinutes };
    await adminApi.put(`/parents/${family.id}/notice-preferences`, { ...kept, language: 'en', version });

    const console_ = await browser.newContext({
      storageState: ADMIN_STATE,
      viewport: { width: 1440, height: 900 },
    });
    const office = await console_.newPage();
    await office.goto(localizedPath(`/dashboard/parents-screen/parents-details/${family.id}`, 'en'));
    await office.getByRole('button', { name: 'Add a guardian' }).click();
    const drawer = office.getByRole('dialog');
    await drawer.getByLabel('Name').fill(guardian.name);
    await drawer.getByLabel('Relation').fill('Aunt');
    await drawer.getByLabel('Mobile').fill(guardian.phone);
    await drawer.getByLabel('Email').fill(guardian.email);
    await drawer.getByRole('button', { name: 'Save' }).click();
    const guardians = office.locator('.ant-card').filter({ hasText: 'Other guardians' });
    await expect(guardians).toContainText(guardian.name);
    await expect(guardians).toContainText(guardian.email);

    // The guardian asks for a link on the phone and opens the one the e-mail carries.
    await mail.up();
    try {
      await page.goto('/en/family');
      await page.getByLabel('E-mail address').fill(guardian.email);
      await page.getByRole('button', { name: 'Send me a link by e-mail' }).click();
      await expect(page.getByRole('status')).toContainText(guardian.email);
      await expect.poll(() => mail.to(guardian.email).length, { timeout: 60_000 }).toBe(1);
      const [message] = mail.to(guardian.email);
      expect(message!.subject).toBe('Your sign-in link to the family app');
      const link = /https?:\/\/\S+#link=[A-Za-z0-9_-]+/.exec(message!.text ?? '')![0];
      await page.goto(link);
    } finally {
      await mail.release();
    }
    await expect(page).toHaveURL(/\/en\/family$/);
    await expect(page.getByRole('heading', { level: 2, name: `Hello, ${guardian.name}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: child.nameEn })).toBeVisible();
    expect(page.url()).not.toContain('#link=');
    await expectPhoneFit(page);

    // The office sees the guardian's phone signed in by the link.
    await office.reload();
    await expect(
      office.locator('.ant-card').filter({ hasText: 'Phones signed in to the family app' }),
    ).toContainText(`Guardian: ${guardian.name} · by e-mailed link`);
    await console_.close();
    // The demo family's language as it was.
    await adminApi.put(`/parents/${family.id}/notice-preferences`, {
      ...kept,
      language,
      version: (await read()).version,
    });
  });
});
