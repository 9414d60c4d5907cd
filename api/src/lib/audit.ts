import type { AUDIT_ACTIONS } from '@rihla/shared/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/types';
import { auditLog } from '../modules/audit/audit.table';

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

export async function writeAudit(tx: Database, request: FastifyRequest, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    entityType: record.entityType,
    entityId: record.entityId,
    action: record.action,
    actorId: request.auth?.operator.id ?? null,
    actorName: request.auth?.operator.name ?? null,
    requestId: request.id,
    before: snapshot(record.before),
    after: snapshot(record.after),
  });
}

/** Many audit rows of one request in one statement per batch (a bulk import of thousands of records). */
export async function writeAuditMany(
  tx: Database,
  request: FastifyRequest,
  records: AuditRecord[],
): Promise<void> {
  for (let start = 0; start < records.length; start += 500) {
    await tx.insert(auditLog).values(
      records.slice(start, start + 500).map((record) => ({
        entityType: record.entityType,
        entityId: record.entityId,
        action: record.action,
        actorId: request.auth?.operator.id ?? null,
        actorName: request.auth?.operator.name ?? null,
        requestId: request.id,
        before: snapshot(record.before),
        after: snapshot(record.after),
      })),
    );
  }
}
