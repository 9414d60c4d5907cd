import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createPostgresDatabase, type DatabaseKind } from './databases';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './test-admin';
import { waitUntil } from './wait-until';

// `node --import tsx` rather than the tsx CLI: the CLI runs the server in a child process, and a
// SIGKILL to the CLI would leave that child serving.
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Two real server starts take minutes on a loaded 2-core machine. */
export const PROCESS_TEST_TIMEOUT = 300_000;

export interface RunningServer {
  base: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** `api/src/server.ts` under tsx as a real process, waited on until /api/ready answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      SEED: 'none',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Even a timed-out test (whose body vitest cannot stop) must not leave a server behind.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  void exited.then(() => process.off('exit', reap));
  const base = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  let ready = false;
  // Until it answers ready, or stops early when the process died.
  await waitUntil(async () => {
    if (gone) return true;
    ready = (await fetch(`${base}/api/ready`)).ok;
    return ready;
  }, 180_000);
  if (ready && !gone) return { base, process: child, exited, output: () => log };
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${log}`);
}

export interface HttpSession {
  cookie: string;
  csrfToken: string;
}

export async function login(base: string): Promise<HttpSession> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken };
}

export function send(
  base: string,
  session: HttpSession,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
) {
  const headers: Record<string, string> = { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  return fetch(`${base}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * Where one server's data lives: a fresh PostgreSQL database, or a temp PGlite dir holding the
 * run's migrated snapshot (the server skips initdb, 5-20 s a start here). Both hold the test
 * administrator already.
 */
export async function storage(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (kind === 'postgres') {
    const database = await createPostgresDatabase();
    return { env: { DATABASE_URL: database.url }, cleanup: database.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rihla-data-'));
  // The snapshot is a tar of the data dir's files (PGlite's dump); tar only notes their leading '/'.
  execFileSync('tar', ['-xf', inject('pgliteSnapshot'), '-C', dir], { stdio: 'ignore' });
  return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts servers for one test file and SIGKILLs any still running after each test, pass or fail. */
export function serverHarness() {
  const started: RunningServer[] = [];
  afterEach(() => {
    for (const server of started.splice(0))
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
  });
  return async (env: Record<string, string>) => {
    const server = await startServer(env);
    started.push(server);
    return server;
  };
}
