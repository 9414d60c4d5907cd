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

/** Counts gzip bytes of every script the page receives from now on. */
export function countScripts(page: Page) {
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

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
