// Student list latency: 100 000 students over 40 schools with Arabic names as families write them,
// then GET /api/v1/students with a search term (Arabic typed without hamza or with ه for ة, Latin,
// a rare name, with and without a school filter) through app.inject, on PGlite and on PostgreSQL.
// Run: pnpm --filter @rihla/api bench:students   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schools } from '../src/modules/schools/schools.table';
import { students } from '../src/modules/students/students.table';
import { latinName } from '../src/seed/name-transliterations';
import { FAMILY_NAMES, FEMALE_GIVEN_NAMES, MALE_GIVEN_NAMES } from '../src/seed/names';
import { createRandom } from '../src/seed/prng';
import { onBothDatabases, printTable, timeQueries } from './bench-kit';

const STUDENT_COUNT = 100_000;
const SCHOOL_COUNT = 40;
const ROUNDS = 20;
const BATCH = 2_000;

/** `{school}` is replaced by the id of the first school. */
const QUERIES = [
  `q=${encodeURIComponent('ابراهيم')}`,
  `q=${encodeURIComponent('فاطمه')}`,
  `q=${encodeURIComponent('الحربي')}&sort=nameEn:asc`,
  `q=${encodeURIComponent('عبدالله القحطاني')}`,
  'q=al-otaibi',
  `q=${encodeURIComponent('ريم خالد')}&page=2`,
  `q=${encodeURIComponent('ابراهيم')}&schoolId={school}`,
  `q=${encodeURIComponent('زززز')}`,
];

async function load(app: FastifyInstance): Promise<string> {
  const random = createRandom(7);
  const schoolRows = await app.db
    .insert(schools)
    .values(
      Array.from({ length: SCHOOL_COUNT }, (_, i) => ({
        nameAr: `مدرسة الرياض ${i + 1}`,
        nameEn: `Riyadh School ${i + 1}`,
        gender: i % 2 === 0 ? ('boys' as const) : ('girls' as const),
        lat: 24.7 + i * 0.001,
        lng: 46.7,
        startTime: '06:45',
        endTime: '12:30',
      })),
    )
    .returning({ id: schools.id });
  for (let start = 0; start < STUDENT_COUNT; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, STUDENT_COUNT - start) }, () => {
      const given = random.pick(random.next() < 0.5 ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES);
      const nameAr = `${given} ${random.pick(MALE_GIVEN_NAMES)} ${random.pick(FAMILY_NAMES)}`;
      return {
        nameAr,
        nameEn: latinName(nameAr),
        schoolId: random.pick(schoolRows).id,
        grade: random.int(0, 12),
      };
    });
    await app.db.insert(students).values(rows);
  }
  // What autovacuum does after a bulk load on a live server: planner statistics for the new rows.
  await app.db.execute(sql`analyze students`);
  return schoolRows[0]!.id;
}

async function measure(app: FastifyInstance) {
  const loadStarted = performance.now();
  const schoolId = await load(app);
  console.log(
    `  loaded ${STUDENT_COUNT} students in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );
  const queries = QUERIES.map((q) => q.replace('{school}', schoolId));
  return timeQueries(app, '/api/v1/students', queries, ROUNDS);
}

printTable(
  `GET /api/v1/students with a search term over ${STUDENT_COUNT} students (${QUERIES.length} query shapes x ${ROUNDS})`,
  await onBothDatabases(measure),
);
