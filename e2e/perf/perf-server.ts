/** What the browser benches share: a production server on a fresh data directory, script counting. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const PORT = Number(process.env.PERF_PORT ?? 8192);
export const BASE = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: 'admin@rihla.test', password: 'bench-password-1' };
const root = join(import.meta.dirname, '..', '..');

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
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
      ...env,
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

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The bench operator's session, signed in through the sign-in page of an English browser. */
export async function signedInState(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/en/login`);
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.getByLabel(/password/i).fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/dashboard/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Counts gzip bytes of every script the page receives from now on. `before()` narrows the count
 * to the scripts the page had finished receiving when `markFirst`'s element entered the DOM, as
 * the page's own resource timings say (an outside observer notices the element late, and an idle
 * preload that starts right after it would be counted).
 */
export function countScripts(page: Page) {
  const sizes = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const counted = response
      .body()
      .then((body) => {
        sizes.set(response.url(), (sizes.get(response.url()) ?? 0) + gzipSync(body).length);
      })
      .catch(() => undefined)
      .finally(() => pending.delete(counted));
    pending.add(counted);
  });
  const figure = (urls: Iterable<string>) => {
    let total = 0;
    const list: { path: string; kb: number }[] = [];
    for (const url of urls) {
      const bytes = sizes.get(url) ?? 0;
      total += bytes;
      list.push({ path: new URL(url).pathname, kb: Math.round(bytes / 102.4) / 10 });
    }
    list.sort((a, b) => b.kb - a.kb);
    return { kb: Math.round(total / 102.4) / 10, files: list.length, list };
  };
  return {
    take: () => figure(sizes.keys()),
    /** The scripts whose answer had fully arrived when the marked element first entered the DOM. */
    before: async () => {
      await Promise.all(pending);
      const urls = await page.evaluate(`(() => {
        const at = window.__firstMarkedAt;
        if (at === undefined) throw new Error('the marked element never appeared');
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' && entry.responseEnd <= at)
          .map((entry) => entry.name);
      })()`);
      return figure((urls as string[]).filter((url) => sizes.has(url)));
    },
    reset: () => sizes.clear(),
  };
}

/** Notes, from the page's first script on, when an element matching `selector` first enters the DOM. */
export async function markFirst(page: Page, selector: string): Promise<void> {
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (window.__firstMarkedAt !== undefined || !document.querySelector(${JSON.stringify(selector)})) return;
      window.__firstMarkedAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`);
}

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
