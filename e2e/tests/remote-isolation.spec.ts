import type { Page, Route } from '@playwright/test';
import { type RemoteName, ROUTES } from '@rihla/shared/routes/route-table';
import { inLocale } from '../fixtures/locales';
import { type Locale, localizedPath } from '../fixtures/routes';
import { anyOf, expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

/**
 * Issue #23: one remote down, in one tab, after the operator already used other areas there.
 * Its area shows the error view; every other area of the tab keeps working; its retry works
 * once it is back. Each remote fails once; each way of failing (a network abort, a 503) is tried
 * on two remotes, once in each language.
 */

type NavAreaName = keyof ReturnType<typeof textsFor>['areaNames'];
type Failure = 'abort' | '503';

const CASES: { remote: RemoteName; failure: Failure; locale: Locale }[] = [
  { remote: 'fleet', failure: 'abort', locale: 'ar' },
  { remote: 'trips-monitoring', failure: '503', locale: 'en' },
  { remote: 'families', failure: '503', locale: 'ar' },
  { remote: 'finance', failure: 'abort', locale: 'en' },
];

/** The side navigation's areas in order, each with its entry page and who serves it. */
const AREAS = (Object.keys(textsFor('en').areaNames) as NavAreaName[]).map((area) => {
  const entry = ROUTES.find((route) => route.area === area);
  if (!entry) throw new Error(`no route for area ${area}`);
  return { area, path: entry.path, owner: entry.owner };
});

function firstAreaOf(owner: RemoteName) {
  const found = AREAS.find((item) => item.owner === owner);
  if (!found) throw new Error(`no area served by ${owner}`);
  return found;
}

function breakRemote(page: Page, remote: RemoteName, failure: Failure) {
  return page.route(`**/remotes/${remote}/**`, (route: Route) =>
    failure === 'abort' ? route.abort('failed') : route.fulfill({ status: 503, body: `${remote} is down` }),
  );
}

/** Counts full page loads, so a test can tell a reload from a client-side navigation. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

for (const { remote, failure, locale } of CASES) {
  inLocale(locale, () => {
    test.describe(`${remote} down`, () => {
      // The failure is made on purpose: the browser and the host log it.
      test.use({
        allowedConsoleErrors: anyOf(
          /status of 503 \(Service Unavailable\)/,
          /net::ERR_FAILED/,
          new RegExp(`Remote load failed: ${remote}`),
          /Remote prefetch failed/,
          /RUNTIME-00\d/,
          /Failed to fetch/,
          // The entry was prefetched before the failure: then its chunks are what fails.
          /ChunkLoadError/,
        ),
      });

      test(`${failure}: only its own area fails, every other area works in the same tab, retry recovers`, async ({
        page,
      }) => {
        const t = textsFor(locale);
        const navigation = page.getByRole('navigation', { name: t.navigation });
        const main = page.getByRole('main');
        const failing = firstAreaOf(remote);
        const errorView = main.getByRole('alert').filter({
          has: page.getByRole('heading', { name: t.areaUnavailableOf(t.areaNames[failing.area]) }),
        });
        const documentLoads = countDocumentLoads(page);

        // Another remote's area works first, in this tab.
        const start = firstAreaOf(remote === 'families' ? 'fleet' : 'families');
        await page.goto(localizedPath(start.path, locale));
        await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();

        await breakRemote(page, remote, failure);
        await navigation.getByRole('link', { name: t.areaNames[failing.area], exact: true }).click();
        await expect(errorView).toBeVisible();
        await expect(page).toHaveURL(localizedPath(failing.path, locale));
        const loadsAfterFailure = documentLoads();

        // Every area of the other remotes, and the host's overview, still render in this tab.
        for (const other of AREAS.filter((item) => item.owner !== remote)) {
          await navigation.getByRole('link', { name: t.areaNames[other.area], exact: true }).click();
          await expect(page).toHaveURL(localizedPath(other.path, locale));
          if (other.owner === 'host') {
            await expect(main.getByRole('heading', { level: 1, name: t.greeting })).toBeVisible();
          } else {
            await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
          }
          await expect(main.getByRole('alert')).toHaveCount(0);
        }
        expect(documentLoads(), 'the other areas load without a page reload').toBe(loadsAfterFailure);

        // The remote is back: its area's retry loads it without a reload.
        await navigation.getByRole('link', { name: t.areaNames[failing.area], exact: true }).click();
        await expect(errorView).toBeVisible();
        await page.unroute(`**/remotes/${remote}/**`);
        const loadsBeforeRetry = documentLoads();
        await errorView.getByRole('button', { name: t.retry }).click();
        await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expect(errorView).toHaveCount(0);
        expect(documentLoads()).toBe(loadsBeforeRetry);
      });
    });
  });
}
