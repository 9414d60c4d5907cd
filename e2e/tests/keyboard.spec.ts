import type { Locator, Page } from '@playwright/test';
import { isoDateIn, pickerDate, uniquePlate } from '../fixtures/data';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/environment';
import { inLocale } from '../fixtures/locales';
import { LOGIN_PATH, localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

const REVIEW_REQUEST = { ar: /^مراجعة الطلب/, en: /^Review request/ } as const;
const TABS_TO_ANY_CONTROL = 80;

/** Presses Tab (only the keyboard) until the element has focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < TABS_TO_ANY_CONTROL; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field and types into it, as an operator without a mouse does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

inLocale('ar', (locale) => {
  const t = textsFor(locale);

  test.describe('signed out', () => {
    test.use({
      storageState: { cookies: [], origins: [] },
      allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
    });

    test('sign in with the keyboard alone', async ({ page }) => {
      await page.goto(localizedPath(LOGIN_PATH, locale));
      await typeInto(page, page.getByLabel(t.email), ADMIN_EMAIL);
      await typeInto(page, page.getByLabel(t.password), ADMIN_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(localizedPath('/dashboard', locale));
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(t.greeting) })).toBeVisible();
    });
  });
});

inLocale('en', (locale) => {
  const t = textsFor(locale);

  test('add a bus with the keyboard alone; each new page takes focus at its heading', async ({
    page,
    adminApi,
  }) => {
    const plate = uniquePlate();
    await page.goto(localizedPath('/dashboard/bus-screen', locale));
    // A remote's first load on a busy 2-core machine can take a while.
    await expect(page.getByRole('heading', { level: 3, name: t.busListTitle })).toBeVisible({
      timeout: 60_000,
    });
    await tabTo(page, page.getByRole('button', { name: t.addBus }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(localizedPath('/dashboard/bus-screen/add-bus', locale));
    // The route change moved focus to the new page's heading (announced by screen readers).
    await expect(page.getByRole('heading', { level: 3, name: t.addBusTitle })).toBeFocused();

    await typeInto(page, page.getByLabel(t.plateNumber, { exact: true }), plate.replace(' ', ''));
    await typeInto(page, page.getByLabel(t.model, { exact: true }), 'Toyota Coaster');
    await typeInto(page, page.getByLabel(t.year, { exact: true }), '2023');
    await typeInto(page, page.getByLabel(t.capacity, { exact: true }), '26');
    await typeInto(page, page.getByLabel(t.insuranceExpiry, { exact: true }), pickerDate(isoDateIn(300)));
    await typeInto(page, page.getByLabel(t.inspectionExpiry, { exact: true }), pickerDate(isoDateIn(120)));
    await tabTo(page, page.getByRole('button', { name: t.save }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: t.busSaved(plate) })).toBeVisible();
    await expect(page).toHaveURL(localizedPath('/dashboard/bus-screen', locale));
    await expect(page.getByRole('heading', { level: 3, name: t.busListTitle })).toBeFocused();
    const found = await adminApi.get<{ items: { plateNumber: string; capacity: number }[] }>(
      `/buses?q=${encodeURIComponent(plate)}`,
    );
    expect(found.items).toEqual([expect.objectContaining({ plateNumber: plate, capacity: 26 })]);
  });
});

inLocale('ar', (locale) => {
  test('a drawer takes focus when it opens, keeps Tab inside, closes with Escape and gives focus back to its opener', async ({
    page,
  }) => {
    await page.goto(localizedPath('/dashboard/registration-requests', locale));
    const firstOpener = page.getByRole('button', { name: REVIEW_REQUEST[locale] }).first();
    await expect(firstOpener).toBeVisible({ timeout: 60_000 });
    // Pinned by its own name: another suite may add a request meanwhile, and a refetched list
    // would make `.first()` a different row from the one that opened the drawer.
    const name = await firstOpener.getAttribute('aria-label');
    const opener = page.getByRole('button', { name: name ?? REVIEW_REQUEST[locale], exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // Where focus is: in the drawer (antd's drawer container, around the labelled dialog), out of
    // the document in the browser's own controls (the document has no focus and no element of it
    // keeps it), or on the page behind the drawer.
    const scope = page.locator('.ant-drawer-open');
    const focusIsIn = () =>
      scope.evaluate((drawer) => {
        const active = document.activeElement;
        if (document.hasFocus() && drawer.contains(active)) return 'drawer';
        if (!document.hasFocus() && (active === null || active === document.body)) return 'browser';
        return `the page behind: ${active?.outerHTML.slice(0, 120)}`;
      });
    // The drawer takes focus when it opens.
    await expect.poll(focusIsIn).toBe('drawer');
    // Tab never reaches the page behind the open drawer: past its last control focus goes to the
    // browser's own controls (as with a native modal dialog) and the next Tab comes back into it.
    const stops: string[] = [];
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focusIsIn());
    }
    expect(stops.filter((stop) => stop !== 'drawer' && stop !== 'browser')).toEqual([]);
    // Tab went round the drawer's controls, and every time it left them it came back at once.
    expect(stops.filter((stop) => stop === 'drawer').length).toBeGreaterThan(stops.length / 2);
    expect(stops.filter((stop, i) => stop === 'browser' && stops[i + 1] === 'browser')).toEqual([]);
    // The next Tab from the browser's controls comes back into the drawer.
    if (stops.at(-1) === 'browser') await page.keyboard.press('Tab');
    expect(await focusIsIn()).toBe('drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // Focus goes back to the control that opened the drawer.
    await expect(opener).toBeFocused();
  });
});
