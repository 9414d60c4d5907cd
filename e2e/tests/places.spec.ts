import type { Page } from '@playwright/test';
import { unique } from '../fixtures/data';
import { chooseOption } from '../fixtures/forms';
import { inLocale } from '../fixtures/locales';
import { type Locale, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads, written out so a changed translation fails here. */
const TEXTS = {
  ar: {
    schools: 'المدارس',
    stops: 'المحطات',
    addSchool: 'إضافة مدرسة',
    addStop: 'إضافة محطة',
    nameAr: 'الاسم بالعربية',
    nameEn: 'الاسم بالإنجليزية',
    gender: 'الفئة',
    girls: 'بنات',
    schoolMap: 'موقع المدرسة على الخريطة',
    stopMap: 'موقع المحطة على الخريطة',
    latitude: 'خط العرض',
    schoolsServed: 'المدارس المخدومة',
    save: 'حفظ',
    saved: 'حُفظت',
    edit: 'تعديل',
    delete: 'حذف',
    history: 'سجل تعديلات المدرسة',
    searchSchools: 'ابحث بالاسم أو العنوان',
    inUse: 'لا يمكن حذف هذا العنصر لأن سجلات أخرى مرتبطة به',
  },
  en: {
    schools: 'Schools',
    stops: 'Stops',
    addSchool: 'Add a school',
    addStop: 'Add a stop',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    gender: 'Gender',
    girls: 'Girls',
    schoolMap: 'Location of the school on the map',
    stopMap: 'Location of the stop on the map',
    latitude: 'Latitude',
    schoolsServed: 'Schools served',
    save: 'Save',
    saved: 'saved',
    edit: 'Edit',
    delete: 'Delete',
    history: 'Changes to this school',
    searchSchools: 'Search by name or address',
    inUse: 'This item cannot be deleted because other records refer to it',
  },
} satisfies Record<Locale, Record<string, string>>;

/** Places the pin with a real click on the map, as an administrator would. */
async function clickMap(page: Page, mapName: string, latitudeLabel: string): Promise<void> {
  await page.getByRole('region', { name: mapName }).click({ position: { x: 180, y: 140 } });
  await expect(page.getByLabel(latitudeLabel, { exact: true })).not.toHaveValue('');
  await expect(page.getByRole('region', { name: mapName }).locator('.leaflet-marker-icon')).toHaveCount(1);
}

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test('an administrator adds a school on the map, edits it and sees the change in its history', async ({
    page,
  }) => {
    const nameAr = unique('مدرسة الاختبار');
    const nameEn = unique('Test School');
    const shown = locale === 'ar' ? nameAr : nameEn;
    await page.goto(localizedPath('/dashboard/settings', locale));
    await page
      .getByRole('link', { name: new RegExp(t.schools) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t.schools })).toBeVisible();

    await page.getByRole('button', { name: t.addSchool }).click();
    await page.getByLabel(t.nameAr, { exact: true }).fill(nameAr);
    await page.getByLabel(t.nameEn, { exact: true }).fill(nameEn);
    await clickMap(page, t.schoolMap, t.latitude);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(new RegExp(t.saved)).first()).toBeVisible();

    await page.getByRole('searchbox', { name: t.searchSchools }).fill(shown);
    // The search reaches the URL after a pause in typing: the editor is opened after it.
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: shown }).click();
    // The editor opens once the school is loaded; its gender field, not the list's gender filter.
    await expect(page.getByLabel(t.nameAr, { exact: true })).toHaveValue(nameAr);
    await chooseOption(page, t.gender, t.girls, { within: page.locator('form') });
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('searchbox', { name: t.searchSchools }).fill(shown);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('row').filter({ hasText: shown })).toContainText(t.girls);

    await page.getByRole('link', { name: shown }).click();
    const history = page.locator('.ant-card').filter({ hasText: t.history });
    await expect(history.getByText(t.girls)).toBeVisible();
  });
});

inLocale('en', (locale) => {
  const t = TEXTS[locale];

  test('an administrator adds a stop for a school on the map, finds it under that school, and deletes it', async ({
    page,
    adminApi,
  }) => {
    const school = await adminApi.post<{ id: string; nameAr: string; nameEn: string }>('/schools', {
      nameAr: unique('مدرسة المحطات'),
      nameEn: unique('Stops School'),
      gender: 'boys',
      lat: 24.75,
      lng: 46.68,
      startTime: '06:45',
      endTime: '12:30',
    });
    const schoolName = locale === 'ar' ? school.nameAr : school.nameEn;
    const stopAr = unique('محطة الاختبار');
    const stopEn = unique('Test Stop');
    const shown = locale === 'ar' ? stopAr : stopEn;

    await page.goto(`${localizedPath('/dashboard/settings/stops', locale)}?schoolId=${school.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t.stops })).toBeVisible();
    await page.getByRole('button', { name: t.addStop }).click();
    await page.getByLabel(t.nameAr, { exact: true }).fill(stopAr);
    await page.getByLabel(t.nameEn, { exact: true }).fill(stopEn);
    // Opened from the school's stops: the new stop already serves it.
    await expect(page.locator('.ant-select-selection-item').filter({ hasText: schoolName })).toBeVisible();
    await clickMap(page, t.stopMap, t.latitude);
    await page.getByRole('button', { name: t.save }).click();

    await expect(page).toHaveURL(new RegExp(`schoolId=${school.id}`));
    const row = page.getByRole('row').filter({ hasText: shown });
    await expect(row).toContainText(schoolName);
    await row.getByRole('button', { name: `${t.delete} ${shown}` }).click();
    await page.getByRole('button', { name: t.delete, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: shown })).toHaveCount(0);
  });
});

inLocale('ar', (locale) => {
  const t = TEXTS[locale];

  test.describe('a school in use', () => {
    // The refused DELETE is a 409 the browser logs; the test is about showing it.
    test.use({ allowedConsoleErrors: /status of 409 \(Conflict\)/ });

    test('deleting a school that students attend shows the refusal', async ({ page, adminApi }) => {
      const students = await adminApi.get<{ items: Array<{ schoolId: string }> }>('/students?pageSize=1');
      const schoolId = students.items[0]?.schoolId;
      expect(schoolId).toBeTruthy();
      const school = await adminApi.get<{ nameAr: string; nameEn: string }>(`/schools/${schoolId}`);
      const shown = locale === 'ar' ? school.nameAr : school.nameEn;
      await page.goto(localizedPath('/dashboard/settings/schools', locale));
      await page.getByRole('searchbox', { name: t.searchSchools }).fill(shown);
      await expect(page).toHaveURL(/[?&]q=/);
      await page.getByRole('button', { name: `${t.delete} ${shown}` }).click();
      await page.getByRole('button', { name: t.delete, exact: true }).click();
      await expect(page.getByText(t.inUse)).toBeVisible();
    });
  });
});
