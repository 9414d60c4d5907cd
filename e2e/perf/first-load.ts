/**
 * Bench (not a test): the bytes the sign-in page transfers as `pnpm start` serves it, and the
 * JavaScript a browser downloads on first load, gzip-compressed, for the sign-in page, the
 * dashboard shell and the extra to open the bus list; and the time of a
 * client-side navigation between two loaded fleet pages. Run by `pnpm bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ADMIN, BASE, BROWSER_ARGS, countScripts, markFirst, startServer } from './perf-server';

/**
 * Runs in the page: clicks the nav link, resolves with ms until the new page's rows are painted.
 * Plain JS in a string: tsx's helpers (`__name`) do not exist inside the page.
 */
const NAVIGATE_AND_WAIT_FOR_ROWS = `(target) => {
  for (const table of document.querySelectorAll('.ant-table')) table.setAttribute('data-before', '');
  const link = document.querySelector('a[href="' + target + '"]');
  const started = performance.now();
  link.click();
  return new Promise((resolve) => {
    const check = () => {
      const fresh = document.querySelector('.ant-table:not([data-before]) .ant-table-row');
      if (location.pathname === target && fresh) resolve(Math.round(performance.now() - started));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-perf-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();

    const signIn = countScripts(page);
    // Bytes on the wire (compressed as sent, headers included) of everything the page loads.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let signInWire = 0;
    cdp.on('Network.loadingFinished', (event) => {
      signInWire += event.encodedDataLength;
    });
    await page.goto(`${BASE}/en/login`, { waitUntil: 'networkidle' });
    const signInJs = signIn.take();
    await cdp.detach();

    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.getByLabel(/password/i).fill(ADMIN.password);
    const shell = countScripts(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/dashboard/);
    await page.waitForLoadState('networkidle');
    // A fresh load of the shell alone, cache disabled, is the first-load figure.
    const fresh = await browser.newContext({ locale: 'en-US', storageState: await context.storageState() });
    const shellPage = await fresh.newPage();
    const shellCount = countScripts(shellPage);
    await shellPage.goto(`${BASE}/en/dashboard`, { waitUntil: 'networkidle' });
    const shellJs = shellCount.take();
    shellCount.reset();
    await shellPage.click('a[href="/en/dashboard/bus-screen"]');
    await shellPage.waitForSelector('.ant-table-row');
    await shellPage.waitForLoadState('networkidle');
    const busListJs = shellCount.take();
    shell.reset();

    // The figure: a fresh tab opened on the bus list itself, every script answered
    // before its first row is in the DOM (the idle preloads that follow are not part of it).
    const direct = await (
      await browser.newContext({ locale: 'en-US', storageState: await context.storageState() })
    ).newPage();
    const directCount = countScripts(direct);
    await markFirst(direct, '.ant-table-row');
    await direct.goto(`${BASE}/en/dashboard/bus-screen`);
    await direct.waitForSelector('.ant-table-row');
    const beforeFirstRowJs = await directCount.before();
    await direct.context().close();

    // The trip list from a fresh shell: the trips-monitoring remote's first page.
    const tripsPage = await (
      await browser.newContext({ locale: 'en-US', storageState: await context.storageState() })
    ).newPage();
    const tripsCount = countScripts(tripsPage);
    await tripsPage.goto(`${BASE}/en/dashboard`, { waitUntil: 'networkidle' });
    tripsCount.reset();
    await tripsPage.click('a[href="/en/dashboard/trip-screen"]');
    await tripsPage.waitForSelector('.ant-table-row');
    await tripsPage.waitForLoadState('networkidle');
    const tripListJs = tripsCount.take();

    // Navigation between two loaded fleet pages, timed inside the page (Playwright's own click
    // and polling add ~100 ms): from the link's click to the first frame that shows the new
    // page's table rows.
    await shellPage.click('a[href="/en/dashboard/drivers-screen"]');
    await shellPage.waitForSelector('.ant-table-row');
    const timings: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      for (const target of ['/en/dashboard/bus-screen', '/en/dashboard/drivers-screen']) {
        await shellPage.waitForTimeout(300);
        timings.push(
          await shellPage.evaluate<number>(`(${NAVIGATE_AND_WAIT_FOR_ROWS})(${JSON.stringify(target)})`),
        );
      }
    }

    console.log(
      `sign-in page transferred:          ${Math.round(signInWire / 102.4) / 10} KB on the wire (aim <= 250)`,
    );
    console.log(
      `sign-in page first-load JS:        ${signInJs.kb} KB gzip (${signInJs.files} files, aim <= 200)`,
    );
    console.log(`dashboard shell first-load JS:     ${shellJs.kb} KB gzip (${shellJs.files} files)`);
    console.log(`extra JS to open the bus list:     ${busListJs.kb} KB gzip (${busListJs.files} files)`);
    console.log(`extra JS to open the trip list:    ${tripListJs.kb} KB gzip (${tripListJs.files} files)`);
    console.log(
      `shell + bus list:                  ${Math.round((shellJs.kb + busListJs.kb) * 10) / 10} KB gzip (via the overview, until the network is idle)`,
    );
    console.log(
      `bus list opened in a fresh tab:    ${beforeFirstRowJs.kb} KB gzip before its first row (${beforeFirstRowJs.files} files, aim <= 300)`,
    );
    // BENCH_VERBOSE: which files make the fresh tab's figure, largest first.
    if (process.env.BENCH_VERBOSE) {
      for (const { path, kb } of beforeFirstRowJs.list)
        console.log(`  ${String(kb).padStart(6)} KB  ${path}`);
    }
    console.log(
      `navigation between fleet pages:    median ${median(timings)} ms, max ${Math.max(...timings)} ms (aim <= 100)`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
