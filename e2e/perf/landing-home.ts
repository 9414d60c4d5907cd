/**
 * Bench (not a test): the public home page as a parent's phone would load it: JavaScript
 * downloaded on first load (gzip) and Largest Contentful Paint in headless Chromium with the CPU
 * slowed down 4x, cache empty, both languages. Run by `pnpm bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BASE, BROWSER_ARGS, countScripts, startServer } from './perf-server';

const RUNS = 5;

/** Resolves with the LCP (ms) the page has reported once it is loaded and quiet. */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(Math.round(entries[entries.length - 1].startTime));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-perf-landing-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    for (const [url, locale] of [
      ['/', 'ar-SA'],
      ['/en', 'en-US'],
    ] as const) {
      const lcps: number[] = [];
      let js = { kb: 0, files: 0 };
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const scripts = countScripts(page);
        await page.goto(`${BASE}${url}`, { waitUntil: 'networkidle' });
        lcps.push(await page.evaluate<number>(READ_LCP));
        js = scripts.take();
        await context.close();
      }
      console.log(`landing ${url.padEnd(4)} first-load JS: ${js.kb} KB gzip (${js.files} files) (aim < 100)`);
      console.log(
        `landing ${url.padEnd(4)} LCP at 4x CPU slowdown: median ${median(lcps)} ms, max ${Math.max(...lcps)} ms (aim < 1500)`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
