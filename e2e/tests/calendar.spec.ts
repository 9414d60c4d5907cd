import { toHijri } from '@rihla/shared/format/hijri';
import type { RihlaApi } from '../fixtures/api';
import { createBus, createDriver, todayInRiyadh, unique } from '../fixtures/data';
import { typeDate } from '../fixtures/forms';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

type Place = { id: string };
type Period = { kind: 'term' | 'holiday'; startDate: string; endDate: string };

/** The term the day falls in, or a one-day term of its own (the demo's year covers the demo's clock). */
async function termOn(adminApi: RihlaApi): Promise<(day: string) => boolean> {
  const calendar = await adminApi.get<{ items: Period[] }>('/school-calendar');
  return (day) => calendar.items.some((p) => p.kind === 'term' && p.startDate <= day && day <= p.endDate);
}

/**
 * The academic calendar (ADR 0054), in English: an administrator adds a holiday on a day of next
 * week, and the trip already planned on that day is cancelled.
 */
test('a holiday added on a day of next week cancels the trip planned on it', async ({ page, adminApi }) => {
  const day = todayInRiyadh(8);
  // The demo's school year covers the demo's clock; a day outside it gets a term of its own.
  if (!(await termOn(adminApi))(day)) {
    await adminApi.post('/school-calendar', {
      kind: 'term',
      nameAr: 'فصل الاختبار',
      nameEn: 'Test term',
      startDate: day,
      endDate: day,
    });
  }
  const school = (await adminApi.get<{ items: Place[] }>('/schools?pageSize=1')).items[0]!;
  const stop = (await adminApi.get<{ items: Place[] }>('/stops?pageSize=1')).items[0]!;
  const trip = await adminApi.post<{ id: string; name: string }>('/trips', {
    name: unique('Holiday run'),
    direction: 'to_school',
    schoolId: school.id,
    busId: (await createBus(adminApi)).id,
    driverId: (await createDriver(adminApi)).id,
    date: day,
    departureTime: '06:00',
    stops: [{ stopId: stop.id, plannedTime: '06:20', studentIds: [] }],
  });

  await page.goto(localizedPath(`/dashboard/settings/calendar?month=${day.slice(0, 7)}`, 'en'));
  await expect(page.getByRole('heading', { level: 1, name: 'School calendar' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add to the calendar' });
  await form.getByRole('radio', { name: 'Holiday' }).check({ force: true });
  const name = unique('Test holiday');
  await form.getByLabel('Name in Arabic').fill('إجازة اختبار');
  await form.getByLabel('Name in English').fill(name);
  await typeDate(page, 'From', day);
  await typeDate(page, 'To', day);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`${name} saved; one trip on its days was cancelled and its parents and crew told`),
  ).toBeVisible();
  await expect(page.locator(`td[data-date="${day}"]`)).toHaveAttribute('data-state', 'holiday');
  await expect(page.locator(`td[data-date="${day}"]`)).toContainText(name);

  await page.goto(
    localizedPath(`/dashboard/trip-screen?date=${day}&q=${encodeURIComponent(trip.name)}`, 'en'),
  );
  await expect(page.getByRole('row').filter({ hasText: trip.name })).toContainText('Cancelled');
});

/**
 * In Arabic: the calendar imported from a small CSV whose dates are Hijri (Umm al-Qura); the
 * holiday it holds shows on its Gregorian day of the month view.
 */
test('a CSV with Hijri dates imports a holiday that shows on the month view', async ({ page, adminApi }) => {
  const day = todayInRiyadh(40);
  const hijri = toHijri(day)!;
  const hijriText = `${hijri.year}-${String(hijri.month).padStart(2, '0')}-${String(hijri.day).padStart(2, '0')}`;
  const name = unique('إجازة مستوردة');
  const lines = ['النوع,الاسم بالعربية,الاسم بالإنجليزية,تاريخ البداية,تاريخ النهاية'];
  if (!(await termOn(adminApi))(day))
    lines.push(`فصل دراسي,فصل مستورد,Imported term,${hijriText},${hijriText}`);
  lines.push(`إجازة,${name},Imported holiday,${hijriText},${hijriText}`);

  await page.goto(localizedPath(`/dashboard/settings/calendar?month=${day.slice(0, 7)}`, 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: 'التقويم الدراسي' })).toBeVisible();
  await page.getByRole('button', { name: 'استيراد من ملف' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.locator('input[type=file]').setInputFiles({
    name: 'calendar.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  const count = lines.length - 1;
  await drawer.getByRole('button', { name: `استيراد الصفوف الصحيحة (${count})` }).click();
  await expect(page.getByText(/^استُورد /)).toBeVisible();
  await expect(page.locator(`td[data-date="${day}"]`)).toHaveAttribute('data-state', 'holiday');
  await expect(page.locator(`td[data-date="${day}"]`)).toContainText(name);
});
