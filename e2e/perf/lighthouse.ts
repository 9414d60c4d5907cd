/**
 * Bench (not a test): Lighthouse 12's mobile preset (its default: a mid-range phone, simulated
 * slow 4G and 4x CPU) on the public pages, the sign-in page, the bus list, and the crew's and the
 * family's phone apps signed in (their today page; the sign-in code read from the SMS webhook) of a
 * fresh `pnpm start`, with Debian's Chromium. Prints the performance score and LCP of each page,
 * the median of RUNS. Run by `pnpm bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ADMIN, BASE, BROWSER_ARGS, startServer } from './perf-server';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEBUGGING_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const PAGES = (
  process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/en,/en/login,/en/dashboard/bus-screen,/crew,/family'
).split(',');
/** The phone apps: their session cookie's name, its path, and where the app's sign-in API is. */
const PHONE_APPS = {
  '/crew': { cookie: 'rihla_crew', api: 'crew', people: 'drivers' },
  '/family': { cookie: 'rihla_family', api: 'family', people: 'parents' },
} as const;

/** The SMS provider the bench's server texts: keeps the last code sent to each number. */
async function smsReceiver() {
  const codes = new Map<string, string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const message = JSON.parse(body) as { to: string; body: string };
      const code = /\d{6}/.exec(message.body)?.[0];
      if (code) codes.set(message.to, code);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    codeTo: (phone: string) => codes.get(phone),
    close: () => server.close(),
  };
}

/** A phone app's session cookie for the demo's first driver or parent, signed in by texted code. */
async function phoneAppCookie(
  app: (typeof PHONE_APPS)[keyof typeof PHONE_APPS],
  sms: Awaited<ReturnType<typeof smsReceiver>>,
  operatorCookie: string,
): Promise<string> {
  const listed = await fetch(`${BASE}/api/v1/${app.people}?pageSize=1`, {
    headers: { cookie: operatorCookie },
  });
  if (!listed.ok) throw new Error(`listing ${app.people} for Lighthouse failed: ${listed.status}`);
  const e164 = ((await listed.json()) as { items: { phone: string }[] }).items[0]?.phone ?? '';
  const phone = `0${e164.slice(4)}`;
  const post = (path: string, body: object) =>
    fetch(`${BASE}/api/v1/${app.api}/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('code', { phone });
  const verified = await post('verify', { phone, code: sms.codeTo(e164) });
  const cookie = verified.headers.getSetCookie().find((line) => line.startsWith(`${app.cookie}=`));
  if (!cookie) throw new Error(`${app.api} sign-in for Lighthouse failed: ${verified.status}`);
  return cookie.split(';')[0]?.split('=')[1] ?? '';
}

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
  const sms = await smsReceiver();
  const server = await startServer(dataDir, { SMS_PROVIDER: 'webhook', SMS_URL: sms.url });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...BROWSER_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUGGING_PORT}` });
  // One sign-in per app for all its runs (the apps text at most three codes a phone in 15 minutes).
  const phoneCookies: Record<string, string> = {};
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
        const phoneApp = PHONE_APPS[path as keyof typeof PHONE_APPS];
        if (phoneApp) {
          // The app signed in: its today page, as a crew member or parent opens it each morning.
          const session = await page.createCDPSession();
          await session.send('Network.clearBrowserCache');
          await session.send('Storage.clearDataForOrigin', { origin: BASE, storageTypes: 'all' });
          phoneCookies[path] ??= await phoneAppCookie(phoneApp, sms, await sessionCookie());
          await session.send('Network.setCookie', {
            name: phoneApp.cookie,
            value: phoneCookies[path],
            url: BASE,
            path: `/api/v1/${phoneApp.api}`,
            httpOnly: true,
            sameSite: 'Strict',
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
    sms.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
