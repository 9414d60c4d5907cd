// Reads during an invoice run: POST /api/v1/invoice-runs over 10 000 active monthly subscriptions
// (10 000 invoices, one per subscription and month) through the API process, while another client
// reads the invoice list, one read 20 ms after the other. A stalled API shows as the latency of the
// read waiting through the stall.
// Run: pnpm --filter @rihla/api bench:invoice-reads   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import { openDatabase } from '../src/db/client';
import {
  monthlySubscriptions,
  ms,
  onBothDatabaseProcesses,
  postOver,
  readsDuring,
  signInOver,
  spawnApi,
} from './bench-kit';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const READ_EVERY_MS = 20;
const MONTH = '2026-09';

async function measure(env: Record<string, string>, database: { dataDir?: string; databaseUrl?: string }) {
  // The families are written before the API starts (its migrations first), straight to the tables.
  const handle = await openDatabase(database);
  await monthlySubscriptions(handle.db, SUBSCRIPTIONS);
  await handle.close();
  const api = await spawnApi(env);
  try {
    const session = await signInOver(api.base);
    let created = 0;
    const figures = await readsDuring(
      api.base,
      session,
      '/api/v1/invoices?pageSize=5',
      READ_EVERY_MS,
      async () => {
        const response = await postOver(api.base, session, '/api/v1/invoice-runs', { month: MONTH });
        if (response.ok) created = ((await response.clone().json()) as { created: number }).created;
        return response;
      },
      200,
    );
    return { ...figures, created };
  } finally {
    await api.stop();
  }
}

const results = await onBothDatabaseProcesses('invoice-reads', ({ env, database }) => measure(env, database));

console.log(
  `\nGET /api/v1/invoices every ${READ_EVERY_MS} ms while ${MONTH} is invoiced for ${SUBSCRIPTIONS} active subscriptions (API process)`,
);
console.log(
  '| database | invoices created | run | reads answered during it | read p50 | read p95 | read max |',
);
console.log('|---|---|---|---|---|---|---|');
for (const { database, figures, note } of results) {
  console.log(
    figures
      ? `| ${database} | ${figures.created} | ${ms(figures.writeMs)} | ${figures.answeredDuring} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} |`
      : `| ${database} | ${note} |`,
  );
}
