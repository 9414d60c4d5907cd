import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/types';
import { pgError } from './db-error';
import { HttpProblem, notFound, staleVersion } from './problem';

/** A table with the entity columns (`entityColumns()`): id, version, timestamps. */
type EntityTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/**
 * Optimistic lock: reads the row for update (404 when gone), then changes it only at the version
 * the caller read (409 `conflict.stale` otherwise). `find` reads the entity as the API shows it.
 */
export async function versionedUpdate<T>(
  tx: Database,
  table: EntityTable,
  id: string,
  update: { version: number } & Record<string, unknown>,
  find: (db: Database, id: string, lock?: boolean) => Promise<T | null>,
): Promise<{ before: T; after: T }> {
  const before = await find(tx, id, true);
  if (!before) throw notFound();
  const { version, ...fields } = update;
  const updated = await tx
    .update(table)
    .set({ ...fields, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  if (updated.length === 0) throw staleVersion();
  return { before, after: (await find(tx, id))! };
}

/**
 * Deletes the row at the version the caller read; returns the entity as it was. A row other
 * records still point at (a foreign key without cascade) is refused with 409 `conflict.inUse`.
 */
export async function versionedDelete<T>(
  tx: Database,
  table: EntityTable,
  id: string,
  version: number,
  find: (db: Database, id: string, lock?: boolean) => Promise<T | null>,
): Promise<T> {
  const before = await find(tx, id, true);
  if (!before) throw notFound();
  let deleted: { id: unknown }[];
  try {
    deleted = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning({ id: table.id });
  } catch (error) {
    if (pgError(error)?.code === '23503') throw new HttpProblem(409, 'conflict.inUse');
    throw error;
  }
  if (deleted.length === 0) throw staleVersion();
  return before;
}
