/**
 * The bus list on a slow device (Chromium's CPU slowed 4x): fresh tabs opened on the list itself,
 * and fresh tabs on the overview whose operator points at the Buses link and clicks a second later.
 * Prints how many showed rows within 45 s and the median time to them. A render restarted by a
 * steady stream of shell updates once left a page on its skeleton for good (ADR 0046).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { BASE, BROWSER_ARGS, type StorageState, signedInState, startServer } from './perf-server';

const RUNS = Number(process.env.SLOW_DEVICE_RUNS ?? 8);
const LIST = '/en/dashboard/bus-screen';
const GIVE_UP_MS = 45_000;

/** Milliseconds from the start to the first row, or null when none came. */
async function openList(
  browser: Browser,
  storageState: StorageState,
  viaHover: boolean,
): Promise<number | null> {
  const context = await browser.newContext({ locale: 'en-US', storageState });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    if (viaHover) {
      await tab.goto(`${BASE}/en/dashboard`);
      const link = tab.locator(`.side-nav__link[href="${LIST}"]`);
      await link.hover();
      await tab.waitForTimeout(1_000);
      await link.click();
    } else {
      await tab.goto(`${BASE}${LIST}`);
    }
    return await tab.waitForSelector('.ant-table-row', { timeout: GIVE_UP_MS }).then(
      () => Date.now() - started,
      () => null,
    );
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer(mkdtempSync(join(tmpdir(), 'rihla-slow-device-')));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const storageState = await signedInState(browser);
    for (const [label, viaHover] of [
      ['bus list opened directly', false],
      ['bus list after a hover on its link', true],
    ] as const) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const ms = await openList(browser, storageState, viaHover);
        if (ms !== null) times.push(ms);
      }
      const shown = `${times.length} of ${RUNS} fresh tabs showed rows`;
      console.log(`${label}, CPU 4x slower: ${shown}; median ${median(times) ?? '-'} ms to the first row`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
