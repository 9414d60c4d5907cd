/**
 * Bench (not a test): Lighthouse 12's mobile preset (its default: a mid-range phone, simulated
 * slow 4G and 4x CPU) on the public pages, the sign-in page and the bus list of a fresh
 * `pnpm start`, with Debian's Chromium. Prints the performance score and LCP of each page, the
 * median of RUNS. Run by `pnpm bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ADMIN, BASE, BROWSER_ARGS, startServer } from './perf-server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/en,/en/login,/en/dashboard/bus-screen').split(',');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The session cookie of the bootstrap operator, for the signed-in page. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rihla_session='));
  if (!cookie) throw new Error(`sign-in for Lighthouse failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-lighthouse-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...BROWSER_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUGGING_PORT}` });
  try {
    for (const path of PAGES) {
      const scores: number[] = [];
      const lcps: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const page = await driver.newPage();
        const flags: Flags = {
          port: DEBUGGING_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        };
        if (path.includes('/dashboard')) {
          // A signed-in page needs the session in the browser's cookie jar: a Cookie header
          // (Lighthouse's extraHeaders) is not sent with the live feed's EventSource, whose 401 then
          // signs the console out. So the reset Lighthouse would do is done here, cookie after it.
          const session = await page.createCDPSession();
          await session.send('Network.clearBrowserCache');
          await session.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'all' });
          const [name = '', value = ''] = (await sessionCookie()).split('=');
          await session.send('Network.setCookie', {
            name,
            value,
            url: BASE,
            httpOnly: true,
            sameSite: 'Lax',
          });
          flags.disableStorageReset = true;
        }
        const result = await lighthouse(`${BASE}${path}`, flags, undefined, page);
        await page.close();
        const lhr = result?.lhr;
        // A console page that sent Lighthouse to the sign-in page measured the wrong page.
        if (path.includes('/dashboard') && lhr && new URL(lhr.finalDisplayedUrl).pathname !== path) {
          throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${path}`);
        }
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (lhr.runtimeError) console.log(`  ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        lcps.push(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
      }
      console.log(
        `Lighthouse mobile ${path.padEnd(26)} performance ${median(scores)} (runs ${scores.join(', ')}), ` +
          `LCP ${(median(lcps) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await driver.disconnect();
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
