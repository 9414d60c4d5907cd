import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { todayIn } from '@rihla/shared/format/today';
import pg from 'pg';
import { PGLITE_OPTIONS } from './db/client';
import { DATABASES, type DatabaseKind } from './test/databases';
import { busInput, driverInput, schoolInput, stopInput, studentInput } from './test/fixtures';
import { killMidBurst } from './test/kill-mid-burst';
import {
  type HttpSession,
  login,
  PROCESS_TEST_TIMEOUT,
  send,
  serverHarness,
  storage,
} from './test/server-process';

const REQUESTS = 40;
/** Each series is a fortnight of school days: one request writes 10 trips of many rows each. */
const TRIPS_PER_SERIES = 10;

/** Runs read-only SQL on a stopped server's storage (PGlite allows one process at a time). */
async function inspect(kind: DatabaseKind, env: Record<string, string>, query: string) {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(env.DATA_DIR!, PGLITE_OPTIONS);
  try {
    return (await db.query<Record<string, unknown>>(query)).rows;
  } finally {
    await db.close();
  }
}

async function created(base: string, session: HttpSession, path: string, body: unknown): Promise<string> {
  const response = await send(base, session, 'POST', path, body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

describe.each(DATABASES)('the server process (SIGKILL during multi-row writes) on %s', (kind) => {
  const start = serverHarness();

  it(
    'keeps every acknowledged trip series whole and leaves no partial one',
    async () => {
      const store = await storage(kind);
      try {
        const first = await start(store.env);
        const session = await login(first.base);
        const schoolId = await created(first.base, session, '/api/v1/schools', schoolInput());
        // Papers valid far ahead: the test must not start failing when a fixture date passes.
        const valid = '2099-01-01';
        const busId = await created(
          first.base,
          session,
          '/api/v1/buses',
          busInput({ insuranceExpiry: valid, inspectionExpiry: valid }),
        );
        const driverId = await created(
          first.base,
          session,
          '/api/v1/drivers',
          driverInput({ licenseExpiry: valid, medicalExpiry: valid, backgroundCheckExpiry: valid }),
        );
        const stopIds = [
          await created(first.base, session, '/api/v1/stops', stopInput()),
          await created(first.base, session, '/api/v1/stops', stopInput()),
        ];
        const studentIds = [
          await created(first.base, session, '/api/v1/students', studentInput(schoolId)),
          await created(first.base, session, '/api/v1/students', studentInput(schoolId)),
        ];
        // Two school weeks (Sunday to Thursday) from the first Sunday a week ahead; every series has
        // its own 12-minute window of the day, so the same bus, driver and students fit them all.
        const sunday = new Date(Date.parse(`${todayIn('Asia/Riyadh')}T00:00:00Z`) + 7 * 86_400_000);
        sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7));
        const termStart = sunday.toISOString().slice(0, 10);
        const termEnd = new Date(sunday.getTime() + 11 * 86_400_000).toISOString().slice(0, 10);
        const time = (minutes: number) =>
          `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const requests = Array.from({ length: REQUESTS }, (_, i) => {
          const departure = 5 * 60 + i * 12;
          return {
            key: randomUUID(),
            body: {
              name: `سلسلة ${i}`,
              direction: 'to_school',
              schoolId,
              busId,
              driverId,
              departureTime: time(departure),
              stops: [
                { stopId: stopIds[0], plannedTime: time(departure + 4), studentIds: [studentIds[0]] },
                { stopId: stopIds[1], plannedTime: time(departure + 8), studentIds: [studentIds[1]] },
              ],
              weekdays: [0, 1, 2, 3, 4],
              termStart,
              termEnd,
            },
          };
        });

        const acknowledged = new Map<string, string[]>();
        await killMidBurst(
          requests,
          async ({ key, body }) => {
            const response = await send(first.base, session, 'POST', '/api/v1/trip-series', body, key);
            // Any answer but 201 fails the test; only a connection cut by the kill is expected.
            if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
            const result = (await response.json()) as { seriesId: string; trips: { id: string }[] };
            acknowledged.set(result.seriesId, result.trips.map((trip) => trip.id).sort());
            return true;
          },
          () => first.process.kill('SIGKILL'),
        );
        await first.exited;
        expect(acknowledged.size).toBeGreaterThanOrEqual(3);
        expect(acknowledged.size).toBeLessThan(REQUESTS);

        // After the crash: every acknowledged series is there with exactly the trips it answered.
        const second = await start(store.env);
        const again = await login(second.base);
        for (const [seriesId, tripIds] of acknowledged) {
          const listed = await fetch(`${second.base}/api/v1/trips?seriesId=${seriesId}&pageSize=100`, {
            headers: { cookie: again.cookie },
          });
          const page = (await listed.json()) as { items: { id: string }[] };
          expect(page.items.map((trip) => trip.id).sort()).toEqual(tripIds);
        }
        // The client retries everything with its keys: committed ones replay, the rest are written once.
        for (const { key, body } of requests) {
          const retry = await send(second.base, again, 'POST', '/api/v1/trip-series', body, key);
          expect(retry.status).toBe(201);
        }
        second.process.kill('SIGTERM');
        await second.exited;

        // No half-written entity: every series has all its trips, every trip its stops, students,
        // created event and audit row, and nothing was written twice.
        const [series] = await inspect(kind, store.env, 'select count(*)::int as n from trip_series');
        expect(series).toEqual({ n: REQUESTS });
        const partial = await inspect(
          kind,
          store.env,
          `select s.id, count(t.id)::int as trips from trip_series s left join trips t on t.series_id = s.id
           group by s.id having count(t.id) <> ${TRIPS_PER_SERIES}`,
        );
        expect(partial).toEqual([]);
        const incomplete = await inspect(
          kind,
          store.env,
          `select t.id,
             (select count(*) from trip_stops x where x.trip_id = t.id)::int as stops,
             (select count(*) from trip_students x where x.trip_id = t.id)::int as students,
             (select count(*) from trip_events x where x.trip_id = t.id and x.type = 'created')::int as events,
             (select count(*) from audit_log x where x.entity_type = 'trip' and x.entity_id = t.id::text)::int as audits
           from trips t`,
        );
        expect(incomplete).toHaveLength(REQUESTS * TRIPS_PER_SERIES);
        expect(
          incomplete.filter((t) => t.stops !== 2 || t.students !== 2 || t.events !== 1 || t.audits !== 1),
        ).toEqual([]);
      } finally {
        await store.cleanup();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
