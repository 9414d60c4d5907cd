import { todayInRiyadh } from '../fixtures/data';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

interface Summary {
  trips: number;
  schoolArrivals: { onTime: number; late: number };
  riders: number;
}

interface TripPage {
  items: { tripId: string; name: string; schoolArrival: string | null }[];
  total: number;
}

inLocale('en', (locale) => {
  test("the demo's month: the figures the API counts, and the trips behind the late arrivals", async ({
    page,
    adminApi,
  }) => {
    // The thirty days before today: finished, so other suites' trips of today cannot move the figures.
    const range = `from=${todayInRiyadh(-30)}&to=${todayInRiyadh(-1)}`;
    const summary = await adminApi.get<Summary>(`/kpis?${range}`);
    expect(summary.trips).toBeGreaterThan(0);
    expect(summary.schoolArrivals.late).toBeGreaterThan(0);

    await page.goto(`${localizedPath('/dashboard/kpis', locale)}?${range}`);
    await expect(page.getByRole('heading', { level: 3, name: 'Performance figures' })).toBeVisible();
    const value = (key: string) => page.getByTestId(`kpi-${key}`).getByTestId('kpi-value');
    await expect(value('trips')).toHaveText(summary.trips.toLocaleString('en-US'));
    await expect(value('schoolLate')).toHaveText(summary.schoolArrivals.late.toLocaleString('en-US'));
    await expect(value('riders')).toHaveText(summary.riders.toLocaleString('en-US'));
    await expect(
      page.getByRole('img', { name: 'Arrivals at school per day, on time and late' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Show the trips behind: Late at school' }).click();
    const drawer = page.getByRole('dialog', { name: 'Trips: late at school' });
    await expect(drawer).toBeVisible();
    const late = await adminApi.get<TripPage>(`/kpis/trips?${range}&figure=schoolLate`);
    expect(late.total).toBe(summary.schoolArrivals.late);
    const first = late.items[0]!;
    const rows = drawer.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(Math.min(20, late.total));
    await expect(rows.first()).toContainText('Late');
    await drawer.getByRole('link', { name: first.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/dashboard/monitor-screen/trips-details/${first.tripId}$`));
  });
});
