import type { RihlaApi } from '../fixtures/api';
import { uniquePhone } from '../fixtures/data';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

interface Named {
  id: string;
  nameAr: string;
  nameEn: string;
}
interface RequestRecord {
  id: string;
  version: number;
  reference: string;
  status: string;
}
interface SeatRecord {
  schoolId: string;
  seats: number | null;
  taken: number;
}
interface Page<T> {
  items: T[];
}

const TEXTS = {
  ar: {
    review: (reference: string) => `مراجعة الطلب ${reference}`,
    approve: 'قبول',
    approved: (reference: string) => `قُبل الطلب ${reference} وأُنشئ الطالب واشتراكه`,
    reject: 'رفض',
    confirmReject: 'تأكيد الرفض',
    reason: 'سبب الرفض',
    reasonRequired: 'هذا الحقل مطلوب',
    rejected: 'مرفوض',
    studentSearch: 'ابحث باسم الطالب بالعربية أو الإنجليزية',
    requestSearch: 'ابحث بالمرجع أو اسم الطالب أو ولي الأمر أو الجوال',
    importOpen: 'استيراد طلاب',
    // Two good rows and two bad ones: Arabic counts them in the dual.
    importSummary: 'families.csv: صفان جاهزان للاستيراد، وصفان فيهما أخطاء',
    unknownSchool: 'المدرسة: لا توجد مدرسة بهذا الاسم',
    gradeTooHigh: 'الصف: القيمة بين 0 و12',
    report: 'تنزيل تقرير الأخطاء',
    importSubmit: (count: number) => `استيراد الصفوف الصحيحة (${count})`,
    imported: 'استُورد طالبان، وأُنشئ ولي أمر جديد واحد',
  },
  en: {
    review: (reference: string) => `Review request ${reference}`,
    approve: 'Approve',
    approved: (reference: string) =>
      `Request ${reference} approved; the student and subscription were created`,
    reject: 'Reject',
    confirmReject: 'Confirm rejection',
    reason: 'Reason for rejection',
    reasonRequired: 'This field is required',
    rejected: 'Rejected',
    studentSearch: "Search a student's name in Arabic or English",
    requestSearch: 'Search by reference, student, parent or mobile',
    importOpen: 'Import students',
    importSummary: 'families.csv: 2 rows ready to import, 2 rows with errors',
    unknownSchool: 'School: No school has this name',
    gradeTooHigh: 'Grade: Between 0 and 12',
    report: 'Download the error report',
    importSubmit: (count: number) => `Import the valid rows (${count})`,
    imported: '2 students imported, 1 new parent created',
  },
} as const;

let counter = 0;
/** A name no other test uses: Arabic words and a number (the folded search matches digits too). */
function uniqueTag(): string {
  counter += 1;
  return `${Date.now() % 1_000_000}${counter}`;
}

/** A school with a free seat (or no limit), so an approval creates the student at once. */
async function schoolWithSeats(api: RihlaApi): Promise<string> {
  const seats = await api.get<SeatRecord[]>('/seat-capacities');
  const free = seats.find((s) => s.seats === null || s.seats - s.taken >= 4);
  if (!free) throw new Error('the demo data has no school with free seats');
  return free.schoolId;
}

