// Shared pieces of the API benches: a signed-in in-process client, timing a mix of list
// queries, percentiles, and a throwaway PostgreSQL database for one app.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { PGLITE_OPTIONS } from '../src/db/client';
import type { Database } from '../src/db/types';

export const PASSWORD = 'bench-password-1';
export const BENCH_ENV = {
  SEED: 'none',
  ADMIN_EMAIL: 'bench@rihla.local',
  ADMIN_PASSWORD: PASSWORD,
  LOG_LEVEL: 'silent',
};

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** GETs `path?query` for every query, `rounds` times after a warm-up; p50 and p95 over all requests. */
export async function timeQueries(app: FastifyInstance, path: string, queries: string[], rounds: number) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: BENCH_ENV.ADMIN_EMAIL, password: PASSWORD },
  });
  const cookie = `rihla_session=${login.cookies.find((c) => c.name === 'rihla_session')?.value}`;
  const get = (query: string) => app.inject({ method: 'GET', url: `${path}?${query}`, headers: { cookie } });
  for (const query of queries) await get(query); // warm-up
  const times: number[] = [];
  const perQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      const response = await get(query);
      const elapsed = performance.now() - started;
      times.push(elapsed);
      perQuery.get(query)?.push(elapsed);
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    }
  }
  times.sort((a, b) => a - b);
  if (process.env.BENCH_VERBOSE) {
    for (const [query, list] of perQuery) {
      list.sort((a, b) => a - b);
      console.log(`  ${query.padEnd(70)} p50 ${percentile(list, 50).toFixed(1)} ms`);
    }
  }
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Runs `work` with the URL of a fresh PostgreSQL database (BENCH_DATABASE_URL or the local server), then drops it. */
export async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
  // BENCH_DATABASE_PREFIX: a shared server's naming rule for throwaway databases.
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'rihla_bench'}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  if (adminUrl.pathname === '/' || adminUrl.pathname === '') adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl.href);
    url.pathname = `/${name}`;
    try {
      return await work(url.href);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/** Runs `work` on the app (with `env` on top of BENCH_ENV) over a fresh PostgreSQL database, then drops it. */
export function withPostgresApp<T>(
  work: (app: FastifyInstance) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  return withPostgresDatabase(async (url) => {
    const app = await buildApp(loadConfig({ ...BENCH_ENV, ...env, DATABASE_URL: url }), { logger: false });
    try {
      return await work(app);
    } finally {
      await app.close();
    }
  });
}

export interface ApiProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `src/server.ts` as its own process (the bench's clients must not share the API's event loop),
 * answered once /api/ready is.
 */
export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  // BENCH_API_PORT: a machine where only some ports may be used.
  const port = Number(process.env.BENCH_API_PORT ?? 20_000 + Math.floor(Math.random() * 20_000));
  const child = spawn(
    process.execPath,
    [
      ...(process.env.API_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      'src/server.ts',
    ],
    {
      cwd: fileURLToPath(new URL('../', import.meta.url)),
      env: { ...process.env, ...BENCH_ENV, PORT: String(port), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline && child.exitCode === null; ) {
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the API process did not become ready');
}

/** CPU seconds a process has used so far, user and system (Linux; clock ticks of 10 ms). */
export function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A process's resident memory in bytes (Linux). */
export function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : 0;
}

export const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);

export interface Figures {
  requests: number;
  p50: number;
  p95: number;
}

export interface Result extends Partial<Figures> {
  database: string;
  note?: string;
}

/** `measure` on a fresh in-memory PGlite, then on a throwaway PostgreSQL database (skipped when none answers). */
export async function onBothDatabases(
  measure: (app: FastifyInstance) => Promise<Figures>,
): Promise<Result[]> {
  const results: Result[] = [];
  const app = await buildApp(loadConfig(BENCH_ENV), { pglite: new PGlite(PGLITE_OPTIONS), logger: false });
  try {
    results.push({ database: 'PGlite (in memory)', ...(await measure(app)) });
  } finally {
    await app.close();
  }
  try {
    results.push({ database: 'PostgreSQL', ...(await withPostgresApp(measure)) });
  } catch (error) {
    results.push({ database: 'PostgreSQL', note: `skipped: ${(error as Error).message}` });
  }
  return results;
}

export function printTable(title: string, results: Result[]): void {
  console.log(`\n${title}`);
  console.log('| database | requests | p50 | p95 |');
  console.log('|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.requests ?? '-'} | ${ms(r.p50)} | ${ms(r.p95)} |${r.note ? ` ${r.note}` : ''}`,
    );
  }
}

/** A signed-in operator of an API process (`spawnApi`): its session cookie and CSRF token. */
export interface Session {
  cookie: string;
  csrf: string;
}

export async function signInOver(base: string): Promise<Session> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_ENV.ADMIN_EMAIL, password: PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('rihla_session='))!
    .split(';')[0]!;
  return { cookie, csrf: ((await response.json()) as { csrfToken: string }).csrfToken };
}

