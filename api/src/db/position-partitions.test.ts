import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { rowsOf } from '../lib/raw-rows';
import { insertPositions } from '../modules/devices/insert-positions';
import { type Agent, sessionOf } from '../test/agent';
import { createPostgresDatabase, DATABASES } from '../test/databases';
import { ago, liveTripPlace, STOP_A, startedTrip, TZ } from '../test/live-trips';
import { freshPglite, startTestApp, type TestApp } from '../test/test-app';
import { openDatabase } from './client';
import { migratePostgres } from './migrate';
import {
  maintainPositions,
  PARTITION_DAYS_AHEAD,
  partitionNameOf,
  positionPartitionDays,
  positionsArePartitioned,
  utcDay,
} from './position-partitions';
import * as schema from './schema';
import type { Database } from './types';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

/** Where each of a bus's fixes is stored: the partition's name on PostgreSQL, the table on PGlite. */
async function whereStored(db: Database, busId: string) {
  const found = rowsOf<{ at: Date | string; part: string }>(
    await db.execute(
      sql`select at, tableoid::regclass::text as part from bus_positions where bus_id = ${busId} order by at`,
    ),
  );
  return found.map((row) => ({ at: new Date(row.at).toISOString(), part: row.part }));
}

const fix = (busId: string, tripId: string | null, at: Date) => ({
  busId,
  tripId,
  at,
  ...STOP_A,
  speedKmh: 20,
  heading: null,
});

describe.each(DATABASES)('bus positions by day on %s', (kind) => {
  let t: TestApp;
  let admin: Agent;
  let place: { schoolId: string; stopIds: string[] };

  beforeAll(async () => {
    t = await startTestApp(kind, { TIME_ZONE: TZ });
    admin = await sessionOf(t.app);
    place = await liveTripPlace(admin);
  });
  afterAll(() => t?.close());

  it('partitions by UTC day on PostgreSQL (a plain table on PGlite); a device fix lands in its day', async () => {
    const { device, busId } = await startedTrip(t, admin, place);
    const at = ago(60);
    const sent = await device('positions', { points: [{ at, ...STOP_A }] });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await positionsArePartitioned(t.app.db)).toBe(kind === 'postgres');
    const stored = await whereStored(t.app.db, busId);
    expect(stored).toEqual([
      { at, part: kind === 'postgres' ? partitionNameOf(utcDay(new Date(at))) : 'bus_positions' },
    ]);
    if (kind === 'postgres') {
      // Made at start: today and the days ahead, so an insert never meets a missing day.
      const days = (await positionPartitionDays(t.app.db)).map((day) => day.toISOString());
      const today = utcDay(new Date());
      for (let ahead = 0; ahead <= PARTITION_DAYS_AHEAD; ahead++) {
        expect(days).toContain(new Date(today.getTime() + ahead * DAY_MS).toISOString());
      }
    }
  });

  it('retention removes the days older than POSITION_RETENTION_DAYS, keeps the recent ones, and replay still works', async () => {
    const { busId, tripId } = await startedTrip(t, admin, place);
    const now = new Date();
    // On PostgreSQL the housekeeping of 100, 89 and 3 days ago made the partitions of those days.
    await maintainPositions(t.app.database, daysAgo(100, now), 3_650);
    await maintainPositions(t.app.database, daysAgo(89, now), 3_650);
    await maintainPositions(t.app.database, daysAgo(3, now), 3_650);
    const midnight = utcDay(daysAgo(3, now));
    const old = [daysAgo(200, now), daysAgo(100, now), daysAgo(99, now)];
    const kept = [
      daysAgo(89, now),
      new Date(midnight.getTime() - 60_000),
      new Date(midnight.getTime() + 60_000),
      daysAgo(0.01, now),
    ];
    await insertPositions(
      t.app.db,
      [...old, ...kept].map((at) => fix(busId, tripId, at)),
    );
    const before = await whereStored(t.app.db, busId);
    expect(before).toHaveLength(old.length + kept.length);
    if (kind === 'postgres') {
      // 200 days ago no partition existed: the default partition caught it.
      expect(before.map((row) => row.part)).toEqual([
        'bus_positions_default',
        ...[...old.slice(1), ...kept].map((at) => partitionNameOf(utcDay(at))),
      ]);
    }

    const result = await maintainPositions(t.app.database, now, 90);
    const after = await whereStored(t.app.db, busId);
    expect(after.map((row) => row.at)).toEqual(kept.map((at) => at.toISOString()));
    if (kind === 'postgres') {
      expect(result.droppedPartitions).toEqual(
        expect.arrayContaining([partitionNameOf(utcDay(old[1]!)), partitionNameOf(utcDay(old[2]!))]),
      );
      expect(result.deletedRows).toBe(1);
      const days = (await positionPartitionDays(t.app.db)).map((day) => day.getTime());
      expect(days).not.toContain(utcDay(old[1]!).getTime());
      expect(days).toContain(utcDay(kept[0]!).getTime());
    } else {
      expect(result.deletedRows).toBe(old.length);
    }

    // The trip's replay reads across day partitions, in time order.
    const live = await admin.call('GET', `/api/v1/trips/${tripId}/live`);
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json().positions.map((p: { at: string }) => p.at)).toEqual(
      kept.map((at) => at.toISOString()),
    );
  });

  it('housekeeping gives a kept day caught by the default partition its own partition, moving its fixes', async () => {
    const { busId } = await startedTrip(t, admin, place);
    const later = new Date(Date.now() + 40 * DAY_MS);
    await insertPositions(t.app.db, [fix(busId, null, later)]);
    const expected = kind === 'postgres' ? partitionNameOf(utcDay(later)) : 'bus_positions';
    if (kind === 'postgres')
      expect((await whereStored(t.app.db, busId))[0]!.part).toBe('bus_positions_default');
    await maintainPositions(t.app.database, new Date(), 90);
    expect(await whereStored(t.app.db, busId)).toEqual([{ at: later.toISOString(), part: expected }]);
  });
});

