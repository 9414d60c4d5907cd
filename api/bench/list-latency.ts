// API list latency: 10 000 buses, then a mix of GET /api/v1/buses queries (pages, sorts, a search
// term, a status filter) through app.inject (in-process, no network), on PGlite and on PostgreSQL.
// Run: pnpm --filter @rihla/api bench   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { PGLITE_OPTIONS } from '../src/db/client';
import { createRandom } from '../src/db/seed/prng';
import { buses } from '../src/modules/buses/buses.table';

const BUS_COUNT = 10_000;
const ROUNDS = 25;
const PASSWORD = 'bench-password-1';
const MODELS = ['Toyota Coaster', 'Hyundai County', 'Mercedes-Benz Sprinter', 'Isuzu NQR', 'Mitsubishi Rosa'];
const STATUSES = ['active', 'active', 'active', 'active', 'maintenance', 'out_of_service'] as const;
const LETTERS = 'ABDEGHJKLNRSTUVXZ';

const QUERIES = [
  'page=1&pageSize=20',
  'page=50&pageSize=20',
  'page=400&pageSize=25',
  'page=1&pageSize=100&sort=capacity:desc',
  'page=10&pageSize=20&sort=year:asc',
  'page=3&pageSize=20&sort=insuranceExpiry:asc',
  'page=1&pageSize=20&sort=createdAt:desc',
  'page=1&pageSize=20&q=Coaster',
  'page=2&pageSize=20&q=12',
  'page=1&pageSize=20&status=maintenance',
  'page=5&pageSize=20&status=maintenance&sort=plateNumber:desc',
];

async function load(app: FastifyInstance) {
  const random = createRandom(42);
  const rows = Array.from({ length: BUS_COUNT }, (_, i) => ({
    plateNumber: `${1000 + (i % 9000)} ${LETTERS[Math.floor(i / 9000) % LETTERS.length]}${random.pick([...LETTERS])}${random.pick([...LETTERS])}`,
    capacity: random.int(14, 50),
    model: random.pick(MODELS),
    year: random.int(2010, 2025),
    status: random.pick(STATUSES),
    insuranceExpiry: `202${random.int(6, 9)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    inspectionExpiry: `202${random.int(6, 9)}-0${random.int(1, 9)}-2${random.int(0, 8)}`,
    gpsDeviceId: `GPS-${String(i).padStart(6, '0')}`,
  }));
  for (let i = 0; i < rows.length; i += 1000) await app.db.insert(buses).values(rows.slice(i, i + 1000));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(app: FastifyInstance) {
  await load(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'bench@rihla.local', password: PASSWORD },
  });
  const cookie = `rihla_session=${login.cookies.find((c) => c.name === 'rihla_session')?.value}`;
  const get = (query: string) =>
    app.inject({ method: 'GET', url: `/api/v1/buses?${query}`, headers: { cookie } });
  for (const query of QUERIES) await get(query); // warm-up
  const times: number[] = [];
  const perQuery = new Map<string, number[]>(QUERIES.map((q) => [q, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
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
      console.log(`  ${query.padEnd(60)} p50 ${percentile(list, 50).toFixed(1)} ms`);
    }
  }
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const env = { SEED: 'none', ADMIN_EMAIL: 'bench@rihla.local', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' };
const results: { database: string; requests?: number; p50?: number; p95?: number; note?: string }[] = [];

{
  const app = await buildApp(loadConfig(env), { pglite: new PGlite(PGLITE_OPTIONS), logger: false });
  try {
    results.push({ database: 'PGlite (in memory)', ...(await measure(app)) });
  } finally {
    await app.close();
  }
}

{
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
    const app = await buildApp(loadConfig({ ...env, DATABASE_URL: url.href }), { logger: false });
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
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);
console.log(`\nGET /api/v1/buses over ${BUS_COUNT} buses (${QUERIES.length} query shapes x ${ROUNDS})`);
console.log('| database | requests | p50 | p95 |');
console.log('|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.database} | ${r.requests ?? '-'} | ${ms(r.p50)} | ${ms(r.p95)} |${r.note ? ` ${r.note}` : ''}`,
  );
}
