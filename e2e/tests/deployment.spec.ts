import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { REPO_ROOT, remoteDist } from '@rihla/deploy/remotes';
import { contractVersion } from '@rihla/shared/build/module-federation-shared';
import { type BusRecord, isoDateIn, uniquePlate } from '../fixtures/data';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/environment';
import { LOGIN_PATH, type Locale, localizedPath } from '../fixtures/routes';
import { anyOf, expect, test } from '../fixtures/test';
import { textsFor } from '../fixtures/texts';
import { buildHostVersion, buildRemoteVersion } from '../fixtures/topology/remote-version';
import { ScriptedOperator } from '../fixtures/topology/scripted-operator';
import { Topology } from '../fixtures/topology/topology';

// One topology for the whole file, its tests in order: it takes a PostgreSQL database, two API
// processes and several nginx processes, started here and stopped at the end even on failure.
test.describe.configure({ mode: 'serial' });
// Pages start signed out: the API answers the first session check with 401, and Chromium logs it.
// When a replica or the gateway's old worker stops, the shell's live feed is cut mid-stream and
// Chromium logs that too; the feed reconnects on its own (shared/src/http/live-feed.ts).
test.use({
  allowedConsoleErrors: anyOf(
    /status of 401 \(Unauthorized\)/,
    /ERR_INCOMPLETE_CHUNKED_ENCODING \(http:\/\/[^)]*\/api\/v1\/monitoring\/stream\)/,
  ),
});

let topology: Topology;

test.beforeAll(async () => {
  topology = await Topology.start();
});

test.afterAll(async () => {
  await topology?.stop();
});

/** Signs the admin in through the sign-in page of the gateway. */
async function signIn(page: Page, locale: Locale): Promise<void> {
  const t = textsFor(locale);
  await page.goto(`${topology.gatewayUrl}${localizedPath(LOGIN_PATH, locale)}`);
  await page.getByLabel(t.email).fill(ADMIN_EMAIL);
  await page.getByLabel(t.password).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(`${topology.gatewayUrl}${localizedPath('/dashboard', locale)}`);
}

/**
 * Opens the bus list through `open`; resolves with the version of fleet this page runs: the
 * mf-manifest.json it fetched from `manifestUrl`, as the browser keeps it (cache: force-cache
 * reads the stored answer without asking the server again).
 */
async function fleetVersionRun(
  page: Page,
  open: () => Promise<unknown>,
  manifestUrl: string,
  locale: Locale = 'en',
): Promise<string> {
  await open();
  // A remote's first load from a new origin can take long on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 3, name: textsFor(locale).busListTitle })).toBeVisible({
    timeout: 60_000,
  });
  return page.evaluate(async (url) => {
    // A page load starts a new resource timeline: only what this page fetched is listed.
    if (performance.getEntriesByName(url).length === 0) return `${url} not loaded by this page`;
    const manifest = await (await fetch(url, { cache: 'force-cache' })).json();
    return manifest.metaData.buildInfo.buildVersion as string;
  }, manifestUrl);
}

/** The CSRF token of the session a request context holds. */
async function csrfToken(api: APIRequestContext): Promise<string> {
  const me = await api.get('/api/v1/auth/me');
  expect(me.status()).toBe(200);
  return ((await me.json()) as { csrfToken: string }).csrfToken;
}

test('two API replicas started together on an empty database migrate and seed it once', async () => {
  const journal = JSON.parse(
    readFileSync(join(REPO_ROOT, 'api', 'drizzle', 'meta', '_journal.json'), 'utf8'),
  );
  const migrations = await topology.database.query<{ count: string }>(
    'select count(*) from drizzle.__drizzle_migrations',
  );
  expect(Number(migrations[0]?.count)).toBe(journal.entries.length);
  const operators = await topology.database.query<{ email: string }>('select email from operators');
  expect(operators).toEqual([{ email: ADMIN_EMAIL }]);
  const seeded = await topology.database.query<{ key: string }>(
    "select key from app_meta where key like 'seed.%' order by key",
  );
  expect(seeded.map((row) => row.key)).toEqual([
    'seed.calendar',
    'seed.company',
    'seed.families',
    'seed.fleet',
    'seed.history',
    'seed.places',
    'seed.students',
    'seed.trips',
  ]);
  for (const replica of topology.replicas) {
    expect((await fetch(`${replica.url}/api/ready`)).status, replica.name).toBe(200);
  }
});