async function submitRequest(api: RihlaApi, studentNameAr: string): Promise<RequestRecord> {
  const packages = await api.get<Page<Named>>('/packages?active=true');
  return api.post<RequestRecord>('/registration-requests', {
    parentName: 'منيرة صالح العمري',
    parentPhone: uniquePhone(),
    studentNameAr,
    grade: 5,
    schoolId: await schoolWithSeats(api),
    homeLat: 24.7743,
    homeLng: 46.7386,
    packageId: packages.items[0]!.id,
  });
}

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('review and approve a request, then find the new student', async ({ page, adminApi }) => {
    const name = `جود فيصل العمري ${uniqueTag()}`;
    const request = await submitRequest(adminApi, name);
    await page.goto(`${localizedPath('/dashboard/registration-requests', locale)}?q=${request.reference}`);
    await page.getByRole('button', { name: t.review(request.reference) }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(name)).toBeVisible();
    await drawer.getByRole('button', { name: t.approve, exact: true }).click();
    await expect(page.getByText(t.approved(request.reference))).toBeVisible();

    await page.goto(localizedPath('/dashboard/students-screen', locale));
    await page.getByRole('searchbox', { name: t.studentSearch }).fill(name);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/student-details/);
    await expect(page.getByText(name).first()).toBeVisible();
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test('reject a request, only with a reason', async ({ page, adminApi }) => {
    const request = await submitRequest(adminApi, `رهف ماجد العمري ${uniqueTag()}`);
    await page.goto(localizedPath('/dashboard/registration-requests', locale));
    await page.getByRole('searchbox', { name: t.requestSearch }).fill(request.reference);
    await page.getByRole('button', { name: t.review(request.reference) }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: t.reject, exact: true }).click();
    await drawer.getByRole('button', { name: t.confirmReject }).click();
    await expect(drawer.getByText(t.reasonRequired)).toBeVisible();
    await drawer.getByRole('textbox', { name: t.reason }).fill('العنوان خارج نطاق الخدمة');
    await drawer.getByRole('button', { name: t.confirmReject }).click();
    await expect(drawer).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(request.reference) });
    await expect(row.getByText(t.rejected, { exact: true })).toBeVisible();
    const stored = await adminApi.get<RequestRecord & { rejectionReason: string }>(
      `/registration-requests/${request.id}`,
    );
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: 'العنوان خارج نطاق الخدمة' });
  });

  test('finds an Arabic name typed with another alef form', async ({ page, adminApi }) => {
    const tag = uniqueTag();
    const schoolId = await schoolWithSeats(adminApi);
    await adminApi.post('/students', {
      nameAr: `إيمان أحمد الزهراني ${tag}`,
      nameEn: `Iman Ahmed Al-Zahrani ${tag}`,
      schoolId,
      grade: 6,
    });
    await page.goto(localizedPath('/dashboard/students-screen', locale));
    await page.getByRole('searchbox', { name: t.studentSearch }).fill(`ايمان احمد الزهراني ${tag}`);
    await expect(page.getByRole('link', { name: `إيمان أحمد الزهراني ${tag}` })).toBeVisible();
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('import a file with good and bad rows, read the report, import the good ones', async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const school = (await adminApi.get<Page<Named>>('/schools?pageSize=1&sort=nameAr:asc')).items[0]!;
    const phone = uniquePhone();
    const csv = [
      'nameAr,nameEn,school,grade,homeLat,homeLng,parentName,parentPhone',
      `لمى فهد العتيبي ${tag},Lama Fahd Al-Otaibi ${tag},${school.nameAr},2,24.71,46.67,فهد العتيبي,${phone}`,
      `غلا فهد العتيبي ${tag},Ghala Fahd Al-Otaibi ${tag},${school.nameEn},4,,,فهد العتيبي,${phone}`,
      `جود فهد العتيبي ${tag},Jood Fahd Al-Otaibi ${tag},مدرسة لا وجود لها,3,,,,`,
      `ريم فهد العتيبي ${tag},Reem Fahd Al-Otaibi ${tag},${school.nameAr},14,,,,`,
    ].join('\n');
    await page.goto(localizedPath('/dashboard/students-screen', locale));
    await page.getByRole('button', { name: t.importOpen }).click();
    const drawer = page.getByRole('dialog');
    // The file is taken once the schools, packages and stops its names are matched against are loaded.
    await expect(drawer.locator('input[type=file]')).toBeEnabled();
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'families.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(drawer.getByText(t.importSummary)).toBeVisible();
    await expect(drawer.getByText(t.unknownSchool)).toBeVisible();
    await expect(drawer.getByText(t.gradeTooHigh)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: t.report }).click(),
    ]);
    const report = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(report).toString('utf8');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(text).toContain('مدرسة لا وجود لها');

    await drawer.getByRole('button', { name: t.importSubmit(2) }).click();
    await expect(page.getByText(t.imported)).toBeVisible();
    const found = await adminApi.get<Page<{ nameAr: string; parent: { phone: string } | null }>>(
      `/students?q=${encodeURIComponent(tag)}&sort=nameAr:asc`,
    );
    expect(found.items.map((s) => s.nameAr)).toEqual([`غلا فهد العتيبي ${tag}`, `لمى فهد العتيبي ${tag}`]);
    expect(new Set(found.items.map((s) => s.parent?.phone)).size).toBe(1);
  });
});

inLocale('en', (locale) => {
  test("import a family with its e-mail, package and stop, then see the child's subscription on the family page", async ({
    page,
    adminApi,
  }) => {
    const tag = uniqueTag();
    const school = await adminApi.get<Named>(`/schools/${await schoolWithSeats(adminApi)}`);
    const pkg = (await adminApi.get<Page<Named>>('/packages?active=true&pageSize=1&sort=nameEn:asc'))
      .items[0]!;
    const stop = (await adminApi.get<Page<Named>>('/stops?pageSize=1&sort=nameEn:asc')).items[0]!;
    const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
    // The English headers the template writes in English, the package and stop by their English names.
    const csv = [
      "Name in Arabic,Name in English,School,Grade,Parent,Parent's mobile,Parent's e-mail,Package,Stop",
      [
        `سلمى ناصر القحطاني ${tag}`,
        `Salma Nasser Al-Qahtani ${tag}`,
        school.nameEn,
        '3',
        'ناصر القحطاني',
        uniquePhone(),
        `nasser.${tag}@example.com`,
        pkg.nameEn,
        stop.nameEn,
      ]
        .map(cell)
        .join(','),
    ].join('\n');
    await page.goto(localizedPath('/dashboard/students-screen', locale));
    await page.getByRole('button', { name: 'Import students' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText("Parent's e-mail, Card number, Package, Stop")).toBeVisible();
    await expect(drawer.locator('input[type=file]')).toBeEnabled();
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'family.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await drawer.getByRole('button', { name: 'Import the valid rows (1)' }).click();
    await expect(
      page.getByText('1 student imported, 1 new parent created, 1 subscription made'),
    ).toBeVisible();

    const student = (
      await adminApi.get<
        Page<{ id: string; parent: { id: string; email: string | null } | null; homeStop: Named | null }>
      >(`/students?q=${encodeURIComponent(tag)}`)
    ).items[0]!;
    expect(student.homeStop?.id).toBe(stop.id);
    await page.goto(localizedPath(`/dashboard/parents-screen/parents-details/${student.parent!.id}`, locale));
    await expect(page.getByText(`nasser.${tag}@example.com`).first()).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Salma Nasser Al-Qahtani ${tag}`) }).filter({
      hasText: pkg.nameEn,
    });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });
});
