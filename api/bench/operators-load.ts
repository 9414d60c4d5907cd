// Load: 200 signed-in operators (200 distinct sessions) doing list, detail and save traffic for
// 60 s against the API built for production (api/dist/server.js, a separate process) on a fresh
// PostgreSQL database with the demo seed. Each operator repeats: trip list of the day, bus list,
// student search, trip detail, bus detail, bus save with its version (one write in six).
// Paced: each operator sends BENCH_RATE requests a second (default 1, an operator clicking every
// second); then a short unpaced run (every operator sends as soon as it has its answer) for the
// most the process serves. Prints throughput, p50/p95/p99, errors and the load average.
// Run: pnpm --filter @rihla/api bench:load   (after `pnpm build`; BENCH_DATABASE_URL overrides the server)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { busUpdateSchema } from '@rihla/shared/contracts/buses';
import { todayIn } from '@rihla/shared/format/today';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_ENV, PASSWORD, percentile } from './bench-kit';

const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 1);
const UNPACED_SECONDS = Number(process.env.BENCH_UNPACED_SECONDS ?? 20);
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const SEARCH_TERMS = ['محمد', 'ساره', 'العتيبي', 'نوره', 'al-harbi', 'عبدالله', 'ريم', 'خالد'];

interface Operator {
  cookie: string;
  csrfToken: string;
  busId: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function call(base: string, path: string, init: RequestInit = {}, session?: Operator) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session) Object.assign(headers, { cookie: session.cookie, 'x-csrf-token': session.csrfToken });
  const response = await fetch(`${base}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signIn(base: string, email: string): Promise<Omit<Operator, 'busId'>> {
  const response = await call(base, '/api/v1/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken };
}

/** One operator's round of traffic; `context` is the operator's own (autocannon keeps one per connection). */
function requestsFor(operators: Operator[], tripIds: string[], today: string): autocannon.Request[] {
  let next = 0;
  const as = (context: Record<string, unknown>) => {
    if (!context.operator) context.operator = operators[next++ % operators.length];
    return context.operator as Operator;
  };
  const get = (
    path: (context: Record<string, unknown>, operator: Operator) => string,
  ): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request: autocannon.Request, state: object) => {
      const context = state as Record<string, unknown>;
      const operator = as(context);
      return { ...request, path: path(context, operator), headers: { cookie: operator.cookie } };
    },
  });
  return [
    get(() => `/api/v1/trips?date=${today}&pageSize=25`),
    get(() => '/api/v1/buses?pageSize=25&sort=plateNumber:asc'),
    get((context) => {
      const round = ((context.round as number) ?? 0) + 1;
      context.round = round;
      return `/api/v1/students?q=${encodeURIComponent(SEARCH_TERMS[round % SEARCH_TERMS.length]!)}`;
    }),
    get((context) => `/api/v1/trips/${tripIds[((context.round as number) ?? 0) % tripIds.length]}`),
    {
      ...get((_, operator) => `/api/v1/buses/${operator.busId}`),
      onResponse: (status: number, body: string, context: object) => {
        if (status === 200) (context as Record<string, unknown>).bus = JSON.parse(body);
      },
    },
    {
      method: 'PUT',
      setupRequest: (request: autocannon.Request, state: object) => {
        const context = state as Record<string, unknown>;
        const operator = as(context);
        const bus = context.bus as Record<string, unknown>;
        // The bus as read, cut to the update's own fields (the contract's), with new notes.
        const body = {
          ...Object.fromEntries(Object.keys(busUpdateSchema.shape).map((field) => [field, bus[field]])),
          notes: `round ${context.round as number}`,
        };
        return {
          ...request,
          path: `/api/v1/buses/${operator.busId}`,
          headers: {
            cookie: operator.cookie,
            'x-csrf-token': operator.csrfToken,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        };
      },
    },
  ];
}

/**
 * autocannon paces by the second: each instance lets its whole quota go at the start of every
 * second. One instance for 200 operators is 200 clicks in the same instant, every second; real
 * operators click at their own moments. So paced traffic runs as GROUPS instances of
 * OPERATORS / GROUPS operators, started evenly across the first second.
 */
const GROUPS = Number(process.env.BENCH_GROUPS ?? 10);

function autocannonRun(options: autocannon.Options, times: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

async function run(base: string, requests: autocannon.Request[], seconds: number, rate?: number) {
  const times: number[] = [];
  const common = { url: base, duration: seconds, requests, timeout: 10 };
  const results = rate
    ? await Promise.all(
        Array.from({ length: GROUPS }, async (_, group) => {
          await new Promise((r) => setTimeout(r, (group * 1000) / GROUPS));
          const connections = OPERATORS / GROUPS;
          return autocannonRun({ ...common, connections, overallRate: rate * connections }, times);
        }),
      )
    : [await autocannonRun({ ...common, connections: OPERATORS }, times)];
  times.sort((a, b) => a - b);
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((n, r) => n + pick(r), 0);
  const statusCounts = new Map<string, number>();
  for (const result of results)
    for (const [status, { count }] of Object.entries(
      result.statusCodeStats as Record<string, { count: number }>,
    ))
      statusCounts.set(status, (statusCounts.get(status) ?? 0) + count);
  const statuses = [...statusCounts].map(([status, count]) => `${status}: ${count}`).join(', ');
  const total = sum((r) => r.requests.total);
  console.log(
    `  ${total} requests in ${seconds} s: ${(total / seconds).toFixed(0)} req/s; ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(times, 99).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  errors ${sum((r) => r.errors)} (timeouts ${sum((r) => r.timeouts)}), non-2xx ${sum((r) => r.non2xx)}; ` +
      `statuses ${statuses}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
}

