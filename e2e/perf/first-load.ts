/**
 * Bench (not a test): JavaScript a browser downloads on first load, gzip-compressed, for the
 * sign-in page, the dashboard shell and the extra to open the bus list; and the time of a
 * client-side navigation between two loaded fleet pages. Run by `pnpm bench`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const PORT = Number(process.env.PERF_PORT ?? 8192);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@rihla.test', password: 'bench-password-1' };
const root = join(import.meta.dirname, '..', '..');

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (
      await fetch(`${BASE}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server not ready');
}

/** Counts gzip bytes of every script the page receives from now on. */
function countScripts(page: Page) {
  let total = 0;
  const files: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    total += gzipSync(body).length;
    files.push(new URL(response.url()).pathname);
  });
  return {
    take: () => ({ kb: Math.round(total / 102.4) / 10, files: files.length }),
    reset: () => {
      total = 0;
      files.length = 0;
    },
  };
}

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
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();

    const signIn = countScripts(page);
    await page.goto(`${BASE}/en/login`, { waitUntil: 'networkidle' });
    const signInJs = signIn.take();

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

    console.log(`sign-in page first-load JS:        ${signInJs.kb} KB gzip (${signInJs.files} files)`);
    console.log(`dashboard shell first-load JS:     ${shellJs.kb} KB gzip (${shellJs.files} files)`);
    console.log(`extra JS to open the bus list:     ${busListJs.kb} KB gzip (${busListJs.files} files)`);
    console.log(`extra JS to open the trip list:    ${tripListJs.kb} KB gzip (${tripListJs.files} files)`);
    console.log(
      `shell + bus list:                  ${Math.round((shellJs.kb + busListJs.kb) * 10) / 10} KB gzip (aim < 350)`,
    );
    console.log(
      `navigation between fleet pages:    median ${median(timings)} ms, max ${Math.max(...timings)} ms (aim < 100)`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
