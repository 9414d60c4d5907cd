import type { Page } from '@playwright/test';
import { ADMIN_STATE } from '../fixtures/environment';
import { DIRECTION, inLocale } from '../fixtures/locales';
import { LOCALES, type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

// Visitors of the public pages have no session.
test.use({ storageState: { cookies: [], origins: [] } });

const PAGES = [
  ['/', 'homeHeadline'],
  ['/about', 'aboutHeadline'],
] as const;

test.describe('landing pages before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    for (const [path, headline] of PAGES) {
      const url = localizedPath(path, locale);
      test(`${url} is readable HTML with its language, direction and alternates`, async ({
        page,
        request,
      }) => {
        const t = textsFor(locale);
        const answer = await request.get(url);
        expect(answer.status()).toBe(200);
        expect(await answer.text()).toContain(`<h1>${t[headline]}</h1>`);

        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1, name: t[headline] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
        await expect(page).toHaveTitle(/\S/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        for (const other of LOCALES) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
            'href',
            localizedPath(path, other),
          );
        }
      });
    }
  }
});

const FORM = {
  ar: {
    parentName: 'الاسم الكامل',
    parentPhone: 'رقم الجوال',
    studentNameAr: 'اسم الطالب بالعربية',
    grade: 'الصف',
    school: 'المدرسة',
    package: 'الباقة',
    openMap: 'اختر على الخريطة',
    submit: 'أرسل طلب التسجيل',
    choosePackage: 'اختر هذه الباقة',
    required: 'هذا الحقل مطلوب.',
    phoneError: 'أدخل رقم جوال سعوديًا',
    homeError: 'اختر موقع البيت.',
    offline: 'لا يوجد اتصال بالخادم. لم يُفقد شيء مما كتبته',
    thanks: 'شكرًا لك، وصلنا طلب التسجيل',
    perMonth: 'شهريًا',
    queueSearch: 'ابحث بالمرجع أو اسم الطالب أو ولي الأمر أو الجوال',
  },
  en: {
    parentName: 'Full name',
    parentPhone: 'Mobile number',
    studentNameAr: 'Student name in Arabic',
    grade: 'Grade',
    school: 'School',
    package: 'Package',
    openMap: 'Choose on the map',
    submit: 'Send the registration',
    choosePackage: 'Choose this package',
    required: 'This field is required.',
    phoneError: 'Enter a Saudi mobile number',
    homeError: 'Choose your home location.',
    offline: 'There is no connection to the server. Nothing you typed is lost',
    thanks: 'Thank you, your registration has been received',
    perMonth: 'per month',
    queueSearch: 'Search by reference, student, parent or mobile',
  },
} as const;

/** A package only this test offers, so its card and its requests are unmistakable. */
async function offerPackage(adminApi: { post<T>(path: string, data: unknown): Promise<T> }, locale: Locale) {
  const mark = `${locale}-${Date.now().toString(36)}`;
  return adminApi.post<{ id: string; nameAr: string; nameEn: string }>('/packages', {
    nameAr: `باقة الاختبار ${mark}`,
    nameEn: `Test package ${mark}`,
    descriptionAr: 'ذهاب وعودة كل يوم دراسي.',
    descriptionEn: 'To school and back every school day.',
    priceHalalas: 45_000,
    period: 'month',
    tripType: 'round_trip',
    siblingDiscountPercent: 10,
    instalments: 1,
    active: true,
  });
}

async function chooseHome(page: Page, locale: Locale) {
  await page.getByRole('button', { name: FORM[locale].openMap }).click();
  const map = page.locator('.home-map__canvas');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(page.getByTestId('home-chosen')).toBeVisible();
}

