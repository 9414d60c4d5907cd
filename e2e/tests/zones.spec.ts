import { createDispatcher, unique } from '../fixtures/data';
import { mailPort } from '../fixtures/environment';
import { chooseOption } from '../fixtures/forms';
import { device, type Named, runningTrip, secondsAgo } from '../fixtures/live-trip';
import { inLocale } from '../fixtures/locales';
import { TestMailServer } from '../fixtures/mail-server';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

interface Zone extends Named {
  shape: { type: 'polygon'; points: { lat: number; lng: number }[] };
}

/** `HH:MM` on the company's clock (Riyadh) `minutes` from now: rule windows around the test's own hour. */
function riyadhTime(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Riyadh',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

const mail = new TestMailServer(mailPort());
test.afterAll(() => mail.release());

inLocale('en', (locale) => {
  test('an operator draws a no-go zone and sets its rule to e-mail a dispatcher in a window: a bus that enters it is e-mailed once and shows on its trip timeline', async ({
    page,
    adminApi,
    request,
  }) => {
    // The mail server's port may be another spec's for a while (they take turns).
    test.setTimeout(600_000);
    const nameEn = unique('Closed market street');
    const nameAr = unique('شارع السوق المغلق');
    await page.goto(localizedPath('/dashboard/zones', locale));
    await expect(page.getByRole('heading', { level: 3, name: 'Zones' })).toBeVisible();
    await page.getByRole('button', { name: 'Add zone' }).click();
    await page.getByLabel('Arabic name').fill(nameAr);
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

    // The rule: entering a no-go zone e-mails a dispatcher, in a window around now on the company's clock.
    const { email, name: dispatcher } = await createDispatcher(adminApi, 'Zone Watch');
    const {
      type: _type,
      updatedAt: _at,
      ...before
    } = await adminApi.get<Record<string, unknown>>('/alert-rules/zone_entered');
    await page.goto(localizedPath('/dashboard/settings/alert-rules', locale));
    await page.getByRole('button', { name: 'Edit the rule of Entered a no-go zone' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('From (HH:MM)').fill(riyadhTime(-60));
    await drawer.getByLabel('Until (HH:MM)').fill(riyadhTime(60));
    await drawer
      .locator('.ant-form-item')
      .filter({ has: page.getByText('Channels', { exact: true }) })
      .getByRole('checkbox', { name: 'E-mail' })
      .check();
    await chooseOption(page, 'Operators by name', dispatcher, { within: drawer, search: true });
    await drawer.getByRole('button', { name: 'Save the rule' }).click();
    await expect(page.getByText('The rule of Entered a no-go zone is saved')).toBeVisible();

    const zone = (await adminApi.get<{ items: Zone[] }>(`/geofences?q=${encodeURIComponent(nameEn)}`))
      .items[0]!;
    const [a, b, c] = zone.shape.points;
    const inside = { lat: (a!.lat + b!.lat + c!.lat) / 3, lng: (a!.lng + b!.lng + c!.lng) / 3 };
    // Beyond a corner, as far again from the middle: outside the zone.
    const outside = { lat: 2 * a!.lat - inside.lat, lng: 2 * a!.lng - inside.lng };
    const notices = async () =>
      (
        await adminApi.get<{ items: { status: string }[] }>(
          `/notices?${new URLSearchParams({ q: email, channel: 'email' })}`,
        )
      ).items;

    // A bus on a trip reports a fix inside the drawn zone: one e-mail reaches the dispatcher.
    await mail.up();
    const { trip, token, bus } = await runningTrip(adminApi);
    const fixes = device(request, token);
    await fixes('positions', { points: [{ at: secondsAgo(1800), ...inside, speedKmh: 20 }] });
    await expect
      .poll(async () => (await notices()).map((n) => n.status), { timeout: 90_000 })
      .toEqual(['sent']);
    const [message, ...more] = mail.to(email);
    expect(more).toEqual([]);
    // An operator who never chose a language is written to in Arabic; the e-mail names the zone.
    expect(message!.subject).toContain(`دخول منطقة محظورة - الحافلة ${bus.plateNumber}`);
    expect(message!.text).toContain(`المنطقة: ${nameAr}`);

    // Outside the rule's hours nothing is raised or sent: the alert resolved, the bus leaves and comes back.
    const [alert] = (
      await adminApi.get<{ items: { id: string }[] }>(`/alerts?busId=${bus.id}&type=zone_entered`)
    ).items;
    await adminApi.post(`/alerts/${alert!.id}/actions`, { action: 'resolve' });
    const saved = await adminApi.get<Record<string, unknown>>('/alert-rules/zone_entered');
    const { type: _t, updatedAt: _u, ...rule } = saved;
    await adminApi.put('/alert-rules/zone_entered', {
      ...rule,
      activeFrom: riyadhTime(120),
      activeUntil: riyadhTime(180),
    });
    await fixes('positions', { points: [{ at: secondsAgo(1200), ...outside, speedKmh: 20 }] });
    await fixes('positions', { points: [{ at: secondsAgo(600), ...inside, speedKmh: 20 }] });
    const raised = await adminApi.get<{ total: number }>(`/alerts?busId=${bus.id}&type=zone_entered`);
    expect(raised.total).toBe(1);
    expect(await notices()).toHaveLength(1);
    expect(mail.to(email)).toHaveLength(1);
    await mail.release();
    // The other tests' zones alert in the console only, as before.
    await adminApi.put('/alert-rules/zone_entered', { ...before, version: (saved.version as number) + 1 });

    await page.goto(localizedPath(`/dashboard/monitor-screen/trips-details/${trip.id}`, locale));
    await expect(page.getByRole('heading', { level: 3, name: trip.name })).toBeVisible();
    await expect(page.getByText(`Alert — Entered a no-go zone · zone ${nameEn}`)).toBeVisible();
  });
});
