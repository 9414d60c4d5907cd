import { forEachLocale } from '../fixtures/locales';
import { localizedPath, ROUTES } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

const STATUS = { ar: 'الحالة', en: 'Status' } as const;

forEachLocale((locale) => {
  test.describe('trip list on a 1366 px screen', () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test('keeps the status column in view and scrolls the table inside its card', async ({ page }) => {
      await page.goto(localizedPath('/dashboard/trip-screen', locale));
      const status = page.getByRole('columnheader', { name: STATUS[locale] });
      await expect(status).toBeVisible();
      const box = await status.boundingBox();
      if (!box) throw new Error('the status header has no box');
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1366);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe('a map on a short screen', () => {
    test.use({ viewport: { width: 1366, height: 560 } });

    test('scrolls its zoom control under the sticky header, not over it', async ({ page }) => {
      await page.goto(localizedPath('/dashboard/monitor-screen', locale));
      const zoomIn = page.locator('.leaflet-control-zoom-in');
      await zoomIn.waitFor();
      await zoomIn.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 30));
      const box = await zoomIn.boundingBox();
      if (!box) throw new Error('the zoom control has no box');
      const onTop = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x, y)?.closest('.app-header')),
        [box.x + box.width / 2, box.y + box.height / 2] as const,
      );
      expect(onTop).toBe(true);
    });
  });

  test.describe('a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // Every list and the overview of the route table (forms and detail pages have their own suites).
    const pages = ROUTES.filter(
      (route) =>
        route.path.startsWith('/dashboard') && !route.path.includes(':id') && !/add|compose/.test(route.page),
    );

    test('never scrolls a list page sideways: wide tables scroll inside their card', async ({ page }) => {
      test.setTimeout(240_000);
      const overflowing: string[] = [];
      for (const route of pages) {
        await page.goto(localizedPath(route.path, locale));
        await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
        // Measured once the page's data is in: no skeleton or spinner left.
        await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) overflowing.push(`${route.path} (+${overflow} px)`);
      }
      expect(pages.length).toBeGreaterThan(15);
      expect(overflowing).toEqual([]);
    });
  });
});
