// Reads during a bulk import: a 10 000-row student import through the API process, while another
// client (this process, not the API's event loop) reads the school list, one read 20 ms after the
// other. A stalled API shows as the latency of the read waiting through the stall.
// Run: pnpm --filter @rihla/api bench:import   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_ENV, ms, PASSWORD, percentile, spawnApi, withPostgresDatabase } from './bench-kit';

const ROWS = 10_000;
const READ_EVERY_MS = 20;

interface Session {
  cookie: string;
  csrf: string;
}

async function signIn(base: string): Promise<Session> {
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

const post = (base: string, session: Session, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
    body: JSON.stringify(body),
  });

async function measure(base: string) {
  const session = await signIn(base);
  const school = (await (
    await post(base, session, '/api/v1/schools', {
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

  let importing = true;
  const started = performance.now();
  const imported = post(base, session, '/api/v1/students/import', { rows }).then(async (response) => {
    importing = false;
    if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
    return performance.now() - started;
  });
  // Every read sent while the import runs counts, also one answered only after it finished.
  const latencies: number[] = [];
  let answeredDuring = 0;
  while (importing) {
    await sleep(READ_EVERY_MS);
    const sent = performance.now();
    const response = await fetch(`${base}/api/v1/schools?pageSize=5`, {
      headers: { cookie: session.cookie },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (importing) answeredDuring += 1;
  }
  const importMs = await imported;
  latencies.sort((a, b) => a - b);
  return {
    importMs,
    answeredDuring,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? 0,
  };
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
      ? `| ${database} | ${ms(figures.importMs)} | ${figures.answeredDuring} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} |`
      : `| ${database} | ${note} |`,
  );
}
