// Exports beside reads: one operator starts four student exports (CSV) at once over 100 000
// students, each read to its end as fast as the client can, while another client (this process,
// not the API's event loop) reads the student list, one read 20 ms after the other. Shows how
// many exports the per-operator limit let through, how long they took, and how long the list
// waited meanwhile.
// Run: pnpm --filter @rihla/api bench:exports   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client';
import {
  monthlySubscriptions,
  ms,
  onBothDatabaseProcesses,
  readsWhile,
  signInOver,
  spawnApi,
} from './bench-kit';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100_000);
const EXPORTS = 4;
const READ_EVERY_MS = 20;

interface ExportFigures {
  statuses: number[];
  /** How long each accepted export took to download, first request to last byte. */
  durations: number[];
  bytes: number;
}

async function measure(env: Record<string, string>, database: { dataDir?: string; databaseUrl?: string }) {
  // The students are written before the API starts (its migrations first), straight to the tables.
  const handle = await openDatabase(database);
  await monthlySubscriptions(handle.db, STUDENTS);
  await handle.close();
  const api = await spawnApi(env);
  try {
    const session = await signInOver(api.base);
    const figures: ExportFigures = { statuses: [], durations: [], bytes: 0 };
    const download = async () => {
      const started = performance.now();
      const response = await fetch(`${api.base}/api/v1/students/export.csv?lang=en`, {
        headers: { cookie: session.cookie, 'accept-encoding': 'identity' },
      });
      const body = await response.arrayBuffer();
      figures.statuses.push(response.status);
      if (response.status === 200) {
        figures.durations.push(performance.now() - started);
        figures.bytes = body.byteLength;
      }
    };
    const reads = await readsWhile(api.base, session, '/api/v1/students?pageSize=25', READ_EVERY_MS, () =>
      Promise.all(Array.from({ length: EXPORTS }, download)),
    );
    return { ...figures, reads };
  } finally {
    await api.stop();
  }
}

const results = await onBothDatabaseProcesses('exports', ({ env, database }) => measure(env, database));

/** `200 x2, 429 x2`: the answers, each status once with how many got it. */
const answers = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${status} x${statuses.filter((s) => s === status).length}`)
    .join(', ');

console.log(
  `\n${EXPORTS} parallel student exports (CSV) by one operator over ${STUDENTS} students, GET /api/v1/students every ${READ_EVERY_MS} ms meanwhile (API process)`,
);
console.log(
  '| database | answers | CSV size | export (each accepted) | all done | reads answered meanwhile | read p50 | read p95 | read max |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { database, figures: f, note } of results) {
  console.log(
    f
      ? `| ${database} | ${answers(f.statuses)} | ${(f.bytes / 1e6).toFixed(1)} MB | ${f.durations.map((d) => (d / 1000).toFixed(1)).join(', ')} s | ${ms(f.reads.writeMs)} | ${f.reads.answeredDuring} | ${ms(f.reads.p50)} | ${ms(f.reads.p95)} | ${ms(f.reads.max)} |`
      : `| ${database} | ${note} |`,
  );
}
