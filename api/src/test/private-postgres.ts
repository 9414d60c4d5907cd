import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';
import { waitUntil } from './wait-until';

/**
 * A PostgreSQL cluster of its own for a test that stops and starts the server: the machine's
 * shared server is never restarted. Built from the installed binaries (initdb, postgres).
 */

/** Where initdb and postgres are: `pg_config --bindir`, else the newest /usr/lib/postgresql/N/bin. */
function binDir(): string | null {
  const usable = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim();
    if (usable(dir)) return dir;
  } catch {
    // no pg_config on PATH
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find(usable) ?? null;
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` system user. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root and there is no postgres user to run PostgreSQL as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

const BIN_DIR = binDir();
/**
 * Whether the tests of a private cluster run: where the PostgreSQL server binaries are installed,
 * and always in CI, where their absence fails those tests (`create` throws) instead of skipping
 * them. Elsewhere they are skipped, and `pnpm test`'s summary names them.
 */
export const PRIVATE_POSTGRES_TESTS_RUN = BIN_DIR !== null || Boolean(process.env.CI);

export class PrivatePostgres {
  private server: ChildProcess | null = null;
  private log = '';

  private constructor(
    private readonly dir: string,
    private readonly user: { uid: number; gid: number } | null,
    readonly port: number,
  ) {}

  /** initdb into a temp dir (no fsync: the test restarts the server, it does not cut the power). */
  static async create(): Promise<PrivatePostgres> {
    if (!BIN_DIR) throw new Error('the PostgreSQL server binaries are not installed');
    const dir = mkdtempSync(join(tmpdir(), 'rihla-pg-'));
    const user = runAs();
    if (user) chownSync(dir, user.uid, user.gid);
    const init = spawnSync(
      join(BIN_DIR, 'initdb'),
      ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'],
      { encoding: 'utf8', ...(user ?? {}) },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
    return new PrivatePostgres(dir, user, await freePort());
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Starts the server and waits until it accepts a query. */
  async start(): Promise<void> {
    const server = spawn(
      join(BIN_DIR!, 'postgres'),
      [
        '-D',
        join(this.dir, 'data'),
        '-p',
        String(this.port),
        '-k',
        this.dir,
        '-c',
        'listen_addresses=127.0.0.1',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], ...(this.user ?? {}) },
    );
    server.stdout?.on('data', (chunk) => {
      this.log += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      this.log += chunk;
    });
    const reap = () => server.kill('SIGKILL');
    process.once('exit', reap);
    server.once('exit', () => process.off('exit', reap));
    this.server = server;
    let answering = false;
    // Until it answers a query, or stops early when the server died.
    await waitUntil(
      async () => {
        if (server.exitCode !== null) return true;
        const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 2_000 });
        try {
          await client.connect();
          await client.query('select 1');
          answering = true;
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      60_000,
      200,
    );
    if (answering) return;
    throw new Error(`private PostgreSQL did not start:\n${this.log}`);
  }

  /** Fast shutdown (SIGINT): open connections are terminated, as in a real restart. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
