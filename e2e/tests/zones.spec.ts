import { createBus, createDriver, todayInRiyadh, unique } from '../fixtures/data';
import { BASE_URL } from '../fixtures/environment';
import { chooseOption } from '../fixtures/forms';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

type Named = { id: string; nameAr: string; nameEn: string };
interface Zone extends Named {
  shape: { type: 'polygon'; points: { lat: number; lng: number }[] };
}

inLocale('en', (locale) => {
  test('an operator draws a no-go zone on the map and a bus that enters it shows on its trip timeline', async ({
    page,
    adminApi,
    playwright,
  }) => {
    const nameEn = unique('Closed market street');
    await page.goto(localizedPath('/dashboard/zones', locale));
    await expect(page.getByRole('heading', { level: 3, name: 'Zones' })).toBeVisible();
    await page.getByRole('button', { name: 'Add zone' }).click();
    await page.getByLabel('Arabic name').fill(unique('شارع السوق المغلق'));
    await page.getByLabel('English name').fill(nameEn);
    await chooseOption(page, 'Kind', 'No-go zone');

    // Three corners, clicked on the map.
    const map = page.getByRole('region', { name: 'Zones map' });
    const box = (await map.boundingBox())!;
    for (const [x, y] of [
      [0.4, 0.4],
      [0.6, 0.4],
      [0.5, 0.6],
    ] as const)
      await map.click({ position: { x: box.width * x, y: box.height * y } });
    await expect(page.getByText('3 corners. Drag a corner to move it.')).toBeVisible();
    await page.getByRole('button', { name: 'Save zone' }).click();
    const row = page.getByRole('row').filter({ hasText: nameEn });
    await expect(row).toContainText('No-go zone');
    await expect(row).toContainText('Polygon of 3 corners');

    // A bus on a trip reports a fix inside the drawn zone.
    const zone = (await adminApi.get<{ items: Zone[] }>(`/geofences?q=${encodeURIComponent(nameEn)}`))
      .items[0]!;
    const [a, b, c] = zone.shape.points;
    const inside = { lat: (a!.lat + b!.lat + c!.lat) / 3, lng: (a!.lng + b!.lng + c!.lng) / 3 };
    const school = (await adminApi.get<{ items: Named[] }>('/schools?pageSize=1')).items[0]!;
    const stops = (await adminApi.get<{ items: Named[] }>('/stops?pageSize=2&sort=nameAr:asc')).items;
    const bus = await createBus(adminApi);
    const driver = await createDriver(adminApi);
    const trip = await adminApi.post<{ id: string; name: string; version: number }>('/trips', {
      name: unique('رحلة المنطقة'),
      direction: 'to_school',
      schoolId: school.id,
      busId: bus.id,
      driverId: driver.id,
      date: todayInRiyadh(),
      departureTime: '23:00',
      stops: stops.map((stop, i) => ({ stopId: stop.id, plannedTime: `23:${10 + i * 10}`, studentIds: [] })),
    });
    await adminApi.post(`/trips/${trip.id}/transitions`, { to: 'in_progress', version: trip.version });
    const { token } = await adminApi.post<{ token: string }>(`/buses/${bus.id}/device-token`, {});
    const request = await playwright.request.newContext({ baseURL: BASE_URL, storageState: undefined });
    const posted = await request.post('/api/v1/device/positions', {
      data: { points: [{ at: new Date(Date.now() - 2000).toISOString(), ...inside, speedKmh: 20 }] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    await request.dispose();

    await page.goto(localizedPath(`/dashboard/monitor-screen/trips-details/${trip.id}`, locale));
    await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
    await expect(page.getByText('Alert — Entered a no-go zone')).toBeVisible();
  });
});
