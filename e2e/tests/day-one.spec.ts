import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePort } from '@rihla/deploy/nginx';
import { isoDateIn, todayInRiyadh, uniqueNationalId, uniquePhone, uniquePlate } from '../fixtures/data';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/environment';
import { chooseOption, typeDate } from '../fixtures/forms';
import { LOGIN_PATH, localizedPath } from '../fixtures/routes';
import { test as base, expect } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';
import { ApiReplica } from '../fixtures/topology/api-replica';

/**
 * Day one of a real company (issue #17 item 8, ADR 0044): an empty install (`SEED=none`, the
 * bootstrap administrator only) set up and put to work through the UI alone, in Arabic. The
 * suite's own production server, on a free port and a throw-away data directory, so the demo
 * data of the other suites is not there to hide a gap.
 */
const test = base.extend<object, { emptyInstall: ApiReplica }>({
  emptyInstall: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's arguments.
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'rihla-day-one-'));
      const server = new ApiReplica('day-one server', await freePort(), {
        DATA_DIR: dataDir,
        SEED: 'none',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        MONITOR_SIMULATOR: 'off',
        MAP_TILE_URL: 'none',
        LOG_LEVEL: 'warn',
      });
      await server.start();
      await use(server);
      await server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ emptyInstall }, use) => use(emptyInstall.url),
});

// Signed out at first: the sign-in page's session check answers 401 and Chromium logs it.
test.use({
  storageState: { cookies: [], origins: [] },
  locale: 'ar-SA',
  allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
});

/** What the operators and the parent read, written out so a changed translation fails here. */
const T = {
  ...textsFor('ar'),
  gettingStarted: 'جهّز رحلة للعمل',
  settings: 'الإعدادات',
  operators: 'المشغّلون',
  addOperator: 'إضافة مشغّل',
  name: 'الاسم',
  role: 'الدور',
  temporaryPassword: 'كلمة المرور المؤقتة',
  createAccount: 'إنشاء الحساب',
  created: (name: string) => `أُنشئ حساب ${name}`,
  dispatcher: 'مشرف التشغيل',
  schools: 'المدارس',
  addSchool: 'إضافة مدرسة',
  stops: 'المحطات',
  addStop: 'إضافة محطة',
  nameAr: 'الاسم بالعربية',
  nameEn: 'الاسم بالإنجليزية',
  schoolMap: 'موقع المدرسة على الخريطة',
  stopMap: 'موقع المحطة على الخريطة',
  latitude: 'خط العرض',
  schoolsServed: 'المدارس المخدومة',
  issueIdentifier: 'إصدار معرّف جهاز',
  identifierDone: 'تم',
  newPackage: 'باقة جديدة',
  price: 'السعر لكل فترة',
  packageCreated: (name: string) => `أُنشئت باقة ${name}`,
  choosePackage: 'اختر هذه الباقة',
  parentName: 'الاسم الكامل',
  parentPhone: 'رقم الجوال',
  studentNameAr: 'اسم الطالب بالعربية',
  grade: 'الصف',
  school: 'المدرسة',
  openMap: 'اختر على الخريطة',
  submitRegistration: 'أرسل طلب التسجيل',
  thanks: 'شكرًا لك، وصلنا طلب التسجيل',
  mustChange: 'كلمة المرور الحالية مؤقتة وضعها المدير',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  changePassword: 'تغيير كلمة المرور',
  passwordChanged: 'تغيّرت كلمة المرور',
  addTrip: 'إضافة رحلة',
  tripName: 'اسم الرحلة',
  bus: 'الحافلة',
  driver: 'السائق',
  departure: 'الانطلاق',
  date: 'التاريخ',
  review: (reference: string) => `مراجعة الطلب ${reference}`,
  approve: 'قبول',
  approved: (reference: string) => `قُبل الطلب ${reference} وأُنشئ الطالب واشتراكه`,
} as const;

