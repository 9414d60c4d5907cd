import { setImmediate as yieldToOtherRequests } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/audit.table';
import type { Database } from '../db/types';
import { type AuditRecord, writeAuditMany } from './audit';

/** Rows per commit: on PGlite another request waits at most for one chunk (ADR 0036). */
export const COMMIT_CHUNK = 200;

/**
 * A bulk insert in short commits, all or nothing as far as what stays stored (ADR 0036): each
 * chunk's rows and their audit rows commit together, the import yields between chunks so other
 * requests' queries run, and when a chunk fails the chunks already committed (and their audit rows)
 * are deleted before the error goes on. Wrap the route in `mutateInSteps`.
 */
export async function insertInCommits<Row>(
  db: Database,
  request: FastifyRequest,
  rows: Row[],
  step: {
    /** Stores one chunk in `tx`; answers the audit records of what it created. */
    insert(tx: Database, rows: Row[]): Promise<AuditRecord[]>;
    /** Deletes the rows with these ids (the undo of committed chunks). */
    remove(tx: Database, ids: string[]): Promise<void>;
  },
): Promise<number> {
  const created: AuditRecord[] = [];
  try {
    for (let start = 0; start < rows.length; start += COMMIT_CHUNK) {
      await yieldToOtherRequests();
      const audit = await db.transaction(async (tx) => {
        const records = await step.insert(tx, rows.slice(start, start + COMMIT_CHUNK));
        await writeAuditMany(tx, request, records);
        return records;
      });
      created.push(...audit);
    }
    return created.length;
  } catch (error) {
    await undo(db, created, step.remove);
    throw error;
  }
}

async function undo(
  db: Database,
  created: AuditRecord[],
  remove: (tx: Database, ids: string[]) => Promise<void>,
) {
  for (let start = 0; start < created.length; start += COMMIT_CHUNK) {
    const chunk = created.slice(start, start + COMMIT_CHUNK);
    const ids = chunk.map((record) => record.entityId);
    await db.transaction(async (tx) => {
      await tx
        .delete(auditLog)
        .where(and(eq(auditLog.entityType, chunk[0]!.entityType), inArray(auditLog.entityId, ids)));
      await remove(tx, ids);
    });
  }
}
