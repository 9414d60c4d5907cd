import { todayInRiyadh } from '../fixtures/data';
import { chooseOption, typeDate } from '../fixtures/forms';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/** What the operator reads on the planner page (the remote's message files say the same). */
const TEXTS = {
  title: 'مخطط المسارات',
  schools: 'المدارس',
  termStart: 'بداية الفصل',
  termEnd: 'نهاية الفصل',
  searchTime: 'مدة البحث (ثانية)',
  run: 'شغّل المخطط',
  accept: 'اعتمد المقترح',
  acceptedBanner: 'اعتُمد هذا المقترح وأُنشئت رحلاته',
  buses: 'الحافلات',
  bestSoFar: 'أفضل خطة حتى الآن',
  stop: 'أوقف واحتفظ بأفضل خطة',
};

interface TripRow {
  id: string;
  busId: string;
  driverId: string;
  departureTime: string;
  arrivalTime: string;
  status: string;
  studentCount: number;
  bus: { capacity: number };
}

const overlaps = (a: TripRow, b: TripRow) =>
  a.departureTime === b.departureTime || (a.departureTime < b.arrivalTime && b.departureTime < a.arrivalTime);

inLocale('ar', (locale) => {
  test("plan a demo school's students, accept the proposal, and get trips that keep every rule", async ({
    page,
    adminApi,
  }) => {
    test.setTimeout(240_000);
    const school = (await adminApi.get<{ items: { id: string; nameAr: string }[] }>('/schools?pageSize=1'))
      .items[0]!;
    // Past the demo's trips and its documents that expire within 30 days.
    const termStart = todayInRiyadh(42);
    const termEnd = todayInRiyadh(55);

    await page.goto(localizedPath('/dashboard/trip-screen', locale));
    await page.getByRole('button', { name: TEXTS.title }).click();
    await expect(page.getByRole('heading', { level: 3, name: TEXTS.title })).toBeVisible();
    await chooseOption(page, TEXTS.schools, school.nameAr, { search: true });
    await typeDate(page, TEXTS.termStart, termStart);
    await typeDate(page, TEXTS.termEnd, termEnd);
    await page.getByLabel(TEXTS.searchTime, { exact: true }).fill('120');
    await page.getByRole('button', { name: TEXTS.run }).click();

    // The search runs in the API's planner thread: the page shows its progress; stopped, the run keeps its best plan.
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText(TEXTS.bestSoFar)).toBeVisible();
    await page.getByRole('button', { name: TEXTS.stop }).click();
    const accept = page.getByRole('button', { name: TEXTS.accept });
    await expect(accept).toBeVisible();
    await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: TEXTS.buses }).first()).toBeVisible();
    const runId = new URL(page.url()).searchParams.get('run');
    const run = await adminApi.get<{ proposal: { routes: { riders: number }[]; buses: unknown[] } }>(
      `/planner/runs/${runId}`,
    );
    expect(run.proposal.routes.length).toBeGreaterThan(0);

    await accept.click();
    await expect(page.getByText(TEXTS.acceptedBanner)).toBeVisible({ timeout: 60_000 });

    // One trip per route on the term's first day, created by the trips service's own rules: no bus or
    // driver on two trips at once, no bus over its seats.
    const firstDay = await adminApi.get<{ items: TripRow[]; total: number }>(
      `/trips?date=${termStart}&pageSize=100`,
    );
    const planned = firstDay.items.filter((trip) => trip.status === 'scheduled');
    expect(planned.length).toBeGreaterThanOrEqual(run.proposal.routes.length);
    const mine = await adminApi.get<{ total: number }>(
      `/trips?date=${termStart}&schoolId=${school.id}&pageSize=1`,
    );
    expect(mine.total).toBe(run.proposal.routes.length);
    for (const trip of planned) {
      expect(trip.studentCount).toBeLessThanOrEqual(trip.bus.capacity);
      for (const other of planned) {
        if (other.id === trip.id) continue;
        if (other.busId === trip.busId || other.driverId === trip.driverId)
          expect(overlaps(trip, other)).toBe(false);
      }
    }
  });
});
