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
