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
import lighthouse from 'lighthouse';
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
  try {
    const cookie = await sessionCookie();
    for (const path of PAGES) {
      const scores: number[] = [];
      const lcps: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${BASE}${path}`, {
          port: DEBUGGING_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(path.includes('/dashboard') ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        const lhr = result?.lhr;
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
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
