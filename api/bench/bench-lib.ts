// What the API benches share: percentiles, signing in, and running one measurement on PGlite and on
// a throwaway PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { PGLITE_OPTIONS } from '../src/db/client';

const PASSWORD = 'bench-password-1';
const ENV = { SEED: 'none', ADMIN_EMAIL: 'bench@rihla.local', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' };

export interface Figures {
  requests: number;
  p50: number;
  p95: number;
}
export interface Result extends Partial<Figures> {
  database: string;
  note?: string;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The session cookie of the bench's admin. */
export async function signInCookie(app: FastifyInstance): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'bench@rihla.local', password: PASSWORD },
  });
  return `rihla_session=${login.cookies.find((c) => c.name === 'rihla_session')?.value}`;
}

/** `measure` on a fresh in-memory PGlite, then on a throwaway PostgreSQL database (skipped when none). */
export async function onBothDatabases(
  measure: (app: FastifyInstance) => Promise<Figures>,
): Promise<Result[]> {
  const results: Result[] = [];
  {
    const app = await buildApp(loadConfig(ENV), { pglite: new PGlite(PGLITE_OPTIONS), logger: false });
    try {
      results.push({ database: 'PGlite (in memory)', ...(await measure(app)) });
    } finally {
      await app.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';
  const name = `rihla_bench_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  if (adminUrl.pathname === '/' || adminUrl.pathname === '') adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.href });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl.href);
    url.pathname = `/${name}`;
    const app = await buildApp(loadConfig({ ...ENV, DATABASE_URL: url.href }), { logger: false });
    try {
      results.push({ database: 'PostgreSQL', ...(await measure(app)) });
    } finally {
      await app.close();
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } catch (error) {
    results.push({ database: 'PostgreSQL', note: `skipped: ${(error as Error).message}` });
  } finally {
    await admin.end().catch(() => undefined);
  }
  return results;
}

export function printTable(title: string, results: Result[]): void {
  const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);
  console.log(`\n${title}`);
  console.log('| database | requests | p50 | p95 |');
  console.log('|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${r.requests ?? '-'} | ${ms(r.p50)} | ${ms(r.p95)} |${r.note ? ` ${r.note}` : ''}`,
    );
  }
}