inLocale('ar', (locale) => {
  const f = FORM[locale];

  test('a parent sees the packages with prices and registers a child; the request reaches the queue', async ({
    page,
    adminApi,
    browser,
  }) => {
    const offered = await offerPackage(adminApi, locale);
    const packageName = locale === 'ar' ? offered.nameAr : offered.nameEn;
    await page.goto(localizedPath('/', locale));
    const card = page.getByTestId('package-card').filter({ hasText: packageName });
    await expect(card).toContainText('450.00');
    await expect(card).toContainText(f.perMonth);
    await card.getByRole('button', { name: f.choosePackage }).click();
    await expect(page.getByLabel(f.package, { exact: true })).toHaveValue(offered.id);

    const student = `${locale === 'ar' ? 'ريم' : 'لينا'} ${Date.now().toString().slice(-6)}`;
    await page.getByLabel(f.parentName).fill('نورة عبدالله العتيبي');
    await page.getByLabel(f.parentPhone).fill('0551234567');
    await page.getByLabel(f.studentNameAr).fill(student);
    await page.getByLabel(f.grade, { exact: true }).selectOption('4');
    await page.getByLabel(f.school, { exact: true }).selectOption({ index: 1 });
    await chooseHome(page, locale);
    // A double tap sends one request.
    await page.getByRole('button', { name: f.submit }).dblclick();

    const confirmation = page.getByRole('status').filter({ hasText: f.thanks });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.textContent())?.match(/RQ-[0-9A-Z]{6}/)?.[0];
    expect(reference).toBeTruthy();

    // The family is acknowledged with the same reference, in the form's language.
    const acknowledgements = await adminApi.get<{
      items: { subject: string; language: string; channel: string }[];
    }>(`/notices?${new URLSearchParams({ event: 'registration-received', q: '+966551234567' })}`);
    expect(acknowledgements.items.filter((notice) => notice.subject.includes(reference ?? '-'))).toEqual([
      expect.objectContaining({ channel: 'sms', language: locale }),
    ]);

    // The operator finds it, once, in the registration queue.
    const operator = await browser.newContext({ storageState: ADMIN_STATE });
    const queue = await operator.newPage();
    await queue.goto(localizedPath('/dashboard/registration-requests', locale));
    await queue.getByRole('searchbox', { name: f.queueSearch }).fill(student);
    await expect(queue.getByRole('row').filter({ hasText: reference ?? '-' })).toBeVisible();
    await expect(queue.getByRole('row').filter({ hasText: student })).toHaveCount(1);
    await operator.close();
  });
});

inLocale('en', (locale) => {
  const f = FORM[locale];

  test.describe('when sending fails', () => {
    // Chromium logs the request the test cuts off.
    test.use({ allowedConsoleErrors: /net::ERR_FAILED/ });

    test('the form says what is wrong in the page language and keeps what was typed', async ({
      page,
      adminApi,
    }) => {
      const offered = await offerPackage(adminApi, locale);
      await page.goto(localizedPath('/', locale));
      await page.getByLabel(f.parentPhone).fill('12345');
      await page.getByRole('button', { name: f.submit }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByText(f.phoneError)).toBeVisible();
      await expect(page.getByText(f.homeError)).toBeVisible();
      await expect(page.getByText(f.required).first()).toBeVisible();
      await expect(page.getByLabel(f.parentName)).toBeFocused();

      const student = `عبدالرحمن ${Date.now().toString().slice(-6)}`;
      await page.getByLabel(f.parentName).fill('خالد إبراهيم الشهري');
      await page.getByLabel(f.parentPhone).fill('+966 55 765 4321');
      await page.getByLabel(f.studentNameAr).fill(student);
      await page.getByLabel(f.grade, { exact: true }).selectOption('7');
      await page.getByLabel(f.school, { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(f.package, { exact: true }).selectOption(offered.id);
      await chooseHome(page, locale);
      const requests = '**/api/v1/public/registration-requests';
      await page.route(requests, (route) => route.abort());
      await page.getByRole('button', { name: f.submit }).click();
      await expect(page.getByRole('alert')).toContainText(f.offline);
      await expect(page.getByLabel(f.parentName)).toHaveValue('خالد إبراهيم الشهري');
      await expect(page.getByLabel(f.studentNameAr)).toHaveValue(student);

      // A reload keeps the draft too.
      await page.unroute(requests);
      await page.reload();
      await expect(page.getByLabel(f.studentNameAr)).toHaveValue(student);

      // The server stores the request but the answer is lost on the way: sending again is
      // answered with the same request, not a second one.
      await page.route(requests, async (route) => {
        await route.fetch();
        await route.abort();
      });
      await page.getByRole('button', { name: f.submit }).click();
      await expect(page.getByRole('alert')).toContainText(f.offline);
      await page.unroute(requests);
      await page.getByRole('button', { name: f.submit }).click();
      const confirmation = page.getByRole('status').filter({ hasText: f.thanks });
      await expect(confirmation).toBeVisible();
      const reference = (await confirmation.textContent())?.match(/RQ-[0-9A-Z]{6}/)?.[0];
      const stored = await adminApi.get<{ items: { reference: string }[] }>(
        `/registration-requests?q=${encodeURIComponent(student)}`,
      );
      expect(stored.items.map((request) => request.reference)).toEqual([reference]);
    });
  });
});
