import { forEachLocale, inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

// Whether any list page scrolls sideways on a phone or a 1 366 px screen: route-sweep.spec.ts.

const STATUS = { ar: 'الحالة', en: 'Status' } as const;

// The table's start is on the right in Arabic and on the left in English: both are laid out.
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
});

inLocale('en', (locale) => {
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
});
