import { inLocale } from '../fixtures/locales';
import { localizedPath } from '../fixtures/routes';
import { anyOf, expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';

/** The fleet remote's entry files: its mf-manifest.json and remoteEntry script. */
const FLEET_ENTRY = /\/remotes\/fleet\/(mf-manifest\.json|remoteEntry[^/]*\.js)(\?.*)?$/;

// The failure is made on purpose: the browser and the host log it.
test.use({
  allowedConsoleErrors: anyOf(
    /status of 503 \(Service Unavailable\)/,
    /Remote load failed: fleet/,
    /Remote prefetch failed/,
    /RUNTIME-00\d/,
  ),
});

inLocale('ar', (locale) => {
  const t = textsFor(locale);

  test('a fleet remote that fails to load reloads once, then shows the area error view and recovers on retry', async ({
    page,
  }) => {
    const busList = localizedPath('/dashboard/bus-screen', locale);
    // The host's reload guard measures its 10 s window with Date.now(): held still, the window
    // cannot run out while a loaded CI machine takes its time over the steps below.
    await page.clock.setFixedTime(Date.now());
    await page.route(FLEET_ENTRY, (route) => route.fulfill({ status: 503, body: 'fleet is down' }));
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
    });

    await page.goto(busList);
    const errorView = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: t.areaUnavailable }),
    });
    await expect(errorView).toBeVisible();
    await expect(errorView.getByRole('button', { name: t.retry })).toBeVisible();
    // The first failure reloaded the page once; the second, inside the guard window, did not.
    expect(documentLoads).toBe(2);
    await expect(page).toHaveURL(busList);

    // The navigation and the host's own overview keep working while fleet is down.
    const navigation = page.getByRole('navigation', { name: t.navigation });
    await navigation.getByRole('link', { name: t.overview }).click();
    await expect(page).toHaveURL(localizedPath('/dashboard', locale));
    await expect(page.getByRole('heading', { level: 1, name: t.greeting })).toBeVisible();

    await navigation.getByRole('link', { name: t.busesArea }).click();
    await expect(errorView).toBeVisible();
    expect(documentLoads).toBe(2);

    // Fleet is back: the retry button loads the page without a reload.
    await page.unroute(FLEET_ENTRY);
    await errorView.getByRole('button', { name: t.retry }).click();
    await expect(page.getByRole('heading', { level: 3, name: t.busListTitle })).toBeVisible();
    await expect(errorView).toHaveCount(0);
    expect(documentLoads).toBe(2);
  });
});

inLocale('en', (locale) => {
  const t = textsFor(locale);

  test('another remote (trips-monitoring) loads and shows its data while fleet is down', async ({ page }) => {
    await page.route(FLEET_ENTRY, (route) => route.fulfill({ status: 503, body: 'fleet is down' }));
    await page.goto(localizedPath('/dashboard/trip-screen', locale));
    await expect(page.getByRole('heading', { level: 3, name: t.tripListTitle, exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    // Navigating away to the overview and back to the trips area works without fleet.
    const navigation = page.getByRole('navigation', { name: t.navigation });
    await navigation.getByRole('link', { name: t.overview }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.greeting })).toBeVisible();
    await navigation.getByRole('link', { name: t.tripsArea, exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: t.tripListTitle, exact: true })).toBeVisible();
  });
});
