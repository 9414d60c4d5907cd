import { unique } from '../fixtures/data';
import { chooseOption } from '../fixtures/forms';
import { device, type Named, runningTrip, secondsAgo } from '../fixtures/live-trip';
import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

interface Zone extends Named {
  shape: { type: 'polygon'; points: { lat: number; lng: number }[] };
}

inLocale('en', (locale) => {
  test('an operator draws a no-go zone on the map and a bus that enters it shows on its trip timeline', async ({
    page,
    adminApi,
    request,
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

    const zone = (await adminApi.get<{ items: Zone[] }>(`/geofences?q=${encodeURIComponent(nameEn)}`))
      .items[0]!;
    const [a, b, c] = zone.shape.points;
    const inside = { lat: (a!.lat + b!.lat + c!.lat) / 3, lng: (a!.lng + b!.lng + c!.lng) / 3 };
    // A bus on a trip reports a fix inside the drawn zone.
    const { trip, token } = await runningTrip(adminApi);
    await device(request, token)('positions', {
      points: [{ at: secondsAgo(2), ...inside, speedKmh: 20 }],
    });

    await page.goto(localizedPath(`/dashboard/monitor-screen/trips-details/${trip.id}`, locale));
    await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
    await expect(page.getByText('Alert — Entered a no-go zone')).toBeVisible();
  });
});
