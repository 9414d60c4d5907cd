import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@rihla/api/src/app';
import { loadConfig } from '@rihla/api/src/config/env';
import { REPO_ROOT } from './remotes';

/**
 * The compose backup service's script and the documented restore, run as plain processes
 * against the PostgreSQL server the deployment suite uses (TEST_DATABASE_URL's, or the local one),
 * on a database the real API migrated and wrote to.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BACKUP = join(REPO_ROOT, 'deploy', 'backup.sh');
const RESTORE = join(REPO_ROOT, 'deploy', 'restore.sh');
const ADMIN = { email: 'admin@backup.test', password: 'backup-admin-password' };

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.href;
}

function psql(url: string, sql: string): string {
  return execFileSync('psql', ['--no-psqlrc', '-Atc', sql, url], { encoding: 'utf8' }).trim();
}

function run(script: string, args: string[], env: Record<string, string>) {
  return execFileSync('sh', [script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
}

async function withApp<T>(url: string, body: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const app = await buildApp(
    loadConfig({ DATABASE_URL: url, SEED: 'none', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    { logger: false },
  );
  try {
    return await body(app);
  } finally {
    await app.close();
  }
}

const signIn = (app: Awaited<ReturnType<typeof buildApp>>) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: ADMIN });

describe('backup and restore (deploy/backup.sh, deploy/restore.sh)', () => {
  const name = `rihla_backup_${process.pid}_${Date.now()}`;
  const url = databaseUrl(name);
  let dir: string;

  beforeAll(() => {
    for (const tool of ['pg_dump', 'pg_restore', 'psql']) {
      try {
        execFileSync(tool, ['--version'], { stdio: 'pipe' });
      } catch {
        throw new Error(
          `${tool} is missing: install PostgreSQL's client (apt-get install postgresql-client)`,
        );
      }
    }
    psql(databaseUrl('postgres'), `create database ${name}`);
    dir = mkdtempSync(join(tmpdir(), 'rihla-backups-'));
  });

  afterAll(() => {
    psql(databaseUrl('postgres'), `drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('dumps the database, keeps the newest BACKUP_KEEP, and a restore brings back exactly what was dumped', async () => {
    // The API migrates the empty database and creates its administrator; a sign-in writes a session.
    await withApp(url, async (app) => expect((await signIn(app)).statusCode).toBe(200));
    const sessionsAtBackup = psql(url, 'select count(*) from sessions');
    expect(sessionsAtBackup).toBe('1');

    // Three older dumps already there: with BACKUP_KEEP=2 only the newest old one stays.
    const older = [
      'rihla-20260101T000000Z.dump',
      'rihla-20260102T000000Z.dump',
      'rihla-20260103T000000Z.dump',
    ];
    for (const file of older) writeFileSync(join(dir, file), 'old');
    const env = { DATABASE_URL: url, BACKUP_DIR: dir, BACKUP_KEEP: '2' };
    expect(run(BACKUP, ['once'], env)).toMatch(/backup: wrote .*rihla-\d{8}T\d{6}Z\.dump/);
    const kept = readdirSync(dir).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe('rihla-20260103T000000Z.dump');
    const dump = join(dir, kept[1] as string);
    expect(statSync(dump).size).toBeGreaterThan(10_000);

    // After the backup: the administrator signs in again and their e-mail changes.
    await withApp(url, async (app) => expect((await signIn(app)).statusCode).toBe(200));
    psql(url, "update operators set email = 'changed@backup.test'");
    expect(psql(url, 'select count(*) from sessions')).toBe('2');

    expect(run(RESTORE, [dump], { DATABASE_URL: url })).toContain('restored');
    expect(psql(url, 'select count(*) from sessions')).toBe(sessionsAtBackup);
    expect(psql(url, 'select email from operators')).toBe(ADMIN.email);
    // The API starts on the restored database, migrates nothing new and signs its operator in.
    await withApp(url, async (app) => expect((await signIn(app)).statusCode).toBe(200));
  }, 180_000);

  it('reports healthy only while the newest dump is younger than two intervals', () => {
    const env = { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '24' };
    expect(run(BACKUP, ['check'], env)).toContain('backup: newest');
    const twoDaysAgo = new Date(Date.now() - 49 * 3600 * 1000);
    for (const file of readdirSync(dir)) utimesSync(join(dir, file), twoDaysAgo, twoDaysAgo);
    expect(() => run(BACKUP, ['check'], env)).toThrow(/no dump younger than 48 h/);
  });

  it('refuses to restore a file that is not there, touching nothing', () => {
    expect(() => run(RESTORE, [join(dir, 'missing.dump')], { DATABASE_URL: url })).toThrow(/no file/);
    expect(psql(url, 'select email from operators')).toBe(ADMIN.email);
  });
});