const SCHOOL = { ar: 'مدرسة الرواد الأهلية', en: 'Al Rowad Private School' };
const STOPS = [
  { ar: 'محطة حي الملقا', en: 'Al Malqa stop', at: { x: 120, y: 90 } },
  { ar: 'محطة حي الياسمين', en: 'Al Yasmin stop', at: { x: 200, y: 140 } },
  { ar: 'محطة حي النرجس', en: 'Al Narjis stop', at: { x: 280, y: 190 } },
];
const PACKAGE = { ar: 'باقة الذهاب والعودة', en: 'Round trip package' };
const DISPATCHER = {
  email: 'saad@rihla.test',
  name: 'سعد القحطاني',
  temporary: 'Temporary-Day-One-1',
  own: 'Saad-Own-Password-2026',
};
const DRIVER = 'فهد الدوسري';
const TRIP = 'الملقا صباحًا';
const STUDENT = 'ريم فهد الشمري';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(localizedPath(LOGIN_PATH, 'ar'));
  await page.getByLabel(T.email, { exact: true }).fill(email);
  await page.getByLabel(T.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: T.signIn }).click();
}

/** Places the pin with a real click on the map, as an administrator would. */
async function clickMap(page: Page, mapName: string, at: { x: number; y: number }): Promise<void> {
  const map = page.getByRole('region', { name: mapName });
  await map.click({ position: at });
  await expect(page.getByLabel(T.latitude, { exact: true })).not.toHaveValue('');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
}

/** A browser of another person (no session), in Arabic. */
async function anotherPerson(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ar-SA',
    storageState: { cookies: [], origins: [] },
  });
  return context.newPage();
}