test('the gateway serves the prerendered landing pages from their own server, with the page headers', async () => {
  for (const locale of ['ar', 'en'] as const) {
    const t = textsFor(locale);
    for (const [path, headline] of [
      ['/', t.homeHeadline],
      ['/about', t.aboutHeadline],
    ] as const) {
      const response = await fetch(`${topology.gatewayUrl}${localizedPath(path, locale)}`);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(`<h1>${headline}</h1>`);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const script = html.match(/src="(\/landing\/static\/js\/index\.[0-9a-f]+\.js)"/)?.[1];
      const asset = await fetch(`${topology.gatewayUrl}${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toContain('immutable');
    }
  }
});

test('a session signed in on one replica works on the other, and either replays a keyed write', async () => {
  const [first, second] = topology.replicas;
  const one = await request.newContext({ baseURL: first.url });
  const login = await one.post('/api/v1/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  // The session cookie travels to the other replica (cookies do not depend on the port).
  const two = await request.newContext({ baseURL: second.url, storageState: await one.storageState() });
  const token = await csrfToken(two);

  const bus = {
    plateNumber: uniquePlate(),
    capacity: 30,
    model: 'Hyundai County',
    year: 2022,
    status: 'active',
    insuranceExpiry: isoDateIn(200),
    inspectionExpiry: isoDateIn(150),
  };
  const headers = { 'x-csrf-token': token, 'idempotency-key': randomUUID() };
  const created = await two.post('/api/v1/buses', { data: bus, headers });
  expect(created.status()).toBe(201);
  // The same key on the other replica: the answer stored with the first write, not a second bus.
  const replayed = await one.post('/api/v1/buses', { data: bus, headers });
  expect(replayed.status()).toBe(201);
  const saved = (await created.json()) as BusRecord;
  expect(await replayed.json()).toEqual(saved);
  const found = await one.get(`/api/v1/buses?q=${encodeURIComponent(bus.plateNumber)}`);
  expect(((await found.json()) as { total: number }).total).toBe(1);

  expect((await two.post('/api/v1/auth/logout', { headers: { 'x-csrf-token': token } })).status()).toBe(204);
  expect((await one.get('/api/v1/auth/me')).status()).toBe(401);
  await one.dispose();
  await two.dispose();
});

/**
 * Issue #23 item 6: the release drill, as one test. Two scripted operators (API sessions of their
 * own) add buses, find them and read the list through the gateway without pause, and two tabs of
 * the console stay open (English and Arabic), while fleet is rolled forward from another origin,
 * each API replica restarts (one stopped as `docker compose stop` does, the other killed), fleet
 * is rolled back, then forward again by image tag. Each step waits for the operators to have
 * worked through it (their rounds, not a time). Afterwards: no request failed (a call may take the
 * console's one keyed retry, and must then succeed), every acknowledged write is in the database
 * exactly once, and each open tab ran the deployed fleet from its next navigation.
 */
test.describe('[en] [ar] release drill', () => {
  test.use({ locale: 'en-US' });

  test('operators keep working while fleet rolls forward and back and each API replica restarts: no failed request, no lost write', async ({
    page,
    context,
  }) => {
    // The two tests it replaced had 120 s each; on a busy 2-core machine it needs about as long,
    // and the slowest CI machine seen (2026-12-02) took more than 300 s over it: a timeout is a
    // failure of the machine, not of the drill, so it has room.
    test.setTimeout(600_000);
    const gateway = topology.gatewayUrl;
    const sameOrigin = `${gateway}/remotes/fleet/mf-manifest.json`;
    const version = `e2e-${Date.now()}`;
    const nextDist = topology.folder('fleet-next');
    // Built while the drill starts: the machine's two cores are shared with the topology.
    const built = buildRemoteVersion('fleet', version, nextDist);
    const [first, second] = topology.replicas;
    const ar = textsFor('ar');

    // What the open tabs met once signed in: any answer that was not a success, and any request
    // that failed, but those a navigation cancels (ERR_ABORTED) and the live feed's stream, which
    // a stopped replica or an old gateway worker cuts and which reconnects on its own.
    const tabFailures: string[] = [];
    let watching = false;
    context.on('response', (response) => {
      if (watching && response.status() >= 400) {
        tabFailures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    context.on('requestfailed', (failed) => {
      const error = failed.failure()?.errorText ?? '';
      if (watching && error !== 'net::ERR_ABORTED' && !failed.url().includes('/api/v1/monitoring/stream')) {
        tabFailures.push(`${error} ${failed.method()} ${failed.url()}`);
      }
    });

    /** The tab looks at the deployment, as it does every minute, and is told of the new one. */
    const told = async (tab: Page, locale: Locale) => {
      await tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(tab.getByRole('status').filter({ hasText: textsFor(locale).newVersion })).toBeVisible();
    };
    /** The operator's next navigation: a tab told of a new version loads afresh on the way. */
    const navigateToBuses = async (tab: Page, locale: Locale) => {
      const t = textsFor(locale);
      const navigation = tab.getByRole('navigation', { name: t.navigation });
      const reloaded = tab.waitForEvent('load');
      await navigation.getByRole('link', { name: t.overview }).click();
      await reloaded;
      await navigation.getByRole('link', { name: t.busesArea }).click();
    };
    /** Tells the tab of the deployment, then: the fleet version its next navigation runs. */
    const nextNavigationRuns = async (tab: Page, locale: Locale, manifestUrl: string) => {
      await told(tab, locale);
      return fleetVersionRun(tab, () => navigateToBuses(tab, locale), manifestUrl, locale);
    };

    await signIn(page, 'en');
    watching = true;
    const current = await fleetVersionRun(
      page,
      () => page.goto(`${gateway}${localizedPath('/dashboard/bus-screen', 'en')}`),
      sameOrigin,
    );
    expect(current).not.toBe(version);
    const arTab = await context.newPage();
    const arBusList = `${gateway}${localizedPath('/dashboard/bus-screen', 'ar')}`;
    expect(await fleetVersionRun(arTab, () => arTab.goto(arBusList), sameOrigin, 'ar')).toBe(current);

    const plates = new Set<string>();
    const operators = await Promise.all(
      ['op1', 'op2'].map((name) => ScriptedOperator.signIn(name, gateway, plates)),
    );
    /** Waits until every operator has done `rounds` more rounds: the step met their traffic. */
    const operatorsWorkThrough = async (rounds = 2) => {
      const marks = operators.map((operator) => operator.rounds);
      await expect
        .poll(() => operators.every((operator, i) => operator.rounds >= (marks[i] as number) + rounds), {
          timeout: 60_000,
        })
        .toBe(true);
    };

    // A seeded bus the Arabic tab edits through its form while the replicas restart.
    const list = await page.request.get(`${gateway}/api/v1/buses?pageSize=1&sort=plateNumber:asc`);
    const bus = ((await list.json()) as { items: BusRecord[] }).items[0] as BusRecord;
    /** Edits the bus's model in the Arabic tab and waits for the saved toast. */
    const saveModel = async (model: string) => {
      await arTab.goto(`${gateway}/dashboard/bus-screen/update-bus/${bus.id}`);
      await expect(arTab.getByLabel(ar.plateNumber, { exact: true })).toHaveValue(bus.plateNumber);
      await arTab.getByLabel(ar.model, { exact: true }).fill(model);
      await arTab.getByRole('button', { name: ar.save }).click();
      await expect(arTab.getByRole('status').filter({ hasText: ar.busSaved(bus.plateNumber) })).toBeVisible();
    };
    /** The Arabic tab's bus list, searched for the plate, shows the model. */
    const expectListed = async (model: string) => {
      await arTab.goto(arBusList);
      await arTab.getByRole('searchbox', { name: ar.busSearch }).fill(bus.plateNumber);
      await expect(arTab.getByRole('row').filter({ hasText: bus.plateNumber })).toContainText(model);
    };

    const fleet = topology.remoteServer('fleet');
    try {
      for (const operator of operators) operator.start();
      await operatorsWorkThrough();

      // Roll out by manifest: the changed build on an origin of its own; the gateway's manifest
      // points fleet at it (the gateway reloads under the operators' traffic).
      await built;
      const next = await topology.addStatic('fleet-next', nextDist);
      const crossOrigin = `${next.url}/mf-manifest.json`;
      const rolled = topology.manifestWith({ fleet: crossOrigin });
      await topology.setManifest(rolled);
      expect(await (await page.request.get(`${gateway}/remotes-manifest.json`)).json()).toEqual(rolled);
      const csp = (await page.request.get(arBusList)).headers()['content-security-policy'];
      expect(csp).toContain(`script-src 'self' ${next.url};`);
      // Each open tab's next navigation runs the new version, fetched from the other origin (CORS)
      // under the page's CSP: a refusal of either would be a console error.
      expect(await nextNavigationRuns(page, 'en', crossOrigin)).toBe(version);
      expect(await nextNavigationRuns(arTab, 'ar', crossOrigin)).toBe(version);
      await operatorsWorkThrough();

      // api-1 restarts as `docker compose restart api-1` does: stopped gracefully, started again,
      // the gateway reloaded (docs/operations.md).
      await saveModel('Coaster A');
      await first.stop('SIGTERM');
      await operatorsWorkThrough();
      await expectListed('Coaster A');
      await saveModel('Coaster B');
      await first.start();
      await topology.reloadGateway();
      await operatorsWorkThrough();

      // api-2 crashes in the middle of the traffic, and is brought back.
      await second.stop('SIGKILL');
      await operatorsWorkThrough();
      await expectListed('Coaster B');
      await saveModel('Coaster C');
      await expectListed('Coaster C');
      await second.start();
      await topology.reloadGateway();
      await operatorsWorkThrough();

      // Roll back: the manifest points at the build the gateway serves again.
      await topology.restoreManifest();
      expect(await nextNavigationRuns(page, 'en', sameOrigin)).toBe(current);
      expect(await nextNavigationRuns(arTab, 'ar', sameOrigin)).toBe(current);
      await operatorsWorkThrough();

      // Rolled as compose does it: a new image tag behind the same URL. What the tabs have
      // cached of fleet is revalidated, so their next navigation runs the new version too.
      await fleet.serve(nextDist);
      expect(await nextNavigationRuns(page, 'en', sameOrigin)).toBe(version);
      expect(await nextNavigationRuns(arTab, 'ar', sameOrigin)).toBe(version);
      await operatorsWorkThrough();
    } finally {
      for (const operator of operators) await operator.stop();
      await fleet.serve(remoteDist('fleet'));
    }

    const retries = operators.flatMap((operator) => operator.retries);
    const acknowledged = operators.flatMap((operator) => operator.acknowledged);
    test.info().annotations.push({
      type: 'drill',
      description: `${operators.map((o) => o.rounds).join('+')} rounds, ${acknowledged.length} writes, ${retries.length} retried: ${retries.join('; ')}`,
    });
    expect(operators.flatMap((operator) => operator.failures)).toEqual([]);
    expect(tabFailures).toEqual([]);

    // Nothing acknowledged is lost, nothing is written twice (a retry replays its key's answer).
    const stored = await topology.database.query<{ id: string; plate_number: string; model: string }>(
      "select id, plate_number, model from buses where model like 'Drill %'",
    );
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(
      stored.map((row) => ({ id: row.id, plateNumber: row.plate_number, model: row.model })).sort(byId),
    ).toEqual([...acknowledged].sort(byId));
    const edited = await topology.database.query<{ model: string }>(
      `select model from buses where id = '${bus.id}'`,
    );
    expect(edited).toEqual([{ model: 'Coaster C' }]);
    // The gateway did meet each stopped replica, and handed those requests to the other one.
    for (const replica of topology.replicas) {
      expect(topology.gateway.errorLog()).toContain(`upstream: "http://127.0.0.1:${replica.port}/api/`);
    }
  });
});

