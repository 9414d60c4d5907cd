import { createBus, createDriver, todayInRiyadh, unique } from '../fixtures/data';
import { typeDate } from '../fixtures/forms';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

type Place = { id: string };
type Period = { kind: 'term' | 'holiday'; startDate: string; endDate: string };

/**
 * The academic calendar (ADR 0054), in English: an administrator adds a holiday on a day of next
 * week, and the trip already planned on that day is cancelled.
 */
test('a holiday added on a day of next week cancels the trip planned on it', async ({ page, adminApi }) => {
  const day = todayInRiyadh(8);
  // The demo's school year covers the demo's clock; a day outside it gets a term of its own.
  const calendar = await adminApi.get<{ items: Period[] }>('/school-calendar');
  const inTerm = calendar.items.some((p) => p.kind === 'term' && p.startDate <= day && day <= p.endDate);
  if (!inTerm) {
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
    page.getByText(`${name} saved; one trip on its days was cancelled and its parents told`),
  ).toBeVisible();
  await expect(page.locator(`td[data-date="${day}"]`)).toHaveAttribute('data-state', 'holiday');
  await expect(page.locator(`td[data-date="${day}"]`)).toContainText(name);

  await page.goto(
    localizedPath(`/dashboard/trip-screen?date=${day}&q=${encodeURIComponent(trip.name)}`, 'en'),
  );
  await expect(page.getByRole('row').filter({ hasText: trip.name })).toContainText('Cancelled');
});
