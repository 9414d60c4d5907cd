// Cold start of `pnpm start` on an existing build: time from spawning the server to the
// first 200 from /api/ready, on an empty data dir (first start: initdb, migrations, seed)
// and again on the same, now existing, data dir.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../ensure-build.mjs';

const PORT = 8191;

async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-password-1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('server did not become ready in 120 s');
      const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
}

export async function coldStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rihla-bench-'));
  try {
    const first = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    return { firstStartMs: Math.round(first), restartMs: Math.round(again) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await coldStart();
  console.log(`cold start, empty PGlite data dir (initdb + migrations + seed): ${r.firstStartMs} ms`);
  console.log(`cold start, existing data dir:                                 ${r.restartMs} ms`);
}
