import { createBus } from '../fixtures/data';
import { DIRECTION, forEachLocale, inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

const LOCALE_COOKIE = 'i18n_redirected';
const YEAR_S = 365 * 24 * 60 * 60;

// Each page's `<html lang dir>` in both languages: route-sweep.spec.ts.

test.describe('pages that do not exist', () => {
  // Chromium reports the 404 document itself as a failed resource; that one is expected.
  test.use({ allowedConsoleErrors: /status of 404 \(Not Found\)/ });

  inLocale('ar', (locale) => {
    const t = textsFor(locale);

    test('an unknown path answers HTTP 404 and says which page was not found', async ({ page }) => {
      const path = localizedPath('/dashboard/no-such-page', locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
      await expect(page.getByText(t.pageNotFound(path), { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
    });
  });

  inLocale('en', (locale) => {
    const t = textsFor(locale);

    test('an invalid id answers HTTP 404 with "Page Not Found: {path}"', async ({ page }) => {
      const path = localizedPath('/dashboard/bus-screen/update-bus/42', locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(t.invalidId(path), { exact: true })).toBeVisible();
    });
  });
});

inLocale('ar', (locale) => {
  const t = textsFor(locale);

  test('the loading bar shows in teal, 3 px high, while a remote page loads', async ({ page }) => {
    await page.goto(localizedPath('/dashboard', locale));
    await expect(page.getByRole('navigation', { name: t.navigation })).toBeVisible();
    // Hold the fleet remote's entry back so the bar is on screen long enough to look at.
    await page.route(/\/remotes\/fleet\/(mf-manifest\.json|remoteEntry[^/]*\.js)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: t.navigation })
      .getByRole('link', { name: t.busesArea })
      .click();
    const bar = page.locator('.loading-bar');
    await expect(bar).toHaveCSS('opacity', '1');
    await expect(bar).toHaveCSS('background-color', 'rgb(70, 191, 184)');
    await expect(bar).toHaveCSS('height', '3px');
    await expect(page.getByRole('heading', { level: 3, name: t.busListTitle })).toBeVisible();
    await expect(bar).toHaveCSS('opacity', '0');
  });
});

// The language is the behaviour of these: each runs in both.
forEachLocale((locale) => {
  const t = textsFor(locale);

  test('the language switch keeps the page and remembers the choice for a year', async ({
    page,
    context,
  }) => {
    const other = locale === 'ar' ? 'en' : 'ar';
    await page.goto(localizedPath('/dashboard/bus-screen', locale));
    await expect(page.getByRole('heading', { name: t.busListTitle })).toBeVisible();

    await page.getByRole('button', { name: t.otherLanguage }).click();
    await expect(page).toHaveURL(localizedPath('/dashboard/bus-screen', other));
    await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[other]);
    await expect(page.getByRole('heading', { name: textsFor(other).busListTitle })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe(other);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_S - 120);
    expect(lifetime).toBeLessThanOrEqual(YEAR_S);
  });

  // The spec's top-right corner, mirrored on the Arabic page (where the top right holds the logo
  // and the operator's name).
  const corner = locale === 'ar' ? 'left' : 'right';
  test(`a toast appears top-${corner}, 20 px from the edges, after saving a bus`, async ({
    page,
    adminApi,
  }) => {
    const bus = await createBus(adminApi);
    // The page's timers run on Playwright's clock, held still from the save on: the toast's 4 s
    // life cannot run out before its place is read, however slow the machine.
    await page.clock.install();
    await page.goto(localizedPath(`/dashboard/bus-screen/update-bus/${bus.id}`, locale));
    await expect(page.getByLabel(t.plateNumber)).toHaveValue(bus.plateNumber);
    // Paused a little ahead of the page's own clock (not the test's: a loaded machine lets the two
    // drift, and a pause in the page's past is refused).
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 2000);
    await page.getByRole('button', { name: t.save }).click();

    const toast = page
      .getByRole('region', { name: t.notifications })
      .getByRole('status')
      .filter({ hasText: t.busSaved(bus.plateNumber) });
    await expect(toast).toBeVisible();
    // Read once its enter animation (drawn by the browser, not the held timers) has ended.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the toast or the page has no box');
    const fromSide = corner === 'right' ? viewport.width - (box.x + box.width) : box.x;
    expect({ fromTop: Math.round(box.y), fromSide: Math.round(fromSide) }).toEqual({
      fromTop: 20,
      fromSide: 20,
    });
  });
});