/**
 * Issue #23 item 2 (ADR 0034): releases of the console and of one remote side by side. The suite's
 * own builds are one release of the shared contract; the others are built here from the same
 * sources with another declared @rihla/shared version, as that release's image would be.
 */
test.describe('[en] releases of the shared contract', () => {
  test.use({
    locale: 'en-US',
    // The refused remote is logged by the host (its loader, the prefetch and React's boundary).
    allowedConsoleErrors: anyOf(
      /status of 401 \(Unauthorized\)/,
      /ERR_INCOMPLETE_CHUNKED_ENCODING \(http:\/\/[^)]*\/api\/v1\/monitoring\/stream\)/,
      /Remote fleet does not fit this console/,
      /Remote load failed: fleet/,
      /Remote prefetch failed/,
      // An open page's idle preload of the fleet's other lists (ADR 0043) may ask for chunks of the
      // build it runs after the server has moved to another one: those 404s are the roll-out's, and
      // the preload drops them (the page's next navigation loads the new build).
      /status of 404 \(Not Found\) \(http:\/\/[^)]*\/remotes\/fleet\/static\/js\/async\/[^)]*\.js\)/,
      /Refused to execute script from '[^']*\/remotes\/fleet\/static\/js\/async\/[^']*\.js' because its MIME type/,
    ),
  });

  test('a remote and a console of other releases run together when compatible, and only that area fails when not', async ({
    page,
  }) => {
    const t = textsFor('en');
    const gateway = topology.gatewayUrl;
    const busList = `${gateway}${localizedPath('/dashboard/bus-screen', 'en')}`;
    const manifestUrl = `${gateway}/remotes/fleet/mf-manifest.json`;
    const main = page.getByRole('main');
    const navigation = page.getByRole('navigation', { name: t.navigation });
    const [major, minor, patch] = contractVersion().split('.').map(Number) as [number, number, number];
    const release = {
      nextMinor: `${major}.${minor + 1}.0`,
      nextPatch: `${major}.${minor}.${patch + 1}`,
      previousMajor: `${major - 1}.${minor}.${patch}`,
    };
    const dist = {
      hostNextMinor: topology.folder('host-next-minor'),
      fleetNextMinor: topology.folder('fleet-next-minor'),
      fleetNextPatch: topology.folder('fleet-next-patch'),
      fleetPreviousMajor: topology.folder('fleet-previous-major'),
    };
    // Four builds first (67 s on the slowest CI machine seen, 2026-12-02), then seven releases
    // served in turn: the default 120 s ran out there.
    test.setTimeout(300_000);
    const started = Date.now();
    // One after the other: the machine has two cores and the topology is running on them.
    await buildHostVersion(release.nextMinor, dist.hostNextMinor);
    await buildRemoteVersion('fleet', release.nextMinor, dist.fleetNextMinor, release.nextMinor);
    await buildRemoteVersion('fleet', release.nextPatch, dist.fleetNextPatch, release.nextPatch);
    await buildRemoteVersion('fleet', release.previousMajor, dist.fleetPreviousMajor, release.previousMajor);
    test.info().annotations.push({ type: 'builds', description: `${(Date.now() - started) / 1000} s` });

    const host = topology.hostServer();
    const fleet = topology.remoteServer('fleet');
    /** The area's view that refuses this fleet build, with the heading `title`. */
    const refused = (title: string) =>
      main.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
    /** Another remote's area, then the host's overview, open in the same tab. */
    const otherAreasWork = async () => {
      await navigation.getByRole('link', { name: t.areaNames.trips, exact: true }).click();
      await expect(main.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(main.getByRole('alert')).toHaveCount(0);
      await navigation.getByRole('link', { name: t.areaNames.overview, exact: true }).click();
      await expect(main.getByRole('heading', { level: 1, name: t.greeting })).toBeVisible();
    };

    try {
      // Every remote is deployed, whatever an earlier test of the file pointed the manifest at.
      await topology.restoreManifest();
      await signIn(page, 'en');

      // The current remote into the previous console. One patch ahead: it runs on the console's copy.
      await fleet.serve(dist.fleetNextPatch);
      expect(await fleetVersionRun(page, () => page.goto(busList), manifestUrl)).toBe(release.nextPatch);

      // One minor ahead: it may use what this console lacks, so its area says so and loads nothing.
      await fleet.serve(dist.fleetNextMinor);
      await page.goto(busList);
      const needsNewerConsole = refused(t.areaNeedsNewerConsoleOf(t.areaNames.buses));
      await expect(needsNewerConsole).toBeVisible();
      await otherAreasWork();

      // The newer console is deployed: the area's reload button brings it, and the remote runs.
      await navigation.getByRole('link', { name: t.areaNames.buses, exact: true }).click();
      await expect(needsNewerConsole).toBeVisible();
      await host.serve(dist.hostNextMinor);
      const reloaded = page.waitForEvent('load');
      await needsNewerConsole.getByRole('button', { name: t.reloadArea }).click();
      await reloaded;
      await expect(page.getByRole('heading', { level: 3, name: t.busListTitle })).toBeVisible();

      // The previous remote into the current console: a minor behind, it runs.
      await fleet.serve(remoteDist('fleet'));
      const previous = JSON.parse(readFileSync(join(remoteDist('fleet'), 'mf-manifest.json'), 'utf8'));
      expect(await fleetVersionRun(page, () => page.goto(busList), manifestUrl)).toBe(
        previous.metaData.buildInfo.buildVersion,
      );

      // A major behind: refused in its area only, in either language.
      await fleet.serve(dist.fleetPreviousMajor);
      await page.goto(busList);
      await expect(refused(t.areaNeedsUpdateOf(t.areaNames.buses))).toBeVisible();
      await otherAreasWork();
      const ar = textsFor('ar');
      await page.goto(`${gateway}${localizedPath('/dashboard/bus-screen', 'ar')}`);
      const needsUpdate = refused(ar.areaNeedsUpdateOf(ar.areaNames.buses));
      await expect(needsUpdate).toBeVisible();
      await expect(needsUpdate.getByRole('button', { name: ar.reloadArea })).toBeVisible();
    } finally {
      await host.serve(join(REPO_ROOT, 'host', 'dist'));
      await fleet.serve(remoteDist('fleet'));
    }
  });
});
