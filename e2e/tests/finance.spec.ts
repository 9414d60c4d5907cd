import type { Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { createBus, createDriver, todayInRiyadh, unique } from '../fixtures/data';
import { ZATCA_OTP } from '../fixtures/environment';
import { chooseOption, typeDate } from '../fixtures/forms';
import { DIRECTION, inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

const TEXTS = {
  ar: {
    packages: 'باقات الاشتراك',
    newPackage: 'باقة جديدة',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    price: 'السعر لكل فترة',
    descriptionAr: 'الوصف بالعربية',
    save: 'حفظ',
    created: (name: string) => `أُنشئت باقة ${name}`,
    saved: (name: string) => `حُفظت باقة ${name}`,
    settlements: 'تسويات السائقين',
    compose: 'إعداد تسوية',
    driver: 'السائق',
    from: 'من',
    to: 'إلى',
    calculate: 'احسب',
    saveDraft: 'احفظ كمسودة',
    approve: 'اعتماد',
    approveOk: 'نعم، اعتمد',
    payOk: 'نعم، سجّل الدفع',
    reference: 'مرجع الدفع',
    pay: 'تسجيل الدفع',
    paid: 'مدفوعة',
    ledger: 'الإدارة المالية',
    recordButton: 'دفعة أو استرداد',
    amount: 'المبلغ',
    method: 'طريقة الدفع',
    cash: 'نقدًا',
    review: 'مراجعة',
    book: 'تسجيل القيد',
    leftAfter: 'المتبقي بعده',
    recorded: (n: number) => `سُجلت الدفعة على الفاتورة رقم ${n}`,
    balances: 'الأرصدة',
    search: 'ابحث عن ولي أمر',
    show: 'عرض',
    everyone: 'كل من لهم فواتير',
    document: 'المستند',
    notReported: 'لم تُبلَّغ',
    xml: 'فتح ملف XML',
    printOf: (n: number) => `طباعة الفاتورة #${n}`,
    pdfOf: (n: number) => `ملف PDF: الفاتورة #${n}`,
    eInvoicing: 'الفوترة الإلكترونية (فاتورة)',
    onboarded: 'مربوط',
    branch: 'الفرع (الوحدة التنظيمية)',
    category: 'نوع النشاط',
    otp: 'رمز التحقق (OTP)',
    onboard: 'اربط مع الهيئة',
    reported: 'أُبلغت',
  },
  en: {
    packages: 'Subscription packages',
    newPackage: 'New package',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    price: 'Price per period',
    descriptionAr: 'Description in Arabic',
    save: 'Save',
    created: (name: string) => `Package ${name} created`,
    saved: (name: string) => `Package ${name} saved`,
    settlements: 'Driver settlements',
    compose: 'Compose a settlement',
    driver: 'Driver',
    from: 'From',
    to: 'To',
    calculate: 'Calculate',
    saveDraft: 'Save as draft',
    approve: 'Approve',
    approveOk: 'Yes, approve',
    payOk: 'Yes, mark as paid',
    reference: 'Payment reference',
    pay: 'Mark as paid',
    paid: 'Paid',
    ledger: 'Financial management',
    recordButton: 'Payment or refund',
    amount: 'Amount',
    method: 'Method',
    cash: 'Cash',
    review: 'Review',
    book: 'Book it',
    leftAfter: 'Left to pay after it',
    recorded: (n: number) => `Payment recorded on invoice #${n}`,
    balances: 'Balances',
    search: 'Search a parent',
    show: 'Show',
    everyone: 'All parents with invoices',
    document: 'Document',
    notReported: 'Not reported',
    xml: 'Open the XML',
    printOf: (n: number) => `Print invoice #${n}`,
    pdfOf: (n: number) => `PDF of invoice #${n}`,
    eInvoicing: 'E-invoicing (FATOORA)',
    onboarded: 'Onboarded',
    branch: 'Branch (organisational unit)',
    category: 'Business category',
    otp: 'One-time password (OTP)',
    onboard: 'Onboard with ZATCA',
    reported: 'Reported',
  },
} as const;

/** A driver with one completed trip today, made through the API. */
async function driverWithCompletedTrip(api: RihlaApi) {
  const school = (await api.get<{ items: { id: string }[] }>('/schools?pageSize=1')).items[0]!;
  const stop = (await api.get<{ items: { id: string }[] }>('/stops?pageSize=1')).items[0]!;
  const bus = await createBus(api);
  const driver = await createDriver(api, '2030-01-01');
  const trip = await api.post<{ id: string; version: number }>('/trips', {
    name: unique('رحلة'),
    direction: 'to_school',
    schoolId: school.id,
    busId: bus.id,
    driverId: driver.id,
    date: todayInRiyadh(),
    departureTime: '23:00',
    stops: [{ stopId: stop.id, plannedTime: '23:10', studentIds: [] }],
  });
  const started = await api.post<{ version: number }>(`/trips/${trip.id}/transitions`, {
    to: 'in_progress',
    version: trip.version,
  });
  await api.post(`/trips/${trip.id}/transitions`, { to: 'completed', version: started.version });
  return driver;
}

/** Pastes HTML into the rich-text editor labelled `label`, as a browser clipboard would. */
async function pasteHtml(page: Page, label: string, html: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await editor.evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]+>/g, ''));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('create a package with rich text (a pasted javascript: link is dropped), then edit it', async ({
    page,
    adminApi,
  }) => {
    const nameAr = unique('باقة الأحياء الشمالية');
    const nameEn = unique('North districts package');
    await page.goto(localizedPath('/dashboard/subscription-packages', locale));
    await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
    await expect(page.getByRole('heading', { level: 3, name: t.packages })).toBeVisible();
    await page.getByRole('button', { name: t.newPackage }).click();
    await page.getByLabel(t.nameAr, { exact: true }).fill(nameAr);
    await page.getByLabel(t.nameEn, { exact: true }).fill(nameEn);
    await page.getByRole('spinbutton', { name: t.price }).fill('450.50');
    await pasteHtml(
      page,
      t.descriptionAr,
      '<p><strong>ذهاب وعودة</strong> <a href="javascript:alert(1)">اضغط هنا</a> <a href="https://rihla.example/terms">الشروط</a></p>',
    );
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.created(locale === 'ar' ? nameAr : nameEn))).toBeVisible();

    const found = await adminApi.get<{
      items: { id: string; descriptionAr: string; priceHalalas: number }[];
    }>(`/packages?q=${encodeURIComponent(nameEn)}`);
    const stored = found.items[0]!;
    expect(stored.priceHalalas).toBe(45_050);
    expect(stored.descriptionAr).toContain('<strong>ذهاب وعودة</strong>');
    expect(stored.descriptionAr).toContain('https://rihla.example/terms');
    expect(stored.descriptionAr).not.toContain('javascript:');

    await page.getByRole('link', { name: locale === 'ar' ? nameAr : nameEn }).click();
    await expect(page).toHaveURL(/update-package/);
    const renamed = `${nameEn} plus`;
    await page.getByLabel(t.nameEn, { exact: true }).fill(renamed);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved(locale === 'ar' ? nameAr : renamed))).toBeVisible();
    await expect(page).toHaveURL(/subscription-packages$/);
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test('compose, approve and pay a settlement', async ({ page, adminApi }) => {
    const driver = await driverWithCompletedTrip(adminApi);
    await page.goto(localizedPath('/dashboard/settlement', locale));
    await expect(page.getByRole('heading', { level: 3, name: t.settlements })).toBeVisible();
    await page.getByRole('button', { name: t.compose }).click();
    await expect(page).toHaveURL(/settlement-details$/);
    const select = page.getByLabel(t.driver, { exact: true });
    await select.click();
    await select.fill(driver.fullName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: driver.fullName })
      .click();
    await typeDate(page, t.from, todayInRiyadh());
    await typeDate(page, t.to, todayInRiyadh());
    await page.getByRole('button', { name: t.calculate }).click();
    await expect(page.getByText(/45\.00/).first()).toBeVisible();
    await page.getByRole('button', { name: t.saveDraft }).click();
    await expect(page).toHaveURL(/settlement-details\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: t.approve }).click();
    await page.getByRole('button', { name: t.approveOk }).click();
    await page.getByRole('textbox', { name: t.reference }).fill('TRF-88120');
    await page.getByRole('button', { name: t.pay }).click();
    await page.getByRole('button', { name: t.payOk }).click();
    await expect(page.locator('.finance-statement').getByText(t.paid, { exact: true })).toBeVisible();
    await expect(page.locator('.finance-statement').getByText('TRF-88120')).toBeVisible();
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('record a payment and see the balance and the ageing change', async ({ page, adminApi }) => {
    const month = todayInRiyadh().slice(0, 7);
    await adminApi.post('/invoice-runs', { month });
    const open = await adminApi.get<{
      items: {
        id: string;
        number: number;
        parentId: string;
        parentName: string;
        outstandingHalalas: number;
      }[];
    }>(`/invoices?status=open&month=${month}&sort=number:asc&pageSize=10`);
    const invoice = open.items[0]!;
    const before = await adminApi.get<{ items: { parentId: string; balanceHalalas: number }[] }>(
      `/finance/balances?q=${encodeURIComponent(invoice.parentName)}`,
    );
    const balanceBefore = before.items.find((b) => b.parentId === invoice.parentId)!.balanceHalalas;

    await page.goto(
      `${localizedPath('/dashboard/financial-management-screen', locale)}?q=${encodeURIComponent(invoice.parentName)}`,
    );
    await expect(page.getByRole('heading', { level: 3, name: t.ledger })).toBeVisible();
    const ageing = page.getByTestId('ageing-d0_30');
    await expect(ageing).toBeVisible();
    const ageingBefore = (await ageing.textContent()) ?? '';
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `#${invoice.number}`, exact: true }) });
    await row.getByRole('button', { name: t.recordButton }).click();
    const dialog = page.getByRole('dialog');
    // The dialog starts empty; the cashier types the amount, picks the method and reviews the line.
    await dialog.getByLabel(t.amount, { exact: true }).fill('10');
    await chooseOption(page, t.method, t.cash, { within: dialog });
    await dialog.getByRole('button', { name: t.review }).click();
    await expect(dialog.getByText(t.leftAfter)).toBeVisible();
    await dialog.getByRole('button', { name: t.book }).click();
    await expect(page.getByText(t.recorded(invoice.number))).toBeVisible();
    await expect(ageing).not.toHaveText(ageingBefore);

    const after = await adminApi.get<{ items: { parentId: string; balanceHalalas: number }[] }>(
      `/finance/balances?q=${encodeURIComponent(invoice.parentName)}`,
    );
    expect(after.items.find((b) => b.parentId === invoice.parentId)!.balanceHalalas).toBe(
      balanceBefore - 1000,
    );
    // Every parent with invoices, not only those who still owe: another flow may settle this family meanwhile.
    await page.getByRole('tab', { name: t.balances }).click();
    await chooseOption(page, t.show, t.everyone, { shows: false });
    await page.getByRole('searchbox', { name: t.search }).fill(invoice.parentName);
    await expect(page.getByRole('row').filter({ hasText: invoice.parentName }).first()).toBeVisible();
  });

  test("show an invoice's tax document: its state, its QR code and its signed XML", async ({
    page,
    adminApi,
  }) => {
    const listed = await adminApi.get<{
      items: {
        number: number;
        parentName: string;
        zatca: { uuid: string; icv: number; xmlUrl: string } | null;
      }[];
    }>('/invoices?sort=number:asc&pageSize=1');
    const invoice = listed.items[0]!;
    // The demo company is VAT-registered: its invoices were issued as documents.
    expect(invoice.zatca).not.toBeNull();
    await page.goto(
      `${localizedPath('/dashboard/financial-management-screen', locale)}?q=${encodeURIComponent(invoice.parentName)}`,
    );
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `#${invoice.number}`, exact: true }) });
    await expect(row.getByText(t.notReported)).toBeVisible();
    await row.getByRole('button', { name: t.document }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('zatca-qr')).toBeVisible();
    await expect(dialog.getByText(String(invoice.zatca!.icv), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: t.xml })).toHaveAttribute('href', invoice.zatca!.xmlUrl);
    const xml = await page.request.get(invoice.zatca!.xmlUrl);
    expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
    expect(await xml.text()).toContain(`<cbc:UUID>${invoice.zatca!.uuid}</cbc:UUID>`);
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test("onboard with ZATCA from the settings page, run a month's invoices, refund one, and see every document reported", async ({
    page,
    adminApi,
  }) => {
    await page.goto(localizedPath('/dashboard/settings/zatca', locale));
    await expect(page.getByRole('heading', { level: 1, name: t.eInvoicing })).toBeVisible();
    await page.getByLabel(t.branch).fill('Riyadh');
    await page.getByLabel(t.category).fill('School transport');
    await page.getByLabel(t.otp).fill(ZATCA_OTP);
    await page.getByRole('button', { name: t.onboard }).click();
    await expect(page.getByTestId('zatca-state')).toHaveText(t.onboarded);

    // A month no run has billed yet: every invoice of it is issued once onboarded.
    const [year, monthOfYear] = todayInRiyadh().slice(0, 7).split('-').map(Number) as [number, number];
    const month = `${monthOfYear === 12 ? year + 1 : year}-${String((monthOfYear % 12) + 1).padStart(2, '0')}`;
    const run = await adminApi.post<{ created: number }>('/invoice-runs', { month });
    expect(run.created).toBeGreaterThan(0);
    type Listed = {
      id: string;
      number: number;
      parentName: string;
      amountHalalas: number;
      zatca: { status: string };
    };
    const monthInvoices = () =>
      adminApi.get<{ items: Listed[]; total: number }>(
        `/invoices?month=${month}&sort=number:asc&pageSize=100`,
      );
    const invoice = (await monthInvoices()).items[0]!;
    await adminApi.post('/payments', {
      invoiceId: invoice.id,
      kind: 'payment',
      method: 'cash',
      amountHalalas: invoice.amountHalalas,
      receivedOn: todayInRiyadh(),
    });
    const refund = await adminApi.post<{ zatca: { uuid: string } }>('/payments', {
      invoiceId: invoice.id,
      kind: 'refund',
      method: 'cash',
      amountHalalas: 1_000,
      receivedOn: todayInRiyadh(),
    });
    expect(refund.zatca.uuid).toBeTruthy();

    // The outbox reports them to the stand-in: nothing waits, nothing was rejected, and the credit note is reported.
    await expect
      .poll(() => adminApi.get<{ pendingReports: number; rejectedDocuments: number }>('/zatca/onboarding'))
      .toMatchObject({ pendingReports: 0, rejectedDocuments: 0 });
    expect((await monthInvoices()).items.every((item) => item.zatca.status === 'reported')).toBe(true);
    await expect
      .poll(async () => {
        const refunds = await adminApi.get<{ items: { zatca: { uuid: string; status: string } | null }[] }>(
          `/payments?invoiceId=${invoice.id}&kind=refund`,
        );
        return refunds.items.find((item) => item.zatca?.uuid === refund.zatca.uuid)?.zatca?.status;
      })
      .toBe('reported');

    await page.goto(
      `${localizedPath('/dashboard/financial-management-screen', locale)}?q=${encodeURIComponent(invoice.parentName)}`,
    );
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `#${invoice.number}`, exact: true }) });
    await expect(row.getByText(t.reported, { exact: true })).toBeVisible();
    await page.goto(localizedPath('/dashboard/settings/zatca', locale));
    await expect(page.getByTestId('zatca-state')).toHaveText(t.onboarded);
  });

  test('print an invoice from the console and get its PDF', async ({ page, adminApi }) => {
    const listed = await adminApi.get<{
      items: { number: number; parentName: string; zatca: { uuid: string; pdfUrl: string | null } | null }[];
    }>('/invoices?sort=number:asc&pageSize=1');
    const invoice = listed.items[0]!;
    expect(invoice.zatca?.pdfUrl).toBe(`/api/v1/zatca-documents/${invoice.zatca!.uuid}/pdf`);
    await page.goto(
      `${localizedPath('/dashboard/financial-management-screen', locale)}?q=${encodeURIComponent(invoice.parentName)}`,
    );
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `#${invoice.number}`, exact: true }) });
    await row.getByRole('button', { name: t.document }).click();
    const dialog = page.getByRole('dialog');
    // Print: the console asks the API for the printed page and opens the print dialog on it.
    const printView = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/zatca-documents/${invoice.zatca!.uuid}/print`),
    );
    await dialog.getByRole('button', { name: t.printOf(invoice.number) }).click();
    const view = await printView;
    expect(view.status()).toBe(200);
    expect(await view.text()).toContain('Simplified Tax Invoice');
    // PDF: the link the operator opens, fetched with the operator's session.
    const link = dialog.getByRole('link', { name: t.pdfOf(invoice.number) });
    await expect(link).toHaveAttribute('href', invoice.zatca!.pdfUrl!);
    const pdf = await page.request.get(invoice.zatca!.pdfUrl!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