if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`pnpm build\` first`);
const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
if (serverUrl.pathname === '/' || serverUrl.pathname === '') serverUrl.pathname = '/postgres';
const name = `rihla_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl.href });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = new URL(serverUrl.href);
databaseUrl.pathname = `/${name}`;
const port = await freePort();
// BENCH_API_NODE_FLAGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the API process.
const nodeFlags = process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
const api = spawn(process.execPath, [...nodeFlags, SERVER], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    ...BENCH_ENV,
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    MONITOR_SIMULATOR: 'off',
    DATABASE_URL: databaseUrl.href,
    HOST: '127.0.0.1',
    PORT: String(port),
  },
});
const base = `http://127.0.0.1:${port}`;
try {
  for (
    let tries = 0;
    !(await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 600 || api.exitCode !== null) throw new Error('the API did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  const first = { ...(await signIn(base, BENCH_ENV.ADMIN_EMAIL)), busId: '' };
  const operators: Operator[] = [];
  for (let i = 0; i < OPERATORS; i++) {
    const email = `operator${i}@rihla.local`;
    await call(
      base,
      '/api/v1/operators',
      {
        method: 'POST',
        body: JSON.stringify({ email, name: `مشغل ${i}`, role: 'dispatcher', password: PASSWORD }),
      },
      first,
    );
    // Each operator edits a bus of its own (no version conflicts between them).
    const bus = await call(
      base,
      '/api/v1/buses',
      {
        method: 'POST',
        body: JSON.stringify({
          plateNumber: `${1000 + i} LDT`,
          capacity: 30,
          model: 'Toyota Coaster',
          year: 2022,
          status: 'active',
          insuranceExpiry: '2099-01-01',
          inspectionExpiry: '2099-01-01',
        }),
      },
      first,
    );
    operators.push({ ...(await signIn(base, email)), busId: ((await bus.json()) as { id: string }).id });
  }
  const today = todayIn('Asia/Riyadh');
  const trips = (await (await call(base, `/api/v1/trips?date=${today}&pageSize=100`, {}, first)).json()) as {
    items: { id: string }[];
  };
  const tripIds = trips.items.map((trip) => trip.id);
  if (tripIds.length === 0) throw new Error('the demo seed has no trip today');
  console.log(`  ${OPERATORS} operators signed in (${OPERATORS} sessions), ${tripIds.length} trips today`);

  console.log(
    `paced: ${OPERATORS} operators x ${RATE} request/s for ${SECONDS} s, in ${GROUPS} groups started across the first second`,
  );
  await run(base, requestsFor(operators, tripIds, today), SECONDS, RATE);
  if (UNPACED_SECONDS > 0) {
    console.log(
      `unpaced: ${OPERATORS} operators, each sending as soon as answered, for ${UNPACED_SECONDS} s`,
    );
    await run(base, requestsFor(operators, tripIds, today), UNPACED_SECONDS);
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
