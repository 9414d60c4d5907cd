import type { Page } from '@playwright/test';
import { ROUTES } from '@rihla/shared/routes/route-table';
import type { RihlaApi } from '../fixtures/api';
import { blockingViolations } from '../fixtures/axe';
import { DIRECTION, forEachLocale } from '../fixtures/locales';
import { demoIdFor } from '../fixtures/route-ids';
import { LOGIN_PATH, type Locale, localizedPath, pathFor } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

// One test per page owner and language: its pages are visited in one browser page, so the shell
// and the remote are fetched once (a fresh context per route made this suite several minutes
// longer); each route is still checked and named on its own. Two workers share the tests.
test.describe.configure({ mode: 'parallel' });
// A toast that fades out while axe runs would read as low contrast: the operator's reduced-motion
// setting makes the fades near-instant (the colours are the same).
test.use({ reducedMotion: 'reduce' });

/**
 * Waits until the page shows its content: a heading and no skeleton or spinner. Not `networkidle`:
 * the shell's live feed keeps a request open on every dashboard page.
 */
async function settled(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', DIRECTION[locale]);
  // A remote's first load on a busy 2-core machine can take a while.
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.remote-skeleton, .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

/** Checks the page as it stands; a failure names the route and lets the test go on to the next. */
async function expectNoBlockingViolations(page: Page, routeName: string): Promise<void> {
  expect
    .soft(await blockingViolations(page), `serious or critical axe violations on ${routeName}`)
    .toEqual([]);
}

const DASHBOARD_ROUTES = ROUTES.filter((r) => r.layout === 'default');
const OWNERS = [...new Set(DASHBOARD_ROUTES.map((r) => r.owner))];

/** Visits every dashboard page of one owner in turn and checks each. */
async function checkPagesOf(owner: string, locale: Locale, page: Page, adminApi: RihlaApi): Promise<void> {
  for (const route of DASHBOARD_ROUTES.filter((r) => r.owner === owner)) {
    const response = await page.goto(pathFor(route, locale, await demoIdFor(route, adminApi)));
    expect(response?.status(), route.name).toBe(200);
    await settled(page, locale);
    await expectNoBlockingViolations(page, route.name);
  }
}

forEachLocale((locale) => {
  test.describe('signed out', () => {
    test.use({
      storageState: { cookies: [], origins: [] },
      // Signed out, the sign-in page's session check answers 401 and Chromium logs it.
      allowedConsoleErrors: /status of 401 \(Unauthorized\)/,
    });

    test('axe: landing pages and login', async ({ page }) => {
      for (const route of ROUTES.filter((r) => r.layout === 'landing')) {
        await page.goto(pathFor(route, locale));
        await settled(page, locale);
        await expectNoBlockingViolations(page, route.name);
      }
      await page.goto(localizedPath(LOGIN_PATH, locale));
      await settled(page, locale);
      await expectNoBlockingViolations(page, 'login');
    });
  });

  for (const owner of OWNERS) {
    test(`axe: every page of ${owner}`, async ({ page, adminApi }) => {
      test.setTimeout(300_000);
      await checkPagesOf(owner, locale, page, adminApi);
    });
  }
});

// The dark colour scheme (the operator's system setting) has its own text and fill colours:
// every dashboard page once more, in Arabic, the default language.
test.describe('[ar] dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });
  for (const owner of OWNERS) {
    test(`axe: every page of ${owner}, dark`, async ({ page, adminApi }) => {
      test.setTimeout(300_000);
      await checkPagesOf(owner, 'ar', page, adminApi);
    });
  }
});
