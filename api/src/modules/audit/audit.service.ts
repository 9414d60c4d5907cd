import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { auditLog } from './audit.table';

export async function listHistory(
  db: Database,
  entityType: string,
  entityId: string,
  page: number,
  pageSize: number,
): Promise<ListResponse<AuditEntry>> {
  const where = and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      entityType: row.entityType,
      entityId: row.entityId,
      action: row.action,
      actorId: row.actorId,
      actorName: row.actorName,
      at: row.at.toISOString(),
      before: row.before,
      after: row.after,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
