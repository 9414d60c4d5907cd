import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// The crew's phone app (ADR 0051): a phone, no console session.
test.use({
  storageState: { cookies: [], origins: [] },
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

/** Nothing wider than the phone, and every button and link at least 48 px both ways. */
async function expectPhoneFit(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
  for (const target of await page.locator('main button, main a, main input, header a, header button').all()) {
    const box = await target.boundingBox();
    if (!box) continue;
    const label = (await target.textContent()) ?? (await target.getAttribute('name')) ?? '';
    expect(box.height, `height of ${label}`).toBeGreaterThanOrEqual(48);
    expect(box.width, `width of ${label}`).toBeGreaterThanOrEqual(48);
  }
}

test.describe('the crew app', () => {
  test('is an installable Arabic right-to-left page at /crew, English at /en/crew', async ({ page }) => {
    await page.goto('/crew');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'طاقم الحافلة' })).toBeVisible();
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/crew/manifest.ar.webmanifest');
    const manifest = await (await page.request.get(manifestUrl!)).json();
    expect(manifest).toMatchObject({ start_url: '/crew', scope: '/crew', display: 'standalone', dir: 'rtl' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    // The service worker takes the page and keeps it for offline use.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/crew');
    await expectPhoneFit(page);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/crew$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Bus crew' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/crew/manifest.en.webmanifest',
    );
    await expectPhoneFit(page);
  });
});
