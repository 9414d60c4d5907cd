// Invoice run and receivables ageing at 100 000 active subscriptions, on PostgreSQL, through
// app.inject: POST /api/v1/invoice-runs for a month (time, memory, and that a second run of the
// same month creates nothing), then GET /api/v1/finance/ageing over every open invoice.
// Three earlier months are invoiced first (and part of them paid), so the ageing report reads
// 400 000 invoices spread over its buckets.
// Run: pnpm --filter @rihla/api bench:invoices   (BENCH_DATABASE_URL overrides the PostgreSQL server)

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BENCH_ENV, monthlySubscriptions, ms, PASSWORD, timeQueries, withPostgresApp } from './bench-kit';

const SUBSCRIPTIONS = 100_000;
const MONTHS = ['2026-06', '2026-07', '2026-08'];
const MONTH = '2026-09';
/** The bench measures the run, not the delivery of its 400 000 notices (the worker does not tick). */
const NO_NOTICE_DELIVERY = { NOTICE_POLL_MS: '2000000000' };

async function signedIn(app: FastifyInstance) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: BENCH_ENV.ADMIN_EMAIL, password: PASSWORD },
  });
  const cookie = `rihla_session=${login.cookies.find((c) => c.name === 'rihla_session')?.value}`;
  const csrf = (login.json() as { csrfToken: string }).csrfToken;
  return (month: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/invoice-runs',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { month },
    });
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

await withPostgresApp(async (app) => {
  const loadStarted = performance.now();
  await monthlySubscriptions(app.db, SUBSCRIPTIONS);
  console.log(`loaded ${SUBSCRIPTIONS} active subscriptions in ${ms(performance.now() - loadStarted)}`);
  const run = await signedIn(app);

  for (const month of MONTHS) {
    const answer = await run(month);
    if (answer.statusCode !== 200) throw new Error(`${month}: ${answer.statusCode} ${answer.body}`);
  }
  // Pay two thirds of the oldest month and a third of the next, so every bucket has invoices.
  await app.db.execute(
    sql`update invoices set paid_halalas = amount_halalas where month = ${MONTHS[0]} and number % 3 <> 0`,
  );
  await app.db.execute(
    sql`update invoices set paid_halalas = amount_halalas / 2 where month = ${MONTHS[1]} and number % 3 = 0`,
  );
  await app.db.execute(sql`vacuum analyze invoices`);

  global.gc?.();
  const heapBefore = process.memoryUsage();
  const started = performance.now();
  const first = await run(MONTH);
  const firstMs = performance.now() - started;
  const heapAfter = process.memoryUsage();
  const second0 = performance.now();
  const second = await run(MONTH);
  const secondMs = performance.now() - second0;
  console.log(
    `invoice run ${MONTH}: ${JSON.stringify(first.json())} in ${ms(firstMs)}; ` +
      `API process RSS ${mb(heapAfter.rss)} (+${mb(heapAfter.rss - heapBefore.rss)}), heap +${mb(heapAfter.heapUsed - heapBefore.heapUsed)}`,
  );
  console.log(`second run of ${MONTH}: ${JSON.stringify(second.json())} in ${ms(secondMs)}`);

  const ageing = await timeQueries(app, '/api/v1/finance/ageing', ['asOf=2026-09-20'], 20);
  const [{ open }] = (
    (await app.db.execute(
      sql`select count(*)::int as open from invoices where paid_halalas < amount_halalas`,
    )) as unknown as {
      rows: { open: number }[];
    }
  ).rows as [{ open: number }];
  console.log(
    `ageing over ${open} open invoices (of ${SUBSCRIPTIONS * (MONTHS.length + 1)}): p50 ${ms(ageing.p50)}, p95 ${ms(ageing.p95)} (${ageing.requests} requests)`,
  );
}, NO_NOTICE_DELIVERY);