test('day one: an empty install is set up and plans its first trip, all in Arabic through the UI', async ({
  page,
  browser,
  emptyInstall,
}) => {
  // A walk of some thirty screens on a shared machine.
  test.setTimeout(360_000);

  await test.step('the bootstrap administrator signs in and sees the getting-started checklist', async () => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(localizedPath('/dashboard', 'ar'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(T.gettingStarted)).toBeVisible();
  });

  await test.step('the administrator creates a dispatcher', async () => {
    await page
      .getByRole('navigation', { name: T.navigation })
      .getByRole('link', { name: T.settings })
      .click();
    await page.getByRole('link', { name: T.operators }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: T.operators })).toBeVisible();
    await page.getByRole('button', { name: T.addOperator }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.name, { exact: true }).fill(DISPATCHER.name);
    await dialog.getByLabel(T.email, { exact: true }).fill(DISPATCHER.email);
    await dialog.getByLabel(T.role, { exact: true }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: T.dispatcher })
      .click();
    await dialog.getByLabel(T.temporaryPassword, { exact: true }).fill(DISPATCHER.temporary);
    await dialog.getByRole('button', { name: T.createAccount }).click();
    await expect(page.getByRole('status').filter({ hasText: T.created(DISPATCHER.name) })).toBeVisible();
  });

  await test.step('the administrator adds the school on the map', async () => {
    await page.goto(localizedPath('/dashboard/settings', 'ar'));
    await page
      .getByRole('link', { name: new RegExp(T.schools) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: T.schools })).toBeVisible();
    await page.getByRole('button', { name: T.addSchool }).click();
    await page.getByLabel(T.nameAr, { exact: true }).fill(SCHOOL.ar);
    await page.getByLabel(T.nameEn, { exact: true }).fill(SCHOOL.en);
    await clickMap(page, T.schoolMap, { x: 200, y: 120 });
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('row').filter({ hasText: SCHOOL.ar })).toBeVisible();
  });

  await test.step('the administrator adds three stops serving the school', async () => {
    await page.goto(localizedPath('/dashboard/settings', 'ar'));
    await page
      .getByRole('link', { name: new RegExp(T.stops) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: T.stops })).toBeVisible();
    for (const stop of STOPS) {
      await page.getByRole('button', { name: T.addStop }).click();
      await page.getByLabel(T.nameAr, { exact: true }).fill(stop.ar);
      await page.getByLabel(T.nameEn, { exact: true }).fill(stop.en);
      await chooseOption(page, T.schoolsServed, SCHOOL.ar);
      // A multiple select keeps its list open: leaving the field closes it off the map.
      await page.getByLabel(T.nameAr, { exact: true }).click();
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      await clickMap(page, T.stopMap, stop.at);
      await page.getByRole('button', { name: T.save }).click();
      await expect(page.getByRole('row').filter({ hasText: stop.ar })).toContainText(SCHOOL.ar);
    }
  });

  const plate = uniquePlate();
  await test.step('the administrator adds a bus and issues its device identifier', async () => {
    await page.goto(localizedPath('/dashboard/bus-screen', 'ar'));
    await page.getByRole('button', { name: T.addBus }).click();
    await page.getByLabel(T.plateNumber, { exact: true }).fill(plate);
    await page.getByLabel(T.model, { exact: true }).fill('Toyota Coaster');
    await page.getByLabel(T.year, { exact: true }).fill('2024');
    await page.getByLabel(T.capacity, { exact: true }).fill('26');
    await typeDate(page, T.insuranceExpiry, isoDateIn(300));
    await typeDate(page, T.inspectionExpiry, isoDateIn(120));
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('status').filter({ hasText: T.busSaved(plate) })).toBeVisible();

    await page.getByRole('searchbox', { name: T.busSearch }).fill(plate);
    await page.getByRole('row').filter({ hasText: plate }).getByRole('link', { name: plate }).click();
    await page.getByRole('button', { name: T.issueIdentifier }).click();
    const shown = page.getByRole('dialog').getByTestId('device-identifier');
    await expect(shown).toHaveText(/\S{16,}/);
    await page.getByRole('dialog').getByRole('button', { name: T.identifierDone, exact: true }).click();
    await expect(page.getByRole('button', { name: T.issueIdentifier })).toHaveCount(0);
  });

  await test.step('the administrator adds a driver', async () => {
    await page.goto(localizedPath('/dashboard/drivers-screen', 'ar'));
    await page.getByRole('button', { name: T.addDriver }).click();
    await page.getByLabel(T.fullName, { exact: true }).fill(DRIVER);
    await page.getByLabel(T.nationalId, { exact: true }).fill(uniqueNationalId());
    await page.getByLabel(T.phone, { exact: true }).fill(uniquePhone());
    await page.getByLabel(T.licenseNumber, { exact: true }).fill('L-100200');
    await typeDate(page, T.licenseExpiry, isoDateIn(400));
    await page.getByLabel(T.tripRate, { exact: true }).fill('45');
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByRole('status').filter({ hasText: T.driverSaved(DRIVER) })).toBeVisible();
  });

  await test.step('the administrator creates a subscription package', async () => {
    await page.goto(localizedPath('/dashboard/subscription-packages', 'ar'));
    await page.getByRole('button', { name: T.newPackage }).click();
    await page.getByLabel(T.nameAr, { exact: true }).fill(PACKAGE.ar);
    await page.getByLabel(T.nameEn, { exact: true }).fill(PACKAGE.en);
    await page.getByRole('spinbutton', { name: T.price }).fill('450');
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expect(page.getByText(T.packageCreated(PACKAGE.ar))).toBeVisible();
  });

  let reference = '';
  await test.step('a parent registers a child on the public form', async () => {
    const parent = await anotherPerson(browser, emptyInstall.url);
    await parent.goto(localizedPath('/', 'ar'));
    const card = parent.getByTestId('package-card').filter({ hasText: PACKAGE.ar });
    await expect(card).toContainText('450.00');
    await card.getByRole('button', { name: T.choosePackage }).click();
    await parent.getByLabel(T.parentName).fill('نورة عبدالله العتيبي');
    await parent.getByLabel(T.parentPhone).fill('0551234567');
    await parent.getByLabel(T.studentNameAr).fill(STUDENT);
    await parent.getByLabel(T.grade, { exact: true }).selectOption('4');
    await parent.getByLabel(T.school, { exact: true }).selectOption({ index: 1 });
    await expect(parent.getByLabel(T.school, { exact: true }).locator('option:checked')).toHaveText(
      SCHOOL.ar,
    );
    await parent.getByRole('button', { name: T.openMap }).click();
    await parent.locator('.home-map__canvas').click({ position: { x: 120, y: 90 } });
    await expect(parent.getByTestId('home-chosen')).toBeVisible();
    await parent.getByRole('button', { name: T.submitRegistration }).click();
    const confirmation = parent.getByRole('status').filter({ hasText: T.thanks });
    await expect(confirmation).toBeVisible();
    reference = (await confirmation.textContent())?.match(/RQ-[0-9A-Z]{6}/)?.[0] ?? '';
    expect(reference).not.toBe('');
    await parent.context().close();
  });

  const dispatcher = await anotherPerson(browser, emptyInstall.url);
  await test.step('the dispatcher signs in and replaces the temporary password', async () => {
    await signIn(dispatcher, DISPATCHER.email, DISPATCHER.temporary);
    await expect(dispatcher).toHaveURL(localizedPath('/dashboard/account', 'ar'));
    await expect(dispatcher.getByText(T.mustChange)).toBeVisible();
    await dispatcher.getByLabel(T.currentPassword, { exact: true }).fill(DISPATCHER.temporary);
    await dispatcher.getByLabel(T.newPassword, { exact: true }).fill(DISPATCHER.own);
    await dispatcher.getByRole('button', { name: T.changePassword }).click();
    await expect(dispatcher.getByText(T.passwordChanged)).toBeVisible();
    await expect(dispatcher.getByText(T.mustChange)).toHaveCount(0);
  });

  await test.step('the dispatcher plans the first trip on the map', async () => {
    await dispatcher.goto(localizedPath('/dashboard/trip-screen', 'ar'));
    await dispatcher.getByRole('button', { name: T.addTrip }).click();
    await dispatcher.getByLabel(T.tripName, { exact: true }).fill(TRIP);
    await chooseOption(dispatcher, T.school, SCHOOL.ar);
    await chooseOption(dispatcher, T.bus, plate);
    await chooseOption(dispatcher, T.driver, DRIVER);
    await dispatcher.getByLabel(T.departure, { exact: true }).fill('06:10');
    await typeDate(dispatcher, T.date, todayInRiyadh(1));
    for (const stop of STOPS) {
      await dispatcher.locator(`.leaflet-marker-icon[title="${stop.ar}"]`).first().dispatchEvent('click');
      await expect(dispatcher.getByRole('list', { name: T.stops })).toContainText(stop.ar);
    }
    await dispatcher.getByRole('button', { name: T.save }).click();
    await expect(dispatcher.getByRole('status').filter({ hasText: TRIP })).toBeVisible();
    await expect(dispatcher.getByRole('row').filter({ hasText: TRIP })).toContainText(plate);
  });

  await test.step('the dispatcher approves the registration request', async () => {
    await dispatcher.goto(localizedPath('/dashboard/registration-requests', 'ar'));
    await dispatcher.getByRole('button', { name: T.review(reference) }).click();
    const drawer = dispatcher.getByRole('dialog');
    await expect(drawer.getByText(STUDENT)).toBeVisible();
    await drawer.getByRole('button', { name: T.approve, exact: true }).click();
    await expect(dispatcher.getByText(T.approved(reference))).toBeVisible();
    await dispatcher.context().close();
  });

  await test.step('with the first trip planned, the checklist is gone', async () => {
    const checked = page.waitForResponse(
      (response) => response.url().includes('/overview/getting-started') && response.ok(),
    );
    await page.goto(localizedPath('/dashboard', 'ar'));
    expect((await (await checked).json()).done).toMatchObject({ schools: true, stops: true, trips: true });
    await expect(page.getByTestId('getting-started')).toHaveCount(0);
  });
});
