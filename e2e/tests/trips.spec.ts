import type { Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { createBus, createDriver, isoDateIn, todayInRiyadh, unique } from '../fixtures/data';
import { chooseOption, typeDate } from '../fixtures/forms';
import { inLocale } from '../fixtures/locales';
import { type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads on the trip screens (the remote's own message files say the same). */
const TEXTS = {
  ar: {
    addTitle: 'إضافة رحلة',
    disruptionTitle: 'رحلة متعطلة',
    addTrip: 'إضافة رحلة',
    name: 'اسم الرحلة',
    school: 'المدرسة',
    bus: 'الحافلة',
    driver: 'السائق',
    departure: 'الانطلاق',
    date: 'التاريخ',
    weekly: 'كل أسبوع من الفصل',
    termStart: 'بداية الفصل',
    termEnd: 'نهاية الفصل',
    save: 'حفظ',
    seriesCreated: (count: number, name: string) => `خُططت ${count} رحلة من ${name} للفصل`,
    licenceExpired: 'رخصة قيادة السائق منتهية في تاريخ الرحلة',
    start: 'بدء الرحلة',
    complete: 'إنهاء الرحلة',
    childCheck: 'قد يكون طالب ما زال في الحافلة',
    walked: 'تفقّدت الحافلة حتى آخر مقعد وهي فارغة',
    confirmEmpty: 'يؤكد المرافق أن الحافلة فارغة',
    cancel: 'إلغاء الرحلة',
    report: 'الإبلاغ عن تعطل',
    reportSubmit: 'إبلاغ',
    reason: 'السبب',
    breakdown: 'عطل فني',
    reasonMissing: 'اختر سبب التعطل',
    replacementBus: 'الحافلة البديلة',
    handover: 'تسلّم البديل الرحلة',
    notes: 'ملاحظات',
    inProgress: 'جارية',
    completed: 'مكتملة',
    disrupted: 'متعطلة',
    resolution: 'المعالجة',
    resolve: 'معالجة',
    resolved: 'عولج التعطل وأصبحت الرحلة جارية',
    openTrip: 'الرحلة',
    illegalTitle: 'لا يمكن نقل الرحلة إلى هذه الحالة من حالتها الحالية',
    reported: 'أُبلغ عن تعطل',
  },
  en: {
    addTitle: 'Add trip',
    disruptionTitle: 'Disrupted trip',
    addTrip: 'Add trip',
    name: 'Trip name',
    school: 'School',
    bus: 'Bus',
    driver: 'Driver',
    departure: 'Departure',
    date: 'Date',
    weekly: 'Every week of a term',
    termStart: 'Term starts',
    termEnd: 'Term ends',
    save: 'Save',
    seriesCreated: (count: number, name: string) => `${count} trips of ${name} planned for the term`,
    licenceExpired: "The driver's licence has expired by the trip date",
    start: 'Start trip',
    complete: 'Complete trip',
    childCheck: 'A child may still be on the bus',
    walked: 'I walked the bus to the last seat and it is empty',
    confirmEmpty: 'The attendant confirms the bus is empty',
    cancel: 'Cancel trip',
    report: 'Report disruption',
    reportSubmit: 'Report',
    reason: 'Reason',
    breakdown: 'Breakdown',
    reasonMissing: 'Choose what caused the disruption',
    replacementBus: 'Replacement bus',
    handover: 'Replacement took over',
    notes: 'Notes',
    inProgress: 'In progress',
    completed: 'Completed',
    disrupted: 'Disrupted',
    resolution: 'Resolution',
    resolve: 'Resolve',
    resolved: 'Disruption resolved; the trip is In progress',
    openTrip: 'Trip',
    illegalTitle: 'The trip cannot move to that status from its current one',
    reported: 'Disruption reported',
  },
} as const;

type Place = { id: string; nameAr: string; nameEn: string };

async function arrange(api: RihlaApi) {
  const school = (await api.get<{ items: Place[] }>('/schools?pageSize=1')).items[0]!;
  const stops = (await api.get<{ items: Place[] }>('/stops?pageSize=2&sort=nameAr:asc')).items;
  const bus = await createBus(api);
  const driver = await createDriver(api);
  return { school, stops, bus, driver };
}

/** A trip of today made through the API, ready to be run from its page. */
async function tripOfToday(api: RihlaApi) {
  const { school, stops, bus, driver } = await arrange(api);
  return api.post<{ id: string; name: string; version: number }>('/trips', {
    name: unique('رحلة'),
    direction: 'to_school',
    schoolId: school.id,
    busId: bus.id,
    driverId: driver.id,
    date: todayInRiyadh(),
    departureTime: '23:00',
    stops: [{ stopId: stops[0]!.id, plannedTime: '23:10', studentIds: [] }],
  });
}

/** Picks an option of an antd select by typing part of its text, and waits until the field shows it. */
function choose(page: Page, label: string, text: string): Promise<void> {
  return chooseOption(page, label, text, { search: true });
}

/** Adds a stop to the route by clicking its pin on the map. */
async function pickStop(page: Page, stop: Place, locale: Locale): Promise<void> {
  const name = locale === 'en' ? stop.nameEn : stop.nameAr;
  await page.locator(`.leaflet-marker-icon[title="${name}"]`).first().dispatchEvent('click');
  await expect(page.getByRole('list', { name: locale === 'en' ? 'Stops' : 'المحطات' })).toContainText(name);
}

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('plan a weekly trip on the map and see the term of trips it generated', async ({ page, adminApi }) => {
    const { school, stops, bus, driver } = await arrange(adminApi);
    const name = unique(locale === 'en' ? 'Malaz morning' : 'الملز صباحًا');
    await page.goto(localizedPath('/dashboard/trip-screen', locale));
    await page.getByRole('button', { name: t.addTrip }).click();
    await expect(page.getByRole('heading', { level: 3, name: t.addTitle })).toBeVisible();

    await page.getByLabel(t.name, { exact: true }).fill(name);
    await choose(page, t.school, locale === 'en' ? school.nameEn : school.nameAr);
    await choose(page, t.bus, bus.plateNumber);
    await choose(page, t.driver, driver.fullName);
    await page.getByLabel(t.departure, { exact: true }).fill('05:40');
    await page.getByText(t.weekly, { exact: true }).click();
    // Sunday to Thursday are ticked by default; two weeks of term.
    await typeDate(page, t.termStart, todayInRiyadh(1));
    await typeDate(page, t.termEnd, todayInRiyadh(14));
    await pickStop(page, stops[0]!, locale);
    await pickStop(page, stops[1]!, locale);
    await page.getByRole('button', { name: t.save }).click();

    await expect(page.getByRole('status').filter({ hasText: name })).toBeVisible();
    await expect(page).toHaveURL(/seriesId=/);
    const rows = page.getByRole('row').filter({ hasText: name });
    await expect(rows.first()).toBeVisible();
    const seriesId = new URL(page.url()).searchParams.get('seriesId');
    const generated = await adminApi.get<{ total: number; items: { date: string }[] }>(
      `/trips?seriesId=${seriesId}&pageSize=100`,
    );
    expect(generated.total).toBeGreaterThanOrEqual(9);
    await expect(rows).toHaveCount(Math.min(generated.total, 20));
  });

  test('a rider added on one day of a series holds for the whole series when the dispatcher says so', async ({
    page,
    adminApi,
  }) => {
    const { school, stops, bus, driver } = await arrange(adminApi);
    const stop = stops[0]!;
    const student = await adminApi.post<{ id: string; nameAr: string }>('/students', {
      nameAr: unique('جود سالم'),
      nameEn: unique('Joud Salem'),
      schoolId: school.id,
      grade: 4,
    });
    const series = await adminApi.post<{ trips: { id: string; date: string }[] }>('/trip-series', {
      name: unique('الياسمين فجرًا'),
      direction: 'to_school',
      schoolId: school.id,
      busId: bus.id,
      driverId: driver.id,
      departureTime: '04:10',
      stops: [{ stopId: stop.id, plannedTime: '04:20', studentIds: [] }],
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      termStart: todayInRiyadh(1),
      termEnd: todayInRiyadh(6),
    });
    const [first, ...later] = series.trips;
    await page.goto(localizedPath(`/dashboard/trip-screen/update-trip/${first!.id}`, locale));
    await chooseOption(page, `الطلاب ${stop.nameAr}`, student.nameAr, { search: true });
    await page.getByRole('button', { name: t.save }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: 'هذا اليوم فقط أم السلسلة كلها؟' });
    await expect(dialog.getByRole('button', { name: 'هذا اليوم فقط' })).toBeVisible();
    await dialog.getByRole('button', { name: 'السلسلة كلها' }).click();
    await expect(dialog).toBeHidden();
    // The trip of the day shows its new rider, and every later trip of the series has them too.
    await expect(page.getByRole('row').filter({ hasText: 'الركاب' })).toContainText('1 من 1');
    for (const trip of later) {
      const details = await adminApi.get<{ stops: { students: { id: string }[] }[] }>(`/trips/${trip.id}`);
      expect(details.stops[0]!.students.map((s) => s.id)).toEqual([student.id]);
    }
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test.describe('the safety rule', () => {
    test('offer a driver whose licence has expired only as a disabled choice that says why', async ({
      page,
      adminApi,
    }) => {
      const { school, bus } = await arrange(adminApi);
      const expired = await createDriver(adminApi, isoDateIn(-3));
      await page.goto(localizedPath('/dashboard/trip-screen/add-trip', locale));
      await page.getByLabel(t.name, { exact: true }).fill(unique('trip'));
      await choose(page, t.school, locale === 'en' ? school.nameEn : school.nameAr);
      await choose(page, t.bus, bus.plateNumber);
      const driver = page.getByLabel(t.driver, { exact: true });
      await driver.click();
      await driver.fill(expired.fullName);
      // The planner would refuse the driver on the trip's day: the picker says so before any save.
      const option = page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: expired.fullName });
      await expect(option).toContainText(t.licenceExpired);
      await expect(option).toHaveClass(/ant-select-item-option-disabled/);
    });
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('run a trip through its states; a breakdown’s replacement bus takes it over until it completes', async ({
    page,
    adminApi,
  }) => {
    const trip = await tripOfToday(adminApi);
    const replacement = await createBus(adminApi);
    await page.goto(localizedPath(`/dashboard/trip-screen/update-trip/${trip.id}`, locale));
    await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
    // Only the moves allowed now are offered.
    await expect(page.getByRole('button', { name: t.complete })).toHaveCount(0);
    await page.getByRole('button', { name: t.start }).click();
    await expect(page.getByRole('button', { name: t.complete })).toBeVisible();

    await page.getByRole('button', { name: t.report }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.notes }).fill('انفجار إطار عند مخرج 5');
    // Nothing is chosen for the dispatcher: the report asks what happened.
    await dialog.getByRole('button', { name: t.reportSubmit }).click();
    await expect(dialog.getByText(t.reasonMissing)).toBeVisible();
    await chooseOption(page, t.reason, t.breakdown, { within: dialog });
    await choose(page, t.replacementBus, replacement.plateNumber);
    await dialog.getByRole('button', { name: t.reportSubmit }).click();
    await expect(page.getByRole('heading', { level: 3, name: t.disruptionTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.notes })).toContainText('انفجار إطار');

    await page.getByLabel(t.resolution, { exact: true }).fill('وصلت حافلة بديلة');
    await page.getByRole('button', { name: t.resolve, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.resolved })).toBeVisible();

    await page.getByRole('link', { name: trip.name }).click();
    await page.getByRole('button', { name: t.complete }).click();
    // No stop was reached and no rider scanned: the child check warns and asks for the walk-through.
    const check = page.getByRole('dialog', { name: t.childCheck });
    await check.getByRole('checkbox', { name: t.walked }).check();
    await check.getByRole('button', { name: t.confirmEmpty }).click();
    await expect(page.getByText(t.completed, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`${t.reported} — ${t.disrupted}`, { exact: true })).toBeVisible();
    // The replacement ran the trip from the report on: the trip is its bus's now.
    await expect(page.getByText(t.handover).filter({ hasText: replacement.plateNumber })).toBeVisible();
    const ran = await adminApi.get<{ busId: string }>(`/trips/${trip.id}`);
    expect(ran.busId).toBe(replacement.id);
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test('an illegal move is refused, naming the moves allowed', async ({ page, adminApi }) => {
    const trip = await tripOfToday(adminApi);
    await page.goto(localizedPath(`/dashboard/trip-screen/update-trip/${trip.id}`, locale));
    await expect(page.getByRole('button', { name: t.start })).toBeVisible();
    await expect(page.getByRole('button', { name: t.complete })).toHaveCount(0);
    // The page offers no illegal move; the API refuses one sent anyway.
    const { csrfToken } = (await (await page.request.get('/api/v1/auth/me')).json()) as { csrfToken: string };
    const refused = await page.request.post(`/api/v1/trips/${trip.id}/transitions`, {
      data: { to: 'completed', version: trip.version },
      headers: { 'x-csrf-token': csrfToken, 'accept-language': locale },
    });
    expect(refused.status()).toBe(409);
    expect(refused.headers()['content-type']).toContain('application/problem+json');
    expect(await refused.json()).toMatchObject({
      code: 'trips.illegalMove',
      title: t.illegalTitle,
      allowed: ['in_progress', 'cancelled'],
    });
  });
});
