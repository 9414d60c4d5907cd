import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/raw-rows';
import type { DatabaseHandle } from './client';
import type { Database } from './types';

/**
 * Bus positions by day (ADR 0041). On PostgreSQL `bus_positions` is range-partitioned on the fix
 * time `at`, one partition per UTC day (`bus_positions_pYYYYMMDD`) plus `bus_positions_default`
 * as a safety net; retention drops whole days. PGlite (one process, small fleets) keeps the plain
 * table the shared migrations create, and retention deletes rows.
 *
 * The drizzle migrations are shared by both databases, so they create the plain table; on
 * PostgreSQL `preparePositionPartitions` runs right after them (under the start-up lock) and turns
 * it into the partitioned one, keeping its rows.
 */

const TABLE = 'bus_positions';
const DEFAULT_PARTITION = `${TABLE}_default`;
const DAY_MS = 86_400_000;

/** Days created ahead of today, so an insert never waits for a partition (housekeeping runs hourly). */
export const PARTITION_DAYS_AHEAD = 7;
/** Days created behind today: a device may send fixes up to 24 h old (MONITOR_RULES.maxAgeHours). */
const PARTITION_DAYS_BEHIND = 2;
/** Rows deleted per statement by retention on PGlite, so other requests get their turn in between. */
const DELETE_CHUNK = 5_000;

/** Midnight UTC of `date`'s day. */
export function utcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/** `bus_positions_p20261124`: the partition holding the UTC day starting at `day`. */
export function partitionNameOf(day: Date): string {
  return `${TABLE}_p${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

function dayOfPartition(name: string): Date | null {
  const match = /^bus_positions_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Whether `bus_positions` is the partitioned table (PostgreSQL after `preparePositionPartitions`). */
export async function positionsArePartitioned(db: Database): Promise<boolean> {
  const [row] = await rows<{ kind: string }>(
    db,
    sql`select c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = ${TABLE}`,
  );
  return row?.kind === 'p';
}

/** The day partitions that exist now, oldest first. */
export async function positionPartitionDays(db: Database): Promise<Date[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = ${TABLE}::regclass`,
  );
  return found
    .map((row) => dayOfPartition(row.name))
    .filter((day): day is Date => day !== null)
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The plain table becomes the partitioned one in one transaction: renamed aside, the partitioned
 * table created with the same columns (the primary key gains `at`, as partitioning requires), a
 * partition made for every day that holds rows, the rows copied, the old table dropped.
 */
async function convertPlainTable(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const old = `${TABLE}_plain`;
    await tx.execute(sql.raw(`alter table ${TABLE} rename to ${old}`));
    for (const index of ['pkey', 'bus_at_idx', 'trip_at_idx']) {
      await tx.execute(sql.raw(`alter index if exists ${TABLE}_${index} rename to ${old}_${index}`));
    }
    await tx.execute(
      sql.raw(`create table ${TABLE} (like ${old} including defaults including comments)
        partition by range (at)`),
    );
    await tx.execute(sql.raw(`alter table ${TABLE} add constraint ${TABLE}_pkey primary key (id, at)`));
    await tx.execute(sql.raw(`create unique index ${TABLE}_bus_at_idx on ${TABLE} (bus_id, at)`));
    await tx.execute(sql.raw(`create index ${TABLE}_trip_at_idx on ${TABLE} (trip_id, at)`));
    await tx.execute(
      sql.raw(`alter table ${TABLE} add constraint ${TABLE}_bus_id_buses_id_fk foreign key (bus_id)
        references buses(id) on delete cascade`),
    );
    await tx.execute(
      sql.raw(`alter table ${TABLE} add constraint ${TABLE}_trip_id_trips_id_fk foreign key (trip_id)
        references trips(id) on delete cascade`),
    );
    await tx.execute(sql.raw(`create table ${DEFAULT_PARTITION} partition of ${TABLE} default`));
    const days = await rows<{ day: string }>(
      tx,
      sql.raw(`select distinct to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day
        from ${old}`),
    );
    for (const { day } of days) await createDayPartition(tx, new Date(`${day}T00:00:00Z`));
    await tx.execute(sql.raw(`insert into ${TABLE} select * from ${old}`));
    await tx.execute(sql.raw(`drop table ${old}`));
  });
}

