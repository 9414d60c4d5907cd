import { type CellValue, Workbook } from '@cj-tech-master/excelts';
import type { Browser, Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import {
  createBus,
  createDispatcher,
  createDriver,
  todayInRiyadh,
  unique,
  uniquePhone,
} from '../fixtures/data';
import { BASE_URL, mailPort } from '../fixtures/environment';
import { chooseOption } from '../fixtures/forms';
import { device, runningTrip, secondsAgo } from '../fixtures/live-trip';
import { forEachLocale, inLocale } from '../fixtures/locales';
import { TestMailServer } from '../fixtures/mail-server';
import { type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/**
 * Parents' notices reach a real SMTP server (issue #19): an approval made from the public form, a
 * disruption of a trip with riders, and an approval while the mail server is down; so does a
 * school's scheduled report sent now, with its XLSX (issue #38). The e2e server's
 * SMTP_URL names the port this spec's server listens on; its worker looks every 200 ms and retries
 * after 200 ms, doubling (playwright.config.ts), so every wait here is for a state, never a time.
 */

const TEXTS = {
  ar: {
    parentName: 'الاسم الكامل',
    parentPhone: 'رقم الجوال',
    parentEmail: 'البريد الإلكتروني (اختياري)',
    studentNameAr: 'اسم الطالب بالعربية',
    grade: 'الصف',
    school: 'المدرسة',
    package: 'الباقة',
    openMap: 'اختر على الخريطة',
    submit: 'أرسل طلب التسجيل',
    thanks: 'شكرًا لك، وصلنا طلب التسجيل',
    review: (reference: string) => `مراجعة الطلب ${reference}`,
    approve: 'قبول',
    approved: (reference: string) => `قُبل الطلب ${reference} وأُنشئ الطالب واشتراكه`,
    approvedSubject: (reference: string) => `تم قبول طلب التسجيل ${reference}`,
    receivedSubject: (reference: string) => `استلمنا طلب التسجيل ${reference}`,
    approvedBody: (student: string) => `تم قبول طلب تسجيل ${student} في النقل المدرسي`,
    start: 'بدء الرحلة',
    report: 'الإبلاغ عن تعطل',
    reportSubmit: 'إبلاغ',
    reason: 'السبب',
    breakdown: 'عطل فني',
    notes: 'ملاحظات',
    disruptionTitle: 'رحلة متعطلة',
    parentsTold: 'أُبلغ أولياء الأمور',
    toldNone: 'لم يُبلَّغ أحد بعد',
    toldTwo: 'وليّا أمر',
    disruptedSubject: (students: string) => `تعطلت رحلة ${students}`,
    pending: 'بانتظار الإرسال',
    sending: 'قيد الإرسال',
    sent: 'أُرسل',
    linkTitle: 'رحلة طفلك',
    linkEta: /^بعد (دقيقة واحدة|دقيقتين|\d+ دقائق|\d+ دقيقة) تقريباً$/,
    linkNotBoarded: 'لم يصعد طفلك إلى الحافلة بعد',
    otherLanguage: 'English',
  },
  en: {
    parentName: 'Full name',
    parentPhone: 'Mobile number',
    parentEmail: 'Email (optional)',
    studentNameAr: 'Student name in Arabic',
    grade: 'Grade',
    school: 'School',
    package: 'Package',
    openMap: 'Choose on the map',
    submit: 'Send the registration',
    thanks: 'Thank you, your registration has been received',
    review: (reference: string) => `Review request ${reference}`,
    approve: 'Approve',
    approved: (reference: string) =>
      `Request ${reference} approved; the student and subscription were created`,
    approvedSubject: (reference: string) => `Registration ${reference} approved`,
    receivedSubject: (reference: string) => `Registration request ${reference} received`,
    approvedBody: (student: string) => `the school-transport registration of ${student} is approved`,
    start: 'Start trip',
    report: 'Report disruption',
    reportSubmit: 'Report',
    reason: 'Reason',
    breakdown: 'Breakdown',
    notes: 'Notes',
    disruptionTitle: 'Disrupted trip',
    parentsTold: 'Parents told',
    toldNone: 'None yet',
    toldTwo: '2 parents',
    disruptedSubject: (students: string) => `${students}'s trip is disrupted`,
    pending: 'Waiting',
    sending: 'Sending',
    sent: 'Sent',
    linkTitle: "Your child's trip",
    linkEta: /^in about (1 minute|\d+ minutes)$/,
    linkNotBoarded: 'Your child has not boarded the bus yet',
    otherLanguage: 'العربية',
  },
} as const;

interface Named {
  id: string;
  nameAr: string;
  nameEn: string;
}
type Stop = Named & { lat: number; lng: number };
interface NoticeRecord {
  status: string;
  attempts: number;
  lastError: string | null;
}

const mail = new TestMailServer(mailPort());

// The demo's families are never told (the seed keeps their notices unsent, ADR 0031): the first
// notice this server sends is this spec's own, with no backlog ahead of it.
test.beforeAll(() => mail.up());
test.afterAll(() => mail.release());

let counter = 0;
/** An address no other test writes to (the API keeps e-mails in lower case). */
function uniqueEmail(who: string): string {
  counter += 1;
  return `${who}.${Date.now().toString(36)}${counter}@rihla.test`;
}

/** A school with a free seat (or no limit), so an approval creates the student at once. */
async function schoolWithSeats(api: RihlaApi): Promise<string> {
  const seats =
    await api.get<{ schoolId: string; seats: number | null; taken: number }[]>('/seat-capacities');
  const free = seats.find((s) => s.seats === null || s.seats - s.taken >= 4);
  if (!free) throw new Error('the demo data has no school with free seats');
  return free.schoolId;
}

/** The e-mail notices sent to an address, as the API lists them. */
async function emailNotices(api: RihlaApi, address: string): Promise<NoticeRecord[]> {
  const query = new URLSearchParams({ q: address, channel: 'email' });
  return (await api.get<{ items: NoticeRecord[] }>(`/notices?${query}`)).items;
}

/** Waits until the address's e-mail notices (one unless told) are recorded as sent, then answers the messages it got. */
async function deliveredTo(api: RihlaApi, address: string, count = 1) {
  await expect
    .poll(async () => (await emailNotices(api, address)).map((n) => n.status), { timeout: 90_000 })
    .toEqual(Array(count).fill('sent'));
  return mail.to(address);
}

/** Approves a request from the console's registration queue. */
async function approveInConsole(page: Page, locale: Locale, reference: string) {
  const t = TEXTS[locale];
  await page.goto(`${localizedPath('/dashboard/registration-requests', locale)}?q=${reference}`);
  await page.getByRole('button', { name: t.review(reference) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.approve, exact: true }).click();
  await expect(page.getByText(t.approved(reference))).toBeVisible();
}

/** A visitor (no session) registers a child on the public form in `locale`; answers the reference. */
async function registerOnPublicForm(
  browser: Browser,
  locale: Locale,
  family: { schoolId: string; email: string; student: string },
): Promise<string> {
  const t = TEXTS[locale];
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await visitor.newPage();
  await page.goto(localizedPath('/', locale));
  await page.getByLabel(t.parentName).fill('هيفاء ناصر الدوسري');
  await page.getByLabel(t.parentPhone).fill(uniquePhone());
  await page.getByLabel(t.parentEmail).fill(family.email);
  await page.getByLabel(t.studentNameAr).fill(family.student);
  await page.getByLabel(t.grade, { exact: true }).selectOption('3');
  await page.getByLabel(t.school, { exact: true }).selectOption(family.schoolId);
  await page.getByLabel(t.package, { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: t.openMap }).click();
  const map = page.locator('.home-map__canvas');
  await expect(map).toBeVisible();
  await map.click({ position: { x: 120, y: 90 } });
  await expect(page.getByTestId('home-chosen')).toBeVisible();
  await page.getByRole('button', { name: t.submit }).click();
  const confirmation = page.getByRole('status').filter({ hasText: t.thanks });
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.textContent())?.match(/RQ-[0-9A-Z]{6}/)?.[0];
  await visitor.close();
  if (!reference) throw new Error('the confirmation names no reference');
  return reference;
}

/**
 * A trip of today at one stop whose riders' parents are told by e-mail in `locale`: by default three
 * riders of two parents (one has two children on it).
 */
async function tripWithFamilies(api: RihlaApi, locale: Locale, childrenPerParent = [2, 1]) {
  const school = (await api.get<{ items: Named[] }>('/schools?pageSize=1')).items[0]!;
  const stop = (await api.get<{ items: Stop[] }>('/stops?pageSize=1')).items[0]!;
  const families = [];
  const riders: string[] = [];
  for (const children of childrenPerParent) {
    const email = uniqueEmail('rider.parent');
    const parent = await api.post<{ id: string }>('/parents', {
      name: unique('ولي أمر'),
      phone: uniquePhone(),
      email,
      contacts: [],
    });
    await api.put(`/parents/${parent.id}/notice-preferences`, {
      channels: ['email'],
      language: locale,
      quietFrom: null,
      quietUntil: null,
      nearMinutes: 10,
      version: 0,
    });
    const names: Named[] = [];
    for (let i = 0; i < children; i += 1) {
      const tag = unique('').trim();
      const student = await api.post<Named>('/students', {
        nameAr: `ليان ${tag}`,
        nameEn: `Layan ${tag}`,
        schoolId: school.id,
        grade: 2,
        parentId: parent.id,
      });
      names.push(student);
      riders.push(student.id);
    }
    families.push({ email, names });
  }
  const bus = await createBus(api);
  const driver = await createDriver(api);
  const trip = await api.post<{ id: string; name: string; version: number }>('/trips', {
    name: unique('رحلة'),
    direction: 'to_school',
    schoolId: school.id,
    busId: bus.id,
    driverId: driver.id,
    date: todayInRiyadh(),
    departureTime: '23:00',
    stops: [{ stopId: stop.id, plannedTime: '23:10', studentIds: riders }],
  });
  return { trip, families, stop, bus };
}

// The e-mail's language is what the first test is about: it runs in both.
forEachLocale((locale) => {
  const t = TEXTS[locale];

  test(`a registration made on the public form in ${locale} is acknowledged and approved, and the parent's e-mails arrive in that language`, async ({
    page,
    browser,
    adminApi,
  }) => {
    const email = uniqueEmail('applicant');
    const student = `${locale === 'ar' ? 'تالا' : 'تولين'} ${unique('').trim()}`;
    const schoolId = await schoolWithSeats(adminApi);
    const reference = await registerOnPublicForm(browser, locale, { schoolId, email, student });

    await approveInConsole(page, locale, reference);

    // Two e-mails, both in the form's language: the form's acknowledgement, then the approval.
    const messages = await deliveredTo(adminApi, email, 2);
    expect(messages.map((m) => m.subject).sort()).toEqual(
      [t.receivedSubject(reference), t.approvedSubject(reference)].sort(),
    );
    const message = messages.find((m) => m.subject === t.approvedSubject(reference));
    expect(message!.text).toContain(t.approvedBody(student));
    for (const m of messages) expect(m.headers.get('content-language')).toBe(locale);
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test("a trip with riders is disrupted; each rider's parent gets one e-mail, and the form counts them", async ({
    page,
    adminApi,
  }) => {
    const { trip, families } = await tripWithFamilies(adminApi, locale);
    await page.goto(localizedPath(`/dashboard/trip-screen/update-trip/${trip.id}`, locale));
    await page.getByRole('button', { name: t.start }).click();
    await page.getByRole('button', { name: t.report }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.notes }).fill('توقف المحرك قرب الدوار');
    await chooseOption(page, t.reason, t.breakdown, { within: dialog });
    await dialog.getByRole('button', { name: t.reportSubmit }).click();
    await expect(page.getByRole('heading', { level: 3, name: t.disruptionTitle })).toBeVisible();

    for (const family of families) {
      const [message, ...more] = await deliveredTo(adminApi, family.email);
      expect(more).toEqual([]);
      // One notice per parent, naming all of their children on the trip.
      const names = family.names.map((s) => (locale === 'ar' ? s.nameAr : s.nameEn));
      expect(message!.subject).toBe(t.disruptedSubject(names.join(locale === 'ar' ? '، ' : ', ')));
    }

    // "Parents told" counts what was delivered: both parents, once each.
    const told = page.getByRole('row').filter({ hasText: t.parentsTold });
    await expect(async () => {
      await page.reload();
      await expect(told).toContainText(t.toldTwo, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(told).not.toContainText(t.toldNone);
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test("the bus-near e-mail's trip link shows the parent the child's stop and the bus's ETA, in either language", async ({
    page,
    adminApi,
    playwright,
  }) => {
    const { trip, families, stop, bus } = await tripWithFamilies(adminApi, locale, [1]);
    const [family] = families;
    await adminApi.post(`/trips/${trip.id}/transitions`, { to: 'in_progress', version: trip.version });
    // The bus's tracker: about 1 km north of the stop at 30 km/h, a couple of minutes away.
    const { token } = await adminApi.post<{ token: string }>(`/buses/${bus.id}/device-token`, {});
    const tracker = await playwright.request.newContext({ baseURL: BASE_URL, storageState: undefined });
    const answer = await tracker.post('/api/v1/device/positions', {
      data: {
        points: [{ at: new Date().toISOString(), lat: stop.lat + 0.009, lng: stop.lng, speedKmh: 30 }],
      },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    await tracker.dispose();

    const [message, ...more] = await deliveredTo(adminApi, family!.email);
    expect(more).toEqual([]);
    // PUBLIC_URL is unset on the e2e server: the link is the site's own path, in the parent's language.
    const link = message!.text?.match(/\/(?:en\/)?t\/[\w-]+/)?.[0];
    expect(link).toMatch(locale === 'en' ? /^\/en\/t\// : /^\/t\//);

    // The parent opens it on a phone with no session.
    await page.context().clearCookies();
    const stopIn = (language: Locale) => (language === 'ar' ? stop.nameAr : stop.nameEn);
    const other: Locale = locale === 'ar' ? 'en' : 'ar';
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: t.linkTitle })).toBeVisible();
    await expect(page.getByTestId('trip-link-stop')).toHaveText(stopIn(locale));
    await expect(page.getByTestId('trip-link-eta')).toHaveText(t.linkEta);
    await expect(page.getByTestId('trip-link-boarded')).toHaveText(t.linkNotBoarded);
    // The same link in the other language.
    await page.getByRole('link', { name: t.otherLanguage }).click();
    await expect(page).toHaveURL(new RegExp(`^${BASE_URL}${other === 'en' ? '/en' : ''}/t/[\\w-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[other].linkTitle })).toBeVisible();
    await expect(page.getByTestId('trip-link-stop')).toHaveText(stopIn(other));
    await expect(page.getByTestId('trip-link-eta')).toHaveText(TEXTS[other].linkEta);
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test.describe('while the mail server is down', () => {
    test.afterEach(() => mail.up());

    test('an approval is kept waiting on the notifications screen and its e-mail arrives once, after the server is back', async ({
      page,
      adminApi,
    }) => {
      const email = uniqueEmail('waiting');
      const packages = await adminApi.get<{ items: Named[] }>('/packages?active=true');
      const request = await adminApi.post<{ reference: string }>('/registration-requests', {
        parentName: 'سلمى خالد الحربي',
        parentPhone: uniquePhone(),
        parentEmail: email,
        studentNameAr: `جنى ${unique('').trim()}`,
        grade: 4,
        schoolId: await schoolWithSeats(adminApi),
        homeLat: 24.7743,
        homeLng: 46.7386,
        packageId: packages.items[0]!.id,
      });

      await mail.down();
      await approveInConsole(page, locale, request.reference);

      // The worker tried, was refused, and will try again: the screen says so, with the reason.
      await expect
        .poll(async () => (await emailNotices(adminApi, email))[0]?.attempts ?? 0)
        .toBeGreaterThan(0);
      const query = new URLSearchParams({ q: email, channel: 'email' });
      await page.goto(`${localizedPath('/dashboard/notifications', locale)}?${query}`);
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row).toContainText(/ECONNREFUSED/);
      await expect(row.getByText(new RegExp(`^(${t.pending}|${t.sending})$`))).toBeVisible();
      expect(mail.to(email)).toEqual([]);

      await mail.up();
      const received = await deliveredTo(adminApi, email);
      expect(received).toHaveLength(1);
      await expect(async () => {
        await page.reload();
        await expect(row.getByText(t.sent, { exact: true })).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 60_000 });
      // Sent is final: no attempt follows it, so the one message stays one.
      expect(mail.to(email)).toHaveLength(1);
    });
  });
});

inLocale('en', (locale) => {
  // An SOS toast is the shell's; this test is about the e-mail and the alert centre.
  test.use({ liveAlerts: 'closed' });

  test('an administrator sets the SOS rule to escalate after a minute; an unacknowledged SOS e-mails the escalation operator once', async ({
    page,
    adminApi,
    request,
  }) => {
    const { email, name: lead } = await createDispatcher(adminApi, 'Escalation Lead');

    await page.goto(localizedPath('/dashboard/settings/alert-rules', locale));
    await page.getByRole('button', { name: 'Edit the rule of SOS' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Escalate after (minutes unacknowledged)').fill('1');
    await drawer
      .locator('.ant-form-item')
      .filter({ hasText: 'Escalation channels' })
      .getByRole('checkbox', { name: 'E-mail' })
      .check();
    await chooseOption(page, 'Escalate to operators by name', lead, { within: drawer, search: true });
    await drawer.getByRole('button', { name: 'Save the rule' }).click();
    await expect(page.getByText('The rule of SOS is saved')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'SOS' })).toContainText(
      'After 1 minute unacknowledged',
    );

    // The bus's unit buffered the call for help: it reaches the API 90 s after it was made, so
    // nobody has acknowledged it within the rule's minute (the e2e server sweeps every 500 ms).
    const { bus, token } = await runningTrip(adminApi);
    await device(request, token)('sos', { at: secondsAgo(90) });

    const [message, ...more] = await deliveredTo(adminApi, email);
    expect(more).toEqual([]);
    // An operator who never chose a language is written to in Arabic, the console's default.
    expect(message!.subject).toBe(`تصعيد: استغاثة - الحافلة ${bus.plateNumber} بلا استجابة`);

    await page.goto(`${localizedPath('/dashboard/alerts-screen', locale)}?busId=${bus.id}`);
    // The SOS row: the sweep may also have raised a late start for the test's trip before it started.
    const row = page.getByRole('row').filter({ hasText: bus.plateNumber }).filter({ hasText: 'SOS' });
    await expect(row).toContainText('Escalated');
    await expect(row).toContainText('Raised by: Rule version');
    // Escalated once: a later sweep sends nothing more.
    expect(mail.to(email)).toHaveLength(1);

    // The other specs' SOS calls escalate to nobody.
    const {
      type: _type,
      updatedAt: _at,
      ...rule
    } = await adminApi.get<Record<string, unknown>>('/alert-rules/sos');
    await adminApi.put('/alert-rules/sos', {
      ...rule,
      escalation: { channels: [], roles: [], operatorIds: [], phones: [], afterMinutes: null },
    });
  });
});

interface KpiTripRow {
  date: string;
  name: string;
  schoolNameEn: string;
}

interface ReportSendRecord {
  reportId: string;
  periodTo: string;
  deliveries: { address: string; status: string }[];
}

inLocale('en', (locale) => {
  test("an operator schedules a school's daily report and sends it now: the XLSX arrives holding that school's trips only", async ({
    page,
    adminApi,
  }) => {
    // The latest finished trip of the week before today names the school and its last day with trips,
    // which is the day a daily report sent today covers.
    const week = `from=${todayInRiyadh(-7)}&to=${todayInRiyadh(-1)}`;
    const latest = await adminApi.get<{ items: KpiTripRow[] }>(
      `/kpis/trips?${week}&sort=date:desc&pageSize=1`,
    );
    const { schoolNameEn: school, date } = latest.items[0]!;
    const schools = await adminApi.get<{ items: { id: string; nameEn: string }[] }>(
      `/schools?q=${encodeURIComponent(school)}&pageSize=100`,
    );
    const schoolId = schools.items.find((s) => s.nameEn === school)!.id;
    const expected = await adminApi.get<{ items: KpiTripRow[]; total: number }>(
      `/kpis/trips?from=${date}&to=${date}&schoolId=${schoolId}&pageSize=100`,
    );
    const all = await adminApi.get<{ total: number }>(`/kpis/trips?from=${date}&to=${date}&pageSize=1`);
    // Other schools ran that day too: the report must leave their trips out.
    expect(all.total).toBeGreaterThan(expected.total);
    const principal = uniqueEmail('principal');

    await page.goto(localizedPath('/dashboard/kpis', locale));
    await page.getByRole('button', { name: 'Scheduled reports' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Scheduled reports' })).toBeVisible();
    await page.getByRole('button', { name: 'New scheduled report' }).click();
    const drawer = page.getByRole('dialog', { name: 'New scheduled report' });
    await chooseOption(page, 'School', school, { within: drawer, search: true });
    await expect(drawer.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await drawer.getByRole('textbox', { name: 'At' }).fill('06:45');
    await expect(drawer.getByRole('radio', { name: 'Excel (XLSX)' })).toBeChecked();
    await drawer.getByRole('combobox', { name: 'Recipients' }).fill(principal);
    await drawer.getByRole('combobox', { name: 'Recipients' }).press('Enter');
    await expect(drawer.getByRole('radio', { name: 'English' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();

    const report = `Ridership and on-time — ${school}`;
    const row = page.getByRole('row').filter({ hasText: principal });
    await expect(row).toContainText(report);
    await expect(row).toContainText('Daily at 06:45');
    await row.getByRole('button', { name: `Send now: ${report}` }).click();

    // The log shows the e-mail waiting, then sent, to the principal.
    const log = page.getByRole('row').filter({ hasText: principal }).filter({ hasText: date });
    await expect(log.getByText('Sent', { exact: true })).toBeVisible({ timeout: 60_000 });
    const sends = await adminApi.get<ReportSendRecord[]>('/scheduled-reports/sends');
    const send = sends.find((s) => s.deliveries.some((d) => d.address === principal))!;
    expect(send).toMatchObject({ periodTo: date, deliveries: [{ address: principal, status: 'sent' }] });

    const [message, ...more] = mail.to(principal);
    expect(more).toEqual([]);
    expect(message!.subject).toBe(`${report} report: ${date}`);
    const [file, ...others] = message!.attachments;
    expect(others).toEqual([]);
    expect(file!.filename).toBe(`ridership-${date}.xlsx`);
    const book = new Workbook();
    await book.xlsx.load(file!.content);
    const sheet = book.worksheets[0]!;
    // A row's values start at index 1, as its cells are numbered.
    const titles = sheet.getRow(1).values as CellValue[];
    const column = (title: string) =>
      Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
        String(sheet.getRow(i + 2).getCell(titles.indexOf(title)).value),
      );
    expect(column('Trip name').sort()).toEqual(expected.items.map((trip) => trip.name).sort());
    expect(new Set(column('School'))).toEqual(new Set([school]));
  });
});
