// Reads during a bulk import: a 10 000-row student import through the API process, while another
// client (this process, not the API's event loop) reads the school list, one read 20 ms after the
// other. A stalled API shows as the latency of the read waiting through the stall.
// Run: pnpm --filter @rihla/api bench:import   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, postOver, readsDuring, signInOver, spawnApi, withPostgresDatabase } from './bench-kit';

const ROWS = 10_000;
const READ_EVERY_MS = 20;

async function measure(base: string) {
  const session = await signInOver(base);
  const school = (await (
    await postOver(base, session, '/api/v1/schools', {
      nameAr: 'مدرسة القياس',
      nameEn: 'Bench School',
      gender: 'boys',
      lat: 24.7,
      lng: 46.7,
      startTime: '06:45',
      endTime: '12:30',
    })
  ).json()) as { id: string };
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    nameAr: `طالب مستورد ${i}`,
    nameEn: `Imported student ${i}`,
    schoolId: school.id,
    grade: 1 + (i % 12),
    homeLat: 24.7,
    homeLng: 46.7,
    specialNeeds: '',
    parentName: i % 2 ? `ولي أمر ${i}` : '',
    parentPhone: i % 2 ? `05${String(i).padStart(8, '0')}` : null,
  }));

  return readsDuring(
    base,
    session,
    '/api/v1/schools?pageSize=5',
    READ_EVERY_MS,
    () => postOver(base, session, '/api/v1/students/import', { rows }),
    201,
  );
}

async function onApi(env: Record<string, string>) {
  const api = await spawnApi(env);
  try {
    return await measure(api.base);
  } finally {
    await api.stop();
  }
}

const results: { database: string; figures?: Awaited<ReturnType<typeof measure>>; note?: string }[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'rihla-bench-import-'));
try {
  results.push({ database: 'PGlite', figures: await onApi({ DATA_DIR: dataDir }) });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
try {
  results.push({
    database: 'PostgreSQL',
    figures: await withPostgresDatabase((url) => onApi({ DATABASE_URL: url })),
  });
} catch (error) {
  results.push({ database: 'PostgreSQL', note: `skipped: ${(error as Error).message}` });
}

console.log(
  `\nGET /api/v1/schools every ${READ_EVERY_MS} ms while ${ROWS} students are imported (API process)`,
);
console.log('| database | import | reads answered during it | read p50 | read p95 | read max |');
console.log('|---|---|---|---|---|---|');
for (const { database, figures, note } of results) {
  console.log(
    figures
      ? `| ${database} | ${ms(figures.writeMs)} | ${figures.answeredDuring} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} |`
      : `| ${database} | ${note} |`,
  );
}
