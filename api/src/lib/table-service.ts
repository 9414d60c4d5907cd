import type { ListResponse } from '@rihla/shared/contracts/common';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/types';
import { exportReader } from './export-routes';
import { type ListParams, type ListSpec, orderByFor, searchFor } from './list-query';
import { pagedList } from './paged-list';
import type { ResourceService } from './resource-routes';
import type { SchoolScope } from './school-scope';
import { versionedDelete, versionedUpdate } from './versioned-write';

type EntityTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

export interface TableServiceOptions<T, Row, Q extends ListParams, F extends string> {
  table: EntityTable;
  listSpec: ListSpec<F>;
  /** Field filters of the list query, besides `q`. */
  filter?(query: Q): SQL | undefined;
  /** The rows an operator limited to some schools sees (ADR 0072); absent: the resource belongs to no school. */
  inScope?(scope: SchoolScope): SQL | undefined;
  /** A stored row as the API shows it. */
  toEntity(row: Row): T;
  /** Turns a constraint violation into a problem (unique names, missing references...). */
  catchConflicts?<R>(write: Promise<R>): Promise<R>;
}

/**
 * The service of a resource that is one table and nothing more: list (search, filter, sort,
 * page), export, find, create, versioned update and delete. Resources with joins or rules of
 * their own write their service by hand and can still use the pieces (`versionedUpdate`...).
 */
export function tableService<
  T extends { id: string },
  Row,
  Q extends ListParams,
  I extends Record<string, unknown>,
  U extends { version: number } & Record<string, unknown>,
  F extends string,
>(options: TableServiceOptions<T, Row, Q, F>): ResourceService<T, Q, I, U> {
  const { table, listSpec, toEntity } = options;
  const guard = <R>(write: Promise<R>) => (options.catchConflicts ? options.catchConflicts(write) : write);
  const where = (query: Q, scope: SchoolScope) =>
    and(options.inScope?.(scope), searchFor(listSpec, query.q), options.filter?.(query));

  async function find(db: Database, id: string, lock = false): Promise<T | null> {
    const base = db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    const [row] = lock ? await base.for('update') : await base;
    return row ? toEntity(row as Row) : null;
  }

  return {
    list: (db, query, scope): Promise<ListResponse<T>> =>
      pagedList(query, {
        select: db
          .select()
          .from(table as PgTable)
          .$dynamic(),
        count: db
          .select({ n: count() })
          .from(table as PgTable)
          .$dynamic(),
        where: where(query, scope),
        orderBy: orderByFor(listSpec, query.sort),
        toItems: (rows) => rows.map((row) => toEntity(row as Row)),
      }),
    export: (db, query, scope) =>
      exportReader(
        () =>
          db
            .select({ id: table.id })
            .from(table as PgTable)
            .where(where(query, scope))
            .orderBy(...orderByFor(listSpec, query.sort)) as Promise<{ id: string }[]>,
        async (ids) =>
          (
            await db
              .select()
              .from(table as PgTable)
              .where(inArray(table.id, ids))
          ).map((row) => toEntity(row as Row)),
      ),
    find: (db, id) => find(db, id),
    async create(tx, input) {
      const [row] = await guard(
        tx
          .insert(table)
          .values(input as never)
          .returning(),
      );
      return toEntity(row as Row);
    },
    update: (tx, id, update) => guard(versionedUpdate(tx, table, id, update, find)),
    remove: (tx, id, version) => guard(versionedDelete(tx, table, id, version, find)),
  };
}
