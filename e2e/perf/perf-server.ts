/** What the browser benches share: a production server on a fresh data directory, script counting. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const PORT = Number(process.env.PERF_PORT ?? 8192);
export const BASE = `http://127.0.0.1:${PORT}`;
export const ADMIN = { email: 'admin@rihla.test', password: 'bench-password-1' };
const root = join(import.meta.dirname, '..', '..');

export async function startServer(dataDir: string): Promise<ChildProcess> {
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

/**
 * Counts gzip bytes of every script the page receives from now on. `freeze()` closes the count:
 * scripts whose answer arrives later (idle preloads, warmed remotes) are left out, so a figure
 * can say "fetched before the first row shows".
 */
export function countScripts(page: Page) {
  let total = 0;
  let frozen = false;
  const files: string[] = [];
  const pending = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (frozen || response.request().resourceType() !== 'script') return;
    const counted = response
      .body()
      .then((body) => {
        total += gzipSync(body).length;
        files.push(new URL(response.url()).pathname);
      })
      .catch(() => undefined)
      .finally(() => pending.delete(counted));
    pending.add(counted);
  });
  return {
    take: () => ({ kb: Math.round(total / 102.4) / 10, files: files.length }),
    /** Stops counting now; resolves once the scripts already answered are counted. */
    freeze: async () => {
      frozen = true;
      await Promise.all(pending);
      return { kb: Math.round(total / 102.4) / 10, files: files.length };
    },
    reset: () => {
      total = 0;
      files.length = 0;
    },
  };
}

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
