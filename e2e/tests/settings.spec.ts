import type { Browser, BrowserContext } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { unique } from '../fixtures/data';
import { ADMIN_EMAIL, BASE_URL, VIEWER_STATE } from '../fixtures/environment';
import { chooseOption } from '../fixtures/forms';
import { device, runningTrip, secondsAgo } from '../fixtures/live-trip';
import { inLocale } from '../fixtures/locales';
import { type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads, written out so a changed translation fails here. */
const TEXTS = {
  ar: {
    navigation: 'التنقل الرئيسي',
    settings: 'الإعدادات',
    forbidden: 'لا تملك صلاحية هذه الصفحة',
    operators: 'المشغّلون',
    search: 'ابحث بالاسم أو البريد الإلكتروني',
    addOperator: 'إضافة مشغّل',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    role: 'الدور',
    password: 'كلمة المرور المؤقتة',
    createAccount: 'إنشاء الحساب',
    created: (name: string) => `أُنشئ حساب ${name}`,
    dispatcher: 'مشرف التشغيل',
    finance: 'المسؤول المالي',
    save: 'حفظ التغييرات',
    saved: (name: string) => `حُفظت بيانات ${name}`,
    deactivate: (name: string) => `تعطيل ${name}`,
    deactivateConfirm: 'تعطيل',
    deactivated: 'معطَّل',
    temporary: 'كلمة مرور مؤقتة',
    notOwnAccount: 'لا يمكنك حذف حسابك أو تعطيله أو تغيير دوره',
    company: 'الشركة',
    legalNameAr: 'الاسم القانوني (بالعربية)',
    legalNameEn: 'الاسم القانوني (بالإنجليزية)',
    vatNumber: 'الرقم الضريبي',
    vatError: 'الرقم الضريبي خمسة عشر رقمًا يبدأ بـ 3 وينتهي بـ 3',
    saveCompany: 'حفظ',
    companySaved: 'حُفظت بيانات الشركة',
    schoolStaff: 'منسوب مدرسة',
    schools: 'المدارس',
    scopeRequired: 'حساب المدرسة يرى مدارسه فقط: اختر مدرسة واحدة على الأقل',
    recordNotFound: 'السجل غير موجود',
    ledger: 'الإدارة المالية',
    invoices: 'الفواتير',
    invoiceRun: 'إصدار الفواتير',
    liveView: 'المراقبة',
    whoIsOnBoard: 'من في الحافلات',
    onBoardTitle: 'من في كل حافلة الآن',
  },
  en: {
    navigation: 'Main navigation',
    settings: 'Settings',
    forbidden: 'You do not have access to this page',
    operators: 'Operators',
    search: 'Search by name or email',
    addOperator: 'Add operator',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    password: 'Temporary password',
    createAccount: 'Create account',
    created: (name: string) => `Account created for ${name}`,
    dispatcher: 'Dispatcher',
    finance: 'Finance officer',
    save: 'Save changes',
    saved: (name: string) => `Saved ${name}`,
    deactivate: (name: string) => `Deactivate ${name}`,
    deactivateConfirm: 'Deactivate',
    deactivated: 'Deactivated',
    temporary: 'Temporary password',
    notOwnAccount: 'You cannot delete, deactivate or change the role of your own account',
    company: 'Company',
    legalNameAr: 'Legal name (Arabic)',
    legalNameEn: 'Legal name (English)',
    vatNumber: 'VAT number',
    vatError: 'A VAT number is fifteen digits starting and ending with 3',
    saveCompany: 'Save',
    companySaved: 'The company details are saved',
    schoolStaff: 'School staff',
    schools: 'Schools',
    scopeRequired: 'A school account sees its own schools only: choose at least one school',
    recordNotFound: 'Record not found',
    ledger: 'Financial management',
    invoices: 'Invoices',
    invoiceRun: 'Generate invoices',
    liveView: 'Monitoring',
    whoIsOnBoard: 'Who is on board',
    onBoardTitle: 'Who is on which bus now',
  },
} as const satisfies Record<Locale, object>;

const settingsPath = (locale: Locale) => localizedPath('/dashboard/settings', locale);

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('an administrator opens the settings from the navigation', async ({ page }) => {
    await page.goto(localizedPath('/dashboard', locale));
    await page
      .getByRole('navigation', { name: t.navigation })
      .getByRole('link', { name: t.settings })
      .click();
    await expect(page).toHaveURL(settingsPath(locale));
    await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible();
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test('an administrator creates an operator, changes their role and deactivates them', async ({
    page,
    browser,
  }) => {
    const stamp = `${locale}${Date.now()}`;
    const name = locale === 'ar' ? `عمر الحربي ${stamp}` : `Omar Alharbi ${stamp}`;
    const email = `omar.${stamp}@rihla.test`;
    const password = `Temporary-${stamp}`;
    await page.goto(settingsPath(locale));
    await page.getByRole('link', { name: t.operators }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.operators })).toBeVisible();

    await page.getByRole('button', { name: t.addOperator }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.name, { exact: true }).fill(name);
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    await chooseOption(page, t.role, t.dispatcher, { within: dialog });
    await dialog.getByLabel(t.password, { exact: true }).fill(password);
    await dialog.getByRole('button', { name: t.createAccount }).click();
    await expect(page.getByRole('status').filter({ hasText: t.created(name) })).toBeVisible();

    await page.getByPlaceholder(t.search).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.dispatcher);
    await expect(row).toContainText(t.temporary);

    // The new operator signs in with the temporary password and is sent to choose their own.
    const newcomer = await browser.newContext({
      baseURL: BASE_URL,
      storageState: { cookies: [], origins: [] },
    });
    const signIn = await newcomer.request.post('/api/v1/auth/login', { data: { email, password } });
    expect((await signIn.json()).operator.mustChangePassword).toBe(true);
    await newcomer.close();

    await row.getByRole('button', { name, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await chooseOption(page, t.role, t.finance, { within: drawer });
    await drawer.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved(name) })).toBeVisible();
    await expect(row).toContainText(t.finance);

    await row.getByRole('button', { name: t.deactivate(name) }).click();
    await page.getByRole('button', { name: t.deactivateConfirm, exact: true }).click();
    await expect(row).toContainText(t.deactivated);
    const refused = await page.request.post('/api/v1/auth/login', { data: { email, password } });
    expect(refused.ok()).toBe(false);
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test("an administrator fills in the company's details, with a translated error on a wrong VAT number", async ({
    page,
  }) => {
    const legalNameEn = `Rihla School Transport ${locale}${Date.now()}`;
    await page.goto(settingsPath(locale));
    await page.getByRole('link', { name: t.company }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.company })).toBeVisible();
    await page.getByLabel(t.legalNameAr).fill('شركة رحلة للنقل المدرسي');
    await page.getByLabel(t.legalNameEn).fill(legalNameEn);
    await page.getByLabel(t.vatNumber).fill('12345');
    await page.getByRole('button', { name: t.saveCompany, exact: true }).click();
    await expect(page.getByText(t.vatError)).toBeVisible();

    await page.getByLabel(t.vatNumber).fill('300012345600003');
    await page.getByRole('button', { name: t.saveCompany, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.companySaved })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.legalNameEn)).toHaveValue(legalNameEn);
    await expect(page.getByLabel(t.vatNumber)).toHaveValue('300012345600003');
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test.describe('refused', () => {
    // The API's 409 is what the browser logs; the toast says why.
    test.use({ allowedConsoleErrors: /status of 409 \(Conflict\)/ });

    test('an administrator cannot deactivate their own account, and is told why', async ({ page }) => {
      await page.goto(localizedPath('/dashboard/settings/operators', locale));
      await page.getByPlaceholder(t.search).fill(ADMIN_EMAIL);
      const row = page.getByRole('row').filter({ hasText: ADMIN_EMAIL });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: new RegExp(`^${t.deactivateConfirm} `) }).click();
      await page.getByRole('button', { name: t.deactivateConfirm, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.notOwnAccount })).toBeVisible();
    });
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test.describe('a viewer', () => {
    test.use({ storageState: VIEWER_STATE });

    test('has no settings in the navigation and is refused the settings page', async ({ page }) => {
      await page.goto(localizedPath('/dashboard', locale));
      const navigation = page.getByRole('navigation', { name: t.navigation });
      await expect(navigation.getByRole('link').first()).toBeVisible();
      await expect(navigation.getByRole('link', { name: t.settings })).toHaveCount(0);

      for (const path of [
        settingsPath(locale),
        localizedPath('/dashboard/settings/operators', locale),
        localizedPath('/dashboard/settings/company', locale),
      ]) {
        await page.goto(path);
        await expect(page.getByText(t.forbidden)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      }
    });
  });
});