/**
 * The partition of one UTC day, if missing. Rows of that day already caught by the default
 * partition are moved into it (PostgreSQL refuses a new partition whose rows sit in the default).
 */
async function createDayPartition(db: Database, day: Date): Promise<void> {
  const name = partitionNameOf(day);
  const from = day.toISOString();
  const to = addDays(day, 1).toISOString();
  const [found] = await rows<{ exists: boolean }>(db, sql`select to_regclass(${name}) is not null as exists`);
  if (found?.exists) return;
  const [stray] = await rows<{ one: number }>(
    db,
    sql`select 1 as one from ${sql.identifier(DEFAULT_PARTITION)} where at >= ${from} and at < ${to} limit 1`,
  );
  const bounds = `for values from ('${from}') to ('${to}')`;
  if (!stray) {
    await db.execute(sql.raw(`create table ${name} partition of ${TABLE} ${bounds}`));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create table ${name} (like ${TABLE} including defaults)`));
    await tx.execute(
      sql.raw(`with moved as (delete from ${DEFAULT_PARTITION} where at >= '${from}' and at < '${to}' returning *)
        insert into ${name} select * from moved`),
    );
    await tx.execute(sql.raw(`alter table ${TABLE} attach partition ${name} ${bounds}`));
  });
}

/**
 * PostgreSQL only, after the migrations: partitions the table if it is still plain, then makes the
 * partitions of the days around `now`. Run it where only one replica runs it (the start-up lock,
 * housekeeping's `exclusive`).
 */
export async function preparePositionPartitions(db: Database, now: Date): Promise<void> {
  if (!(await positionsArePartitioned(db))) await convertPlainTable(db);
  const today = utcDay(now);
  for (let offset = -PARTITION_DAYS_BEHIND; offset <= PARTITION_DAYS_AHEAD; offset++) {
    await createDayPartition(db, addDays(today, offset));
  }
}

/** What one retention pass removed. */
export interface RetentionResult {
  /** Day partitions dropped (PostgreSQL). */
  droppedPartitions: string[];
  /** Rows deleted one by one: every old row on PGlite, the default partition's on PostgreSQL. */
  deletedRows: number;
}

/** Start of the oldest UTC day kept: `retentionDays` before today. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return addDays(utcDay(now), -retentionDays);
}

async function deleteOlderRows(db: Database, table: string, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await rows<{ id: string }>(
      db,
      sql`delete from ${sql.identifier(table)} where id in (
            select id from ${sql.identifier(table)} where at < ${cutoff.toISOString()} limit ${DELETE_CHUNK})
          returning id`,
    );
    deleted += gone.length;
    if (gone.length < DELETE_CHUNK) return deleted;
  }
}

/**
 * Housekeeping's pass over positions: on PostgreSQL the partitions ahead are made, kept days found
 * in the default partition get their own, and whole days older than the retention are dropped; on
 * PGlite the old rows are deleted in chunks.
 */
export async function maintainPositions(
  handle: Pick<DatabaseHandle, 'kind' | 'exclusive' | 'db'>,
  now: Date,
  retentionDays: number,
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(now, retentionDays);
  if (handle.kind === 'pglite') {
    return { droppedPartitions: [], deletedRows: await deleteOlderRows(handle.db, TABLE, cutoff) };
  }
  return handle.exclusive(async (db) => {
    await preparePositionPartitions(db, now);
    // Kept days whose fixes the default partition caught get their partition (the fixes move in).
    const strays = await rows<{ day: string }>(
      db,
      sql`select distinct to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day
          from ${sql.identifier(DEFAULT_PARTITION)} where at >= ${cutoff.toISOString()}`,
    );
    for (const { day } of strays) await createDayPartition(db, new Date(`${day}T00:00:00Z`));
    const droppedPartitions: string[] = [];
    for (const day of await positionPartitionDays(db)) {
      if (day.getTime() >= cutoff.getTime()) break;
      const name = partitionNameOf(day);
      await db.execute(sql.raw(`drop table if exists ${name}`));
      droppedPartitions.push(name);
    }
    const deletedRows = await deleteOlderRows(db, DEFAULT_PARTITION, cutoff);
    return { droppedPartitions, deletedRows };
  });
}
