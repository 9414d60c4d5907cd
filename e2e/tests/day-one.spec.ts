import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { freePort } from '@rihla/deploy/nginx';
import { isoDateIn, todayInRiyadh, uniqueNationalId, uniquePhone, uniquePlate } from '../fixtures/data';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/environment';
import { chooseOption, pickHijriDate, typeDate } from '../fixtures/forms';
import { LOGIN_PATH, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';
import { ApiReplica } from '../fixtures/topology/api-replica';

/**
 * Day one of a real company (issue 17): an empty install (`SEED=none`), in Arabic. The
 * administrator follows the getting-started checklist: a dispatcher, a school, three stops, a bus
 * with its device identifier, a driver and a package; the dispatcher signs in with the temporary
 * password, chooses their own, plans the first trip and approves the registration a parent sent
 * through the public form. Every action is the UI's; the API is only read to learn nothing.
 *
 * The install is this file's own production server on an empty data directory (the other suites
 * share the demo-seeded one), started here and stopped at the end even on failure.
 */

/** The fleet's and the sign-in page's texts, shared with the other suites. */
const A = textsFor('ar');
/** What the operators and the parent read, written out so a changed translation fails here. */
const T = {
  checklist: 'جهّز رحلة للعمل',
  steps: {
    operators: 'أضف المشغّلين الذين سيستخدمون لوحة التحكم',
    schools: 'أضف المدارس التي تخدمها',
    stops: 'أضف المحطات على الخريطة',
    buses: 'أضف حافلة وجهاز تتبعها',
    drivers: 'أضف سائقًا',
    packages: 'أنشئ باقة اشتراك',
  },
  done: 'تمّت',
  save: 'حفظ',
  // settings
  addOperator: 'إضافة مشغّل',
  name: 'الاسم',
  role: 'الدور',
  dispatcher: 'مشرف التشغيل',
  temporaryPassword: 'كلمة المرور المؤقتة',
  createAccount: 'إنشاء الحساب',
  operatorCreated: (name: string) => `أُنشئ حساب ${name}`,
  addSchool: 'إضافة مدرسة',
  addStop: 'إضافة محطة',
  nameAr: 'الاسم بالعربية',
  nameEn: 'الاسم بالإنجليزية',
  gender: 'الفئة',
  boys: 'بنين',
  schoolMap: 'موقع المدرسة على الخريطة',
  stopMap: 'موقع المحطة على الخريطة',
  latitude: 'خط العرض',
  schoolsServed: /^المدارس المخدومة/,
  placeSaved: (name: string) => `حُفظت ${name}`,
  // fleet (the rest in fixtures/texts.ts)
  issueIdentifier: 'إصدار معرّف جهاز',
  identifierTitle: 'معرّف جهاز الحافلة',
  identifierOnce: 'يظهر هذه المرة فقط',
  identifierDone: 'تم',
  issuedAt: 'صدر في',
  // finance
  newPackage: 'باقة جديدة',
  price: 'السعر لكل فترة',
  packageCreated: (name: string) => `أُنشئت باقة ${name}`,
  // account
  mustChange: 'كلمة المرور الحالية مؤقتة',
  currentPassword: 'كلمة المرور الحالية',
  newPassword: 'كلمة المرور الجديدة',
  changePassword: 'تغيير كلمة المرور',
  passwordChanged: 'تغيّرت كلمة المرور، وخرجت جلساتك الأخرى',
  account: 'حسابي',
  // trips
  addTrip: 'إضافة رحلة',
  tripName: 'اسم الرحلة',
  school: 'المدرسة',
  bus: 'الحافلة',
  driver: 'السائق',
  departure: 'الانطلاق',
  date: 'التاريخ',
  findStop: 'أضف محطة بالاسم',
  routeStops: 'المحطات',
  tripCreated: (name: string) => `خُططت الرحلة ${name}`,
  // the public registration form
  parentName: 'الاسم الكامل',
  parentPhone: 'رقم الجوال',
  studentNameAr: 'اسم الطالب بالعربية',
  grade: 'الصف',
  choosePackage: 'اختر هذه الباقة',
  packageField: 'الباقة',
  openMap: 'اختر على الخريطة',
  submitRegistration: 'أرسل طلب التسجيل',
  thanks: 'شكرًا لك، وصلنا طلب التسجيل',
  // the registration queue
  requestSearch: 'ابحث بالمرجع أو اسم الطالب أو ولي الأمر أو الجوال',
  review: (reference: string) => `مراجعة الطلب ${reference}`,
  approve: 'قبول',
  approved: (reference: string) => `قُبل الطلب ${reference} وأُنشئ الطالب واشتراكه`,
} as const;

// The pages start signed out: the first session check is a 401, and Chromium logs it.
test.use({
  storageState: { cookies: [], origins: [] },
  locale: 'ar-SA',
  allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
});

let server: ApiReplica;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rihla-day-one-'));
  server = new ApiReplica('day-one', await freePort(), {
    DATA_DIR: dataDir,
    SEED: 'none',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    MONITOR_SIMULATOR: 'off',
    MAP_TILE_URL: 'none',
    LOG_LEVEL: 'warn',
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The Arabic page at `path` of this file's install. */
const at = (path: string) => `${server.url}${localizedPath(path, 'ar')}`;

/** Console errors of another browser context (another person) fail the test too. */
function watchConsole(context: BrowserContext, errors: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401 \(Unauthorized\)/.test(message.text())) {
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}${localizedPath(LOGIN_PATH, 'ar')}`);
  await page.getByLabel(A.email).fill(email);
  await page.getByLabel(A.password).fill(password);
  await page.getByRole('button', { name: A.signIn }).click();
}

/** Places a pin with a click on the map, as an administrator would. */
async function clickMap(page: Page, mapName: string, x: number, y: number): Promise<void> {
  const map = page.getByRole('region', { name: mapName });
  await map.click({ position: { x, y } });
  await expect(page.getByLabel(T.latitude, { exact: true })).not.toHaveValue('');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
}

/** The toast that tells the operator an action went through. */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: text });
  await expect(toast).toBeVisible();
}

/** The checklist's step, from the overview: it links to the screen where it is done. */
async function followStep(page: Page, step: string): Promise<Locator> {
  await page.goto(at('/dashboard'));
  const checklist = page.getByRole('region', { name: T.checklist });
  await checklist.getByRole('link', { name: step }).click();
  return checklist;
}

test('day one: from an empty install to a planned trip and an approved registration, in Arabic', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Thirteen steps, two people and an API start of its own: on the slowest CI machine seen
  // (2026-12-02) the default 120 s ran out at the sixth step.
  test.setTimeout(300_000);
  const stamp = Date.now().toString().slice(-6);
  const dispatcher = {
    name: `هدى القحطاني ${stamp}`,
    email: `huda.${stamp}@rihla.test`,
    temporary: `Temporary-${stamp}`,
    chosen: `Huda-own-${stamp}`,
  };
  const school = { ar: 'مدرسة الرواد الأهلية', en: 'Al-Rowad Private School' };
  const stops = [
    { ar: 'محطة حي الملقا', en: 'Al-Malqa stop', x: 140, y: 120 },
    { ar: 'محطة حي الياسمين', en: 'Al-Yasmin stop', x: 220, y: 170 },
    { ar: 'محطة حي النرجس', en: 'Al-Narjis stop', x: 300, y: 110 },
  ];
  const plate = uniquePlate();
  const driverName = `سالم العتيبي ${stamp}`;
  const packageName = { ar: 'باقة ذهاب وعودة', en: 'Round trip package' };
  const tripName = 'الملقا صباحًا';
  const student = `ريم ${stamp}`;

  await test.step('the administrator signs in and sees the getting-started checklist', async () => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveURL(at('/dashboard'));
    await expect(page.getByRole('region', { name: T.checklist })).toBeVisible();
  });

  await test.step('the administrator creates a dispatcher with a temporary password', async () => {
    await followStep(page, T.steps.operators);
    await page.getByRole('button', { name: T.addOperator }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.name, { exact: true }).fill(dispatcher.name);
    await dialog.getByLabel(A.email, { exact: true }).fill(dispatcher.email);
    await chooseOption(page, T.role, T.dispatcher, { within: dialog });
    await dialog.getByLabel(T.temporaryPassword, { exact: true }).fill(dispatcher.temporary);
    await dialog.getByRole('button', { name: T.createAccount }).click();
    await expectToast(page, T.operatorCreated(dispatcher.name));
  });

  await test.step('the administrator adds a school on the map', async () => {
    await followStep(page, T.steps.schools);
    await page.getByRole('button', { name: T.addSchool }).click();
    await page.getByLabel(T.nameAr, { exact: true }).fill(school.ar);
    await page.getByLabel(T.nameEn, { exact: true }).fill(school.en);
    await chooseOption(page, T.gender, T.boys, { within: page.locator('form') });
    await clickMap(page, T.schoolMap, 180, 140);
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expectToast(page, T.placeSaved(school.ar));
  });

  await test.step('the administrator adds three stops serving the school', async () => {
    await followStep(page, T.steps.stops);
    for (const stop of stops) {
      await page.getByRole('button', { name: T.addStop }).click();
      await page.getByLabel(T.nameAr, { exact: true }).fill(stop.ar);
      await page.getByLabel(T.nameEn, { exact: true }).fill(stop.en);
      await chooseOption(page, T.schoolsServed, school.ar);
      await clickMap(page, T.stopMap, stop.x, stop.y);
      await page.getByRole('button', { name: T.save, exact: true }).click();
      await expectToast(page, T.placeSaved(stop.ar));
      await expect(page.getByRole('row').filter({ hasText: stop.ar })).toContainText(school.ar);
    }
  });

  await test.step('the administrator adds a bus and issues its device identifier', async () => {
    await followStep(page, T.steps.buses);
    await page.getByLabel(A.plateNumber, { exact: true }).fill(plate);
    await page.getByLabel(A.model, { exact: true }).fill('Toyota Coaster');
    await page.getByLabel(A.year, { exact: true }).fill('2024');
    await page.getByLabel(A.capacity, { exact: true }).fill('26');
    await typeDate(page, A.insuranceExpiry, isoDateIn(300));
    await typeDate(page, A.inspectionExpiry, isoDateIn(200));
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expectToast(page, A.busSaved(plate));

    await page.getByRole('searchbox', { name: A.busSearch }).fill(plate);
    await page.getByRole('row').filter({ hasText: plate }).getByRole('link', { name: plate }).click();
    await expect(page.getByRole('heading', { level: 3, name: A.updateBusTitle })).toBeVisible();
    await page.getByRole('button', { name: T.issueIdentifier }).click();
    const shown = page.getByRole('dialog').filter({ hasText: T.identifierTitle });
    await expect(shown).toContainText(T.identifierOnce);
    await expect(shown.getByTestId('device-identifier')).toHaveText(/\S{20,}/);
    await shown.getByRole('button', { name: T.identifierDone }).click();
    await expect(shown).toBeHidden();
    await expect(page.getByText(T.issuedAt)).toBeVisible();
  });

  await test.step('the administrator adds a driver', async () => {
    await followStep(page, T.steps.drivers);
    await page.getByLabel(A.fullName, { exact: true }).fill(driverName);
    await page.getByLabel(A.nationalId, { exact: true }).fill(uniqueNationalId());
    await page.getByLabel(A.phone, { exact: true }).fill(uniquePhone());
    await page.getByLabel(A.licenseNumber, { exact: true }).fill(`L-${stamp}`);
    await typeDate(page, A.licenseExpiry, isoDateIn(400));
    await page.getByLabel(A.tripRate, { exact: true }).fill('45');
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expectToast(page, A.driverSaved(driverName));
  });

  await test.step('the administrator creates a subscription package', async () => {
    await followStep(page, T.steps.packages);
    await page.getByRole('button', { name: T.newPackage }).click();
    await page.getByLabel(T.nameAr, { exact: true }).fill(packageName.ar);
    await page.getByLabel(T.nameEn, { exact: true }).fill(packageName.en);
    await page.getByRole('spinbutton', { name: T.price }).fill('450');
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await expectToast(page, T.packageCreated(packageName.ar));
  });

  await test.step('every step but the first trip is ticked', async () => {
    await page.goto(at('/dashboard'));
    const checklist = page.getByRole('region', { name: T.checklist });
    for (const step of Object.values(T.steps)) {
      await expect(checklist.getByRole('listitem').filter({ hasText: step })).toContainText(T.done);
    }
  });

  const parentContext = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: 'ar-SA',
  });
  watchConsole(parentContext, consoleErrors);
  let reference = '';
  await test.step('a parent registers a child through the public registration form', async () => {
    const parent = await parentContext.newPage();
    await parent.goto(at('/'));
    const card = parent.getByTestId('package-card').filter({ hasText: packageName.ar });
    await card.getByRole('button', { name: T.choosePackage }).click();
    await expect(parent.getByLabel(T.packageField, { exact: true })).not.toHaveValue('');
    await parent.getByLabel(T.parentName).fill('نورة عبدالله العتيبي');
    await parent.getByLabel(T.parentPhone).fill(uniquePhone());
    await parent.getByLabel(T.studentNameAr).fill(student);
    await parent.getByLabel(T.grade, { exact: true }).selectOption('4');
    await parent.getByLabel(T.school, { exact: true }).selectOption({ label: school.ar });
    await parent.getByRole('button', { name: T.openMap }).click();
    const map = parent.locator('.home-map__canvas');
    await expect(map).toBeVisible();
    await map.click({ position: { x: 120, y: 90 } });
    await expect(parent.getByTestId('home-chosen')).toBeVisible();
    await parent.getByRole('button', { name: T.submitRegistration }).click();
    const confirmation = parent.getByRole('status').filter({ hasText: T.thanks });
    await expect(confirmation).toBeVisible();
    reference = (await confirmation.textContent())?.match(/RQ-[0-9A-Z]{6}/)?.[0] ?? '';
    expect(reference).not.toBe('');
  });
  await parentContext.close();

  const dispatcherContext = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    locale: 'ar-SA',
  });
  watchConsole(dispatcherContext, consoleErrors);
  const desk = await dispatcherContext.newPage();

  await test.step('the dispatcher signs in with the temporary password and must choose their own', async () => {
    await signIn(desk, dispatcher.email, dispatcher.temporary);
    await expect(desk).toHaveURL(at('/dashboard/account'));
    await expect(desk.getByText(T.mustChange)).toBeVisible();
    await desk.getByLabel(T.currentPassword, { exact: true }).fill(dispatcher.temporary);
    await desk.getByLabel(T.newPassword, { exact: true }).fill(dispatcher.chosen);
    await desk.getByRole('button', { name: T.changePassword }).click();
    // The operator is told the change went through, and the console opens to them.
    await expectToast(desk, T.passwordChanged);
    await expect(desk.getByText(T.mustChange)).toHaveCount(0);
  });

  await test.step('the dispatcher plans the first trip', async () => {
    await desk.goto(at('/dashboard/trip-screen'));
    await desk.getByRole('button', { name: T.addTrip }).click();
    await expect(desk.getByRole('heading', { level: 3, name: T.addTrip })).toBeVisible();
    await desk.getByLabel(T.tripName, { exact: true }).fill(tripName);
    await chooseOption(desk, T.school, school.ar);
    await chooseOption(desk, T.bus, plate);
    await chooseOption(desk, T.driver, driverName);
    await desk.getByLabel(T.departure, { exact: true }).fill('06:10');
    // A Saudi dispatcher thinks in Hijri dates: tomorrow is picked from the Hijri month.
    await pickHijriDate(desk, T.date, todayInRiyadh(1));
    for (const stop of stops) {
      await chooseOption(desk, T.findStop, stop.ar, { search: true, shows: false });
      await expect(desk.getByRole('list', { name: T.routeStops })).toContainText(stop.ar);
    }
    await desk.getByRole('button', { name: T.save, exact: true }).click();
    await expectToast(desk, T.tripCreated(tripName));
    // The Hijri day picked is tomorrow's Gregorian day: the trip list of that day holds the trip.
    await desk.goto(at(`/dashboard/trip-screen?date=${todayInRiyadh(1)}&q=${encodeURIComponent(tripName)}`));
    await expect(desk.getByRole('row').filter({ hasText: tripName })).toBeVisible();
  });

  await test.step("the dispatcher approves the parent's registration request", async () => {
    await desk.goto(at('/dashboard/registration-requests'));
    await desk.getByRole('searchbox', { name: T.requestSearch }).fill(reference);
    await desk.getByRole('button', { name: T.review(reference) }).click();
    const drawer = desk.getByRole('dialog');
    await expect(drawer.getByText(student)).toBeVisible();
    await drawer.getByRole('button', { name: T.approve, exact: true }).click();
    await expectToast(desk, T.approved(reference));
  });
  await dispatcherContext.close();

  await test.step('with the first trip planned, the checklist is gone from the overview', async () => {
    await page.goto(at('/dashboard'));
    // The overview has asked all it needs (the checklist's own question too) before looking.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: T.checklist })).toHaveCount(0);
  });
});