interface Named {
  id: string;
  nameAr: string;
}

/** A school of its own with one student, made for the test. */
async function schoolWithStudent(api: RihlaApi, tag: string): Promise<{ school: Named; student: Named }> {
  const school = await api.post<Named>('/schools', {
    nameAr: unique(`مدرسة ${tag}`),
    nameEn: unique(`School ${tag}`),
    gender: 'girls',
    lat: 24.71,
    lng: 46.67,
    startTime: '06:45',
    endTime: '12:30',
  });
  const student = await api.post<Named>('/students', {
    nameAr: unique(`سارة عبدالله ${tag}`),
    nameEn: unique(`Sara Abdullah ${tag}`),
    schoolId: school.id,
    grade: 4,
  });
  return { school, student };
}

/** A new context signed in as a new operator, who has chosen their own password. */
async function signedInContext(browser: Browser, email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const signIn = await context.request.post('/api/v1/auth/login', { data: { email, password } });
  const { csrfToken } = (await signIn.json()) as { csrfToken: string };
  const changed = await context.request.post('/api/v1/auth/password', {
    data: { currentPassword: password, newPassword: `${password}-own` },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(changed.ok()).toBe(true);
  return context;
}

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test("an administrator gives a school's staff an account limited to their school, who see its students and its bus on the road only, and its finance officer no invoice run", async ({
    page,
    browser,
    adminApi,
  }) => {
    const own = await schoolWithStudent(adminApi, 'النخيل');
    const other = await schoolWithStudent(adminApi, 'الروابي');
    const stamp = `${locale}${Date.now()}`;
    const name = `هند المطيري ${stamp}`;
    const email = `hind.${stamp}@rihla.test`;
    const password = `Temporary-${stamp}`;

    await page.goto(localizedPath('/dashboard/settings/operators', locale));
    await page.getByRole('button', { name: t.addOperator }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.name, { exact: true }).fill(name);
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    await chooseOption(page, t.role, t.schoolStaff, { within: dialog });
    await dialog.getByLabel(t.password, { exact: true }).fill(password);
    // No school chosen: refused on the field, and no account made.
    await dialog.getByRole('button', { name: t.createAccount }).click();
    await expect(dialog.getByText(t.scopeRequired)).toBeVisible();
    await chooseOption(page, t.schools, own.school.nameAr, { within: dialog, search: true });
    await dialog.getByRole('button', { name: t.createAccount }).click();
    await expect(page.getByRole('status').filter({ hasText: t.created(name) })).toBeVisible();

    // They sign in, choose their own password, and open the students' list.
    const staff = await signedInContext(browser, email, password);
    const staffPage = await staff.newPage();
    await staffPage.goto(localizedPath('/dashboard/students-screen', locale));
    await expect(staffPage.getByRole('link', { name: own.student.nameAr })).toBeVisible();
    await expect(staffPage.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    await expect(staffPage.getByRole('link', { name: other.student.nameAr })).toHaveCount(0);

    // Another school's student, by a direct link: not found, as if there were none.
    await staffPage.goto(
      localizedPath(`/dashboard/students-screen/student-details/${other.student.id}`, locale),
    );
    await expect(staffPage.getByText(t.recordNotFound)).toBeVisible();
    await expect(staffPage.getByText(other.student.nameAr)).toHaveCount(0);

    // Both schools have a bus on the road with a rider on board: the staff's live view, and who is
    // on which bus now, show their school's trip only.
    const ownTrip = await runningTrip(adminApi, { schoolId: own.school.id });
    const otherTrip = await runningTrip(adminApi, { schoolId: other.school.id });
    for (const { token, rider } of [ownTrip, otherTrip]) {
      await device(page.request, token)('scans', {
        scans: [{ cardNumber: rider.cardNumber, kind: 'on', at: secondsAgo(1) }],
      });
    }
    await staffPage
      .getByRole('navigation', { name: t.navigation })
      .getByRole('link', { name: t.liveView })
      .click();
    await staffPage.getByRole('button', { name: t.whoIsOnBoard }).click();
    await expect(staffPage.getByRole('heading', { name: t.onBoardTitle })).toBeVisible();
    const ownCard = staffPage
      .locator('.ant-card')
      .filter({ has: staffPage.getByRole('link', { name: ownTrip.trip.name }) });
    await expect(ownCard).toContainText(ownTrip.bus.plateNumber);
    await expect(ownCard.getByRole('region')).toContainText(ownTrip.rider.nameAr);
    await expect(staffPage.getByRole('link', { name: otherTrip.trip.name })).toHaveCount(0);
    await expect(staffPage.getByText(otherTrip.rider.nameAr)).toHaveCount(0);
    await staff.close();

    // A finance officer limited to the same school keeps its books, but is not offered the month's
    // invoice run, which bills every school's families.
    const financeEmail = `muna.${stamp}@rihla.test`;
    await adminApi.post('/operators', {
      email: financeEmail,
      name: `منى العتيبي ${stamp}`,
      role: 'finance',
      password,
      schoolIds: [own.school.id],
    });
    const finance = await signedInContext(browser, financeEmail, password);
    const financePage = await finance.newPage();
    await financePage.goto(localizedPath('/dashboard/financial-management-screen', locale));
    await expect(financePage.getByRole('heading', { name: t.ledger })).toBeVisible();
    await expect(financePage.getByRole('tab', { name: t.invoices })).toBeVisible();
    await expect(financePage.getByRole('button', { name: t.invoiceRun })).toHaveCount(0);
    await finance.close();
  });
});
