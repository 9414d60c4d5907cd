// API list latency: 10 000 buses, then a mix of GET /api/v1/buses queries (pages, sorts, a search
// term, a status filter) through app.inject (in-process, no network), on PGlite and on PostgreSQL.
// Run: pnpm --filter @rihla/api bench   (BENCH_DATABASE_URL overrides the PostgreSQL server)
import type { FastifyInstance } from 'fastify';
import { buses } from '../src/modules/buses/buses.table';
import { createRandom } from '../src/seed/prng';
import { onBothDatabases, printTable, timeQueries } from './bench-kit';

const BUS_COUNT = 10_000;
const ROUNDS = 25;
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

async function measure(app: FastifyInstance) {
  await load(app);
  return timeQueries(app, '/api/v1/buses', QUERIES, ROUNDS);
}

printTable(
  `GET /api/v1/buses over ${BUS_COUNT} buses (${QUERIES.length} query shapes x ${ROUNDS})`,
  await onBothDatabases(measure),
);
