/**
 * Bench (not a test): the monitor overview (`/dashboard/monitor-screen`) holding a synthetic fleet,
 * each bus sending one fix a second, measured as the share of the main thread spent in long tasks
 * (PerformanceObserver `longtask`, tasks over 50 ms) and the longest one while the map stands.
 * Run by `pnpm bench`.
 *
 * The production build and API serve the page; the fleet is synthetic on two points only, both set
 * up by this script from outside the product (nothing in the build knows about them):
 * - `GET /api/v1/monitoring/buses` is answered with N buses on trips, spread over Riyadh;
 * - `EventSource` is replaced, before the page's scripts run, by one that delivers N `position`
 *   messages a second (one per bus, in slices every 50 ms) as the SSE stream would: each a JSON
 *   text the console parses and checks against the live-feed contract, like a real message.
 * Feeding 5 000 fixes a second through the real API would load the same two cores the browser
 * measures on (the API's own feed bench is `bench:monitoring`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { BASE, BROWSER_ARGS, signedInState, startServer } from './perf-server';

const FLEETS = [1_000, 5_000];
const WARM_UP_MS = 5_000;
const MEASURE_MS = 20_000;

/**
 * Runs in the page before its scripts: the long-task recorder and the synthetic feed. Plain JS in a
 * string: tsx's helpers (`__name`) do not exist inside the page.
 */
const IN_PAGE = (fleet: number, feed: boolean) => `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const Real = window.EventSource;
  const FLEET = ${fleet};
  const FEED = ${feed};
  const SLICE_MS = 50;
  class SyntheticFeed {
    constructor(url, init) {
      if (!String(url).includes('/monitoring/stream')) return new Real(url, init);
      this.readyState = 0;
      this.onopen = null;
      this.onerror = null;
      this.listeners = {};
      this.id = 0;
      this.next = 0;
      setTimeout(() => {
        this.readyState = 1;
        if (this.onopen) this.onopen(new Event('open'));
        if (FEED) this.timer = setInterval(() => this.slice(), SLICE_MS);
      }, 0);
    }
    addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
    removeEventListener() {}
    close() { this.readyState = 2; clearInterval(this.timer); }
    slice() {
      const per = Math.ceil(FLEET / (1000 / SLICE_MS));
      const at = new Date().toISOString();
      const listeners = this.listeners.position || [];
      for (let k = 0; k < per; k += 1) {
        const i = this.next;
        this.next = (this.next + 1) % FLEET;
        const n = String(i).padStart(5, '0');
        const wobble = Math.sin(Date.now() / 20000 + i) * 0.002;
        const data = '{"busId":"00000000-0000-4000-8000-0000000' + n + '","tripId":"11111111-0000-4000-8000-0000000' + n +
          '","at":"' + at + '","lat":' + (24.55 + (i % 80) * 0.005 + wobble) + ',"lng":' + (46.55 + Math.floor(i / 80) * 0.005 - wobble) +
          ',"speedKmh":32,"lateMinutes":' + (i % 9) + ',"nextStopId":null,"etaSeconds":240}';
        this.id += 1;
        const message = new MessageEvent('position', { data, lastEventId: String(this.id) });
        for (const listener of listeners) listener(message);
      }
    }
  }
  window.EventSource = SyntheticFeed;
})();`;

/** The loaded list: N buses on trips, each with a fix a few seconds old. */
function fleetOf(count: number) {
  const at = new Date(Date.now() - 5_000).toISOString();
  return Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(5, '0');
    return {
      busId: `00000000-0000-4000-8000-0000000${n}`,
      plateNumber: `${n} RUH`,
      tripId: `11111111-0000-4000-8000-0000000${n}`,
      tripName: `Route ${i}`,
      tripStatus: 'in_progress',
      lat: 24.55 + (i % 80) * 0.005,
      lng: 46.55 + Math.floor(i / 80) * 0.005,
      speedKmh: 32,
      at,
      lateMinutes: i % 9,
      nextStopId: null,
      etaSeconds: 240,
      onBoard: i % 30,
    };
  });
}

async function measure(browser: Browser, storageState: string, fleet: number, feed: boolean) {
  const context = await browser.newContext({ locale: 'en-US', storageState: JSON.parse(storageState) });
  const page = await context.newPage();
  await page.addInitScript(IN_PAGE(fleet, feed));
  const buses = JSON.stringify(fleetOf(fleet));
  await page.route('**/api/v1/monitoring/buses', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: buses }),
  );
  await page.goto(`${BASE}/en/dashboard/monitor-screen`);
  await page.waitForSelector('.rihla-bus-cluster, .rihla-bus-marker');
  await page.waitForTimeout(WARM_UP_MS);
  const from = await page.evaluate(() => performance.now());
  await page.waitForTimeout(MEASURE_MS);
  const { to, tasks, markers } = await page.evaluate(() => ({
    to: performance.now(),
    tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
    markers: document.querySelectorAll('.leaflet-marker-icon').length,
  }));
  await context.close();
  let busy = 0;
  let longest = 0;
  for (const [start, duration] of tasks) {
    const overlap = Math.min(start + duration, to) - Math.max(start, from);
    if (overlap <= 0) continue;
    busy += overlap;
    longest = Math.max(longest, duration);
  }
  return { share: Math.round((busy / (to - from)) * 1000) / 10, longest: Math.round(longest), markers };
}

async function main() {
  // The demo's simulated buses would feed the real stream and load the same cores; the page's feed is synthetic.
  process.env.MONITOR_SIMULATOR ??= 'off';
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-perf-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const storageState = JSON.stringify(await signedInState(browser));

    console.log(`window: ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s of warm-up, the map standing`);
    for (const fleet of FLEETS)
      for (const feed of [true, false]) {
        const result = await measure(browser, storageState, fleet, feed);
        const what = `${String(fleet).padStart(5)} buses, ${feed ? '1 fix/s each' : 'no feed (clock)'}`;
        console.log(
          `${what.padEnd(34)} long tasks ${String(result.share).padStart(5)} % of the time, longest ${String(result.longest).padStart(4)} ms, ${result.markers} markers drawn, load average ${(loadavg()[0] ?? 0).toFixed(1)} (aim <= 20 %, none > 200 ms)`,
        );
      }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