export const postOver = (base: string, session: Session, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
    body: JSON.stringify(body),
  });

/** What the reads sent during a long write saw: the write's time, reads answered before it ended, latencies. */
export interface ReadsDuring {
  writeMs: number;
  answeredDuring: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * Sends `write`, and while it runs GETs `readPath` one read `everyMs` after the other (from this
 * process, not the API's event loop): a stalled API shows as the latency of the read waiting
 * through the stall. Every read sent while the write runs counts, also one answered after it.
 */
export function readsDuring(
  base: string,
  session: Session,
  readPath: string,
  everyMs: number,
  write: () => Promise<Response>,
  expectStatus: number,
): Promise<ReadsDuring> {
  return readsWhile(base, session, readPath, everyMs, async () => {
    const response = await write();
    if (response.status !== expectStatus)
      throw new Error(`write: ${response.status} ${await response.text()}`);
  });
}

/** As `readsDuring`, while any `work` runs (several requests, bodies read to their end...). */
export async function readsWhile(
  base: string,
  session: Session,
  readPath: string,
  everyMs: number,
  work: () => Promise<unknown>,
): Promise<ReadsDuring> {
  let working = true;
  const started = performance.now();
  const done = work().then(() => performance.now() - started);
  done
    .finally(() => {
      working = false;
    })
    .catch(() => undefined);
  const latencies: number[] = [];
  let answeredDuring = 0;
  while (working) {
    await sleep(everyMs);
    const sent = performance.now();
    const response = await fetch(`${base}${readPath}`, { headers: { cookie: session.cookie } });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (working) answeredDuring += 1;
  }
  const writeMs = await done;
  latencies.sort((a, b) => a - b);
  return {
    writeMs,
    answeredDuring,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? 0,
  };
}

/**
 * `subscriptions` students, each on a monthly package from 2026-01-01 at one of four prices, of
 * 0.6 x as many parents; generated in the database (an invoice run bills each once a month).
 */
export async function monthlySubscriptions(db: Database, subscriptions: number): Promise<void> {
  const parents = Math.round(subscriptions * 0.6);
  await db.execute(sql`
    with school as (
      insert into schools (name_ar, name_en, gender, lat, lng, start_time, end_time)
      values ('مدرسة الأندلس', 'Al-Andalus School', 'mixed', 24.7, 46.7, '06:45', '12:30') returning id
    ), pkg as (
      insert into packages (name_ar, name_en, price_halalas, period, trip_type)
      values ('الباقة الشهرية', 'Monthly', 55000, 'month', 'round_trip') returning id
    ), parent_rows as (
      insert into parents (name, phone)
      select 'ولي أمر ' || g, '+9665' || lpad(g::text, 8, '0') from generate_series(1, ${parents}) g
      returning id
    ), numbered as (
      select id, row_number() over () as n from parent_rows
    ), student_rows as (
      insert into students (name_ar, name_en, school_id, grade, parent_id)
      select 'طالب ' || g, 'Student ' || g, (select id from school), 1 + g % 12, numbered.id
      from generate_series(1, ${subscriptions}) g
      join numbered on numbered.n = 1 + (g % ${parents})
      returning id, parent_id
    )
    insert into subscriptions (student_id, parent_id, package_id, price_halalas, start_date)
    select s.id, s.parent_id, (select id from pkg), 35000 + (row_number() over () % 4) * 5000, '2026-01-01'
    from student_rows s`);
}

/** Where a bench's API process keeps its data (its environment) and how the bench opens the same database itself. */
export interface BenchDatabase {
  env: Record<string, string>;
  database: { dataDir?: string; databaseUrl?: string };
}

/**
 * `measure` on a fresh PGlite data dir, then on a throwaway PostgreSQL database (skipped, with a
 * note, when none answers): what the benches that start an API process print one row each of.
 */
export async function onBothDatabaseProcesses<F>(
  name: string,
  measure: (on: BenchDatabase) => Promise<F>,
): Promise<{ database: string; figures?: F; note?: string }[]> {
  const results: { database: string; figures?: F; note?: string }[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), `rihla-bench-${name}-`));
  try {
    results.push({
      database: 'PGlite',
      figures: await measure({ env: { DATA_DIR: dataDir }, database: { dataDir } }),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    results.push({
      database: 'PostgreSQL',
      figures: await withPostgresDatabase((url) =>
        measure({ env: { DATABASE_URL: url }, database: { databaseUrl: url } }),
      ),
    });
  } catch (error) {
    results.push({ database: 'PostgreSQL', note: `skipped: ${(error as Error).message}` });
  }
  return results;
}
