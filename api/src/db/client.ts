import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migratePglite, migratePostgres } from './migrate';
import { preparePositionPartitions } from './position-partitions';
import * as schema from './schema';
import type { Database } from './types';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` alone across every replica (PostgreSQL advisory lock; PGlite has one process). */
  exclusive<T>(work: (db: Database) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** The PostgreSQL connection pool's figures, for /metrics; PGlite has no pool (null). */
  pool(): PoolFigures | null;
  close(): Promise<void>;
}

export interface PoolFigures {
  /** Connections open, idle among them, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** An already-open PGlite (tests load a migrated snapshot into memory). */
  pglite?: PGlite | undefined;
}

/** Extensions the migrations need (pg_trgm for search indexes); every PGlite must load them. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Connections per API process: two replicas hold 20 of PostgreSQL's default 100. */
const POOL_MAX = 10;

// Any constant works; it only has to be the same in every replica.
const STARTUP_LOCK = 7_304_211;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let client = options.pglite;
  if (!client) {
    const dataDir = resolve(options.dataDir ?? './data');
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir, PGLITE_OPTIONS);
  }
  await client.waitReady;
  const concrete = drizzlePglite(client, { schema });
  await migratePglite(concrete);
  const db: Database = concrete;
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(db),
    ping: async () => {
      await pglite.query('select 1');
    },
    pool: () => null,
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // A bounded wait for a connection: while PostgreSQL is down or the pool is exhausted a request
  // fails (503) instead of hanging; a connection dropped by a restart is replaced on the next use.
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error('postgres pool: idle connection error', error.message));
  // Nor one dropped while checked out between two queries (inside a transaction): the pool takes
  // its own listener off a connection it hands out, and an 'error' event nobody listens to
  // throws. The request using it fails on its next query (503); the pool replaces the connection.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('postgres: connection in use lost', error.message));
  });
  const db: Database = drizzlePg(pool, { schema });
  const exclusive = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work(drizzlePg(connection, { schema }));
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      connection.release();
    }
  };
  // Two replicas starting together must not both apply the same migration; then bus positions are
  // partitioned by day (PostgreSQL only, ADR 0041) and the days around today made.
  await exclusive(async (locked) => {
    await migratePostgres(drizzlePg(pool, { schema }));
    await preparePositionPartitions(locked, new Date());
  });
  return {
    db,
    kind: 'postgres',
    exclusive,
    ping: async () => {
      await pool.query('select 1');
    },
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: () => pool.end(),
  };
}