describe.each(DATABASES)('upgrading the plain positions table on %s', (kind) => {
  it('keeps every existing row when the API starts on it', async () => {
    const now = new Date();
    const times = [daysAgo(30, now), daysAgo(2, now), daysAgo(0.01, now)];
    const seed = async (db: Database) => {
      const [bus] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into buses (plate_number, capacity, model, year, status, insurance_expiry,
          inspection_expiry) values ('1234 ABC', 30, 'Coaster', 2020, 'active', '2030-01-01', '2030-01-01')
          returning id`),
      );
      await insertPositions(
        db,
        times.map((at) => fix(bus!.id, null, at)),
      );
      return bus!.id;
    };
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      try {
        // The database as the previous version left it: migrated, the plain table holding fixes.
        const pool = new pg.Pool({ connectionString: database.url, max: 2 });
        const before = drizzlePg(pool, { schema });
        await migratePostgres(before);
        const busId = await seed(before);
        expect(await positionsArePartitioned(before)).toBe(false);
        await pool.end();
        const handle = await openDatabase({ databaseUrl: database.url });
        try {
          expect(await positionsArePartitioned(handle.db)).toBe(true);
          expect(await whereStored(handle.db, busId)).toEqual(
            times.map((at) => ({ at: at.toISOString(), part: partitionNameOf(utcDay(at)) })),
          );
          // The converted table still refuses a duplicate fix and still cascades a bus's removal.
          const again = await insertPositions(handle.db, [fix(busId, null, times[0]!)]);
          expect(again).toEqual([]);
          await handle.db.execute(sql`delete from buses where id = ${busId}`);
          expect(await whereStored(handle.db, busId)).toEqual([]);
        } finally {
          await handle.close();
        }
      } finally {
        await database.drop();
      }
      return;
    }
    const pglite = await freshPglite();
    const busId = await seed(drizzlePglite(pglite, { schema }));
    const handle = await openDatabase({ pglite });
    try {
      expect(await positionsArePartitioned(handle.db)).toBe(false);
      expect(await whereStored(handle.db, busId)).toEqual(
        times.map((at) => ({ at: at.toISOString(), part: 'bus_positions' })),
      );
    } finally {
      await handle.close();
    }
  });
});
