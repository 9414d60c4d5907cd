import type { Page } from '@playwright/test';
import type { RihlaApi } from '../fixtures/api';
import { blockingColourViolations, blockingViolations } from '../fixtures/axe';
import { DIRECTION, forEachLocale } from '../fixtures/locales';
import { expectedTitle } from '../fixtures/page-titles';
import { demoIdFor } from '../fixtures/route-ids';
import {
  LOGIN_PATH,
  type Locale,
  localizedPath,
  pathFor,
  ROUTES,
  type RouteDefinition,
  routesOf,
} from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

/**
 * Every page of the route table, and the sign-in page, in both languages. One test per page owner
 * (the host, each remote, the public pages with sign-in) and language visits its pages in one
 * browser page, so the shell and the remote are fetched once; each page is checked and named on
 * its own (soft checks: a failure names the route and the test goes on to the next). On each page:
 * HTTP 200, `<html lang dir>`, the title the operator reads, no skeleton or spinner left, the
 * console (the `consoleErrors` fixture) and axe with every rule. In Arabic the page is then redrawn
 * in the dark colour scheme, in place, for axe's colour rules. Every list page is then narrowed to
 * a 390 px phone and widened to a 1 366 px screen, in place, and must not scroll sideways; every
 * details and edit page is narrowed to the phone too.
 */

test.describe.configure({ mode: 'parallel' });
// A toast that fades out while axe runs would read as low contrast: the operator's reduced-motion
// setting makes the fades near-instant (the colours are the same).
test.use({ reducedMotion: 'reduce', viewport: { width: 1366, height: 768 } });

const PHONE = { width: 390, height: 844 };
const SCREEN = { width: 1366, height: 768 };

/** A page a phone opens from the navigation: every list, the overview, settings and account. */
function isListPage(route: RouteDefinition): boolean {
  return route.layout === 'default' && !route.path.includes(':id') && !/add|compose/.test(route.page);
}

/** A record's details or edit page: read on a phone too (a parent's, a student's, a settlement's). */
function isRecordPage(route: RouteDefinition): boolean {
  return route.layout === 'default' && route.path.includes(':id');
}

const DASHBOARD_OWNERS = [
  ...new Set(ROUTES.filter((route) => route.layout === 'default').map((route) => route.owner)),
];

/**
 * Waits until the page's layout holds still: its width the same over a few frames once the
 * components that follow the viewport or the colour scheme have drawn again.
 */
async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let width = -1;
    for (let still = 0; still < 3; ) {
      await frame();
      const now = document.documentElement.scrollWidth;
      still = now === width ? still + 1 : 0;
      width = now;
    }
  });
}

/** Sets the viewport, opens or folds the side navigation as a page opened at that width has it. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // The shell folds its navigation on screens up to 900 px when a page opens (dashboard-layout.tsx).
  const folded = size.width <= 900;
  const dashboard = page.locator('.dashboard');
  if ((await dashboard.getAttribute('data-collapsed')) !== String(folded)) {
    await page.locator('.side-nav__toggle').click();
  }
  await expect(dashboard).toHaveAttribute('data-collapsed', String(folded));
  await layoutSettled(page);
}

/** How many pixels the page scrolls sideways (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/**
 * The header cells of a list's Status and Actions columns, and of its last column, that lie
 * outside the table's visible box: an operator would have to scroll sideways to see them.
 */
function hiddenKeyColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const key = /^(Status|Actions|الحالة|الإجراءات|إجراءات)$/;
    const hidden: string[] = [];
    for (const table of document.querySelectorAll('.ant-table')) {
      const box = (
        table.querySelector('.ant-table-content, .ant-table-body') ?? table
      ).getBoundingClientRect();
      const cells = [...table.querySelectorAll<HTMLElement>('.ant-table-thead th')];
      for (const [index, cell] of cells.entries()) {
        const text = cell.textContent?.trim() ?? '';
        if (!key.test(text) && index !== cells.length - 1) continue;
        const rect = cell.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          hidden.push(text || `column ${index + 1}`);
      }
    }
    return hidden;
  });
}

/** Opens one page in place of the last and checks it; `route` undefined is the sign-in page. */
async function checkPage(
  page: Page,
  locale: Locale,
  api: RihlaApi,
  route: RouteDefinition | undefined,
): Promise<void> {
  const name = route?.name ?? 'login';
  await test.step(name, async () => {
    // The last page may have left the dark scheme or a phone's width behind.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(SCREEN);
    const id = route ? await demoIdFor(route, api) : undefined;
    const response = await page.goto(route ? pathFor(route, locale, id) : localizedPath(LOGIN_PATH, locale));
    expect.soft(response?.status(), `HTTP status of ${name}`).toBe(200);

    const html = page.locator('html');
    await expect.soft(html, `lang of ${name}`).toHaveAttribute('lang', locale);
    await expect.soft(html, `dir of ${name}`).toHaveAttribute('dir', DIRECTION[locale]);
    const title = await expectedTitle(route, locale, api, id);
    // A remote's first load on a busy 2-core machine can take a while.
    await expect
      .soft(
        page.getByRole('heading', { level: title.level, name: title.text, exact: true }),
        `title of ${name}`,
      )
      .toBeVisible({ timeout: 60_000 });
    await expect
      .soft(page.locator('.remote-skeleton, .ant-skeleton, .ant-spin-spinning'), `skeleton left on ${name}`)
      .toHaveCount(0);
    expect.soft(await blockingViolations(page), `serious or critical axe violations on ${name}`).toEqual([]);

    if (locale === 'ar') {
      // The operator's system turns dark: the shell and every antd scope draw the page again.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('.rihla-light')).toHaveCount(0);
      await layoutSettled(page);
      expect
        .soft(
          await blockingColourViolations(page),
          `serious or critical axe colour violations on ${name}, dark`,
        )
        .toEqual([]);
    }

    if (route && (isListPage(route) || isRecordPage(route))) {
      for (const size of isListPage(route) ? [PHONE, SCREEN] : [PHONE]) {
        await resize(page, size);
        // Wide tables scroll inside their card; the page itself never scrolls sideways.
        expect.soft(await sidewaysOverflow(page), `sideways scroll of ${name} at ${size.width} px`).toBe(0);
      }
      if (isListPage(route)) {
        // At 1 366 px no list hides what state a row is in or what can be done with it.
        expect
          .soft(await hiddenKeyColumns(page), `Status or Actions out of view on ${name} at 1366 px`)
          .toEqual([]);
      }
    }
  });
}

forEachLocale((locale) => {
  test.describe('signed out', () => {
    test.use({
      storageState: { cookies: [], origins: [] },
      // Signed out, the sign-in page's session check answers 401 and Chromium logs it.
      allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
    });

    test('every public page and the sign-in page', async ({ page, adminApi }) => {
      for (const route of routesOf('landing')) await checkPage(page, locale, adminApi, route);
      await checkPage(page, locale, adminApi, undefined);
    });
  });

  for (const owner of DASHBOARD_OWNERS) {
    const routes = routesOf(owner);
    test(`every page of ${owner}`, async ({ page, adminApi }) => {
      // About a minute a page on the slowest CI machine seen, axe being most of it.
      test.setTimeout(routes.length * 60_000);
      for (const route of routes) await checkPage(page, locale, adminApi, route);
    });
  }
});
