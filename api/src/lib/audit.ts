import type { AUDIT_ACTIONS } from '@rihla/shared/contracts/common';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/audit.table';
import type { Database } from '../db/types';

export interface AuditRecord {
  entityType: string;
  entityId: string;
  action: (typeof AUDIT_ACTIONS)[number];
  before: object | null;
  after: object | null;
}

/** JSON round trip: Dates become ISO strings, exactly what the API answered. */
function snapshot(value: object | null): Record<string, unknown> | null {
  return value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;
}

/** Generated search columns are an index aid, not part of what the API answers or the history shows. */
const NOT_AUDITED = new Set(['search']);

/**
 * The same snapshot as `snapshot(row)`, built by the database for rows that never reach JavaScript
 * (a set-based bulk write): camelCase keys, timestamps as `Date#toJSON` writes them.
 */
export function auditSnapshotSql(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table))
    .filter(([key]) => !NOT_AUDITED.has(key))
    .map(([key, column]) => {
      const value = sql.raw(`${alias}.${column.name}`);
      const json =
        column.columnType === 'PgTimestamp'
          ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : value;
      return sql`${sql.raw(`'${key}'`)}, ${json}`;
    });
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The audit row of `record`, by the request's operator. */
function auditRowOf(request: FastifyRequest, record: AuditRecord): typeof auditLog.$inferInsert {
  return {
    entityType: record.entityType,
    entityId: record.entityId,
    action: record.action,
    actorId: request.auth?.operator.id ?? null,
    actorName: request.auth?.operator.name ?? null,
    requestId: request.id,
    before: snapshot(record.before),
    after: snapshot(record.after),
  };
}

export async function writeAudit(tx: Database, request: FastifyRequest, record: AuditRecord): Promise<void> {
  await startAudit(tx, request, record);
}

/** `writeAudit` answering the row's id, for a long write that keeps it up to date (`rewriteAuditAfter`). */
export async function startAudit(
  tx: Database,
  request: FastifyRequest,
  record: AuditRecord,
): Promise<string> {
  const [row] = await tx.insert(auditLog).values(auditRowOf(request, record)).returning({ id: auditLog.id });
  return row!.id;
}

/**
 * Brings the `after` of a long write's audit row up to date, in the transaction of the step that
 * changed it (an invoice run's chunk, ADR 0044): the row always says what has been committed.
 */
export async function rewriteAuditAfter(tx: Database, id: string, after: object): Promise<string> {
  await tx
    .update(auditLog)
    .set({ after: snapshot(after) })
    .where(eq(auditLog.id, id));
  return id;
}

/** Audit rows of a bulk write (the schools and stops imports), 500 to a statement. */
export async function writeAuditMany(
  tx: Database,
  request: FastifyRequest,
  records: AuditRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += 500) {
    await tx
      .insert(auditLog)
      .values(records.slice(start, start + 500).map((record) => auditRowOf(request, record)));
  }
}
