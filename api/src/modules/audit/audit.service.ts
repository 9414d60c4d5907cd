import type { AuditEntry, ListResponse } from '@rihla/shared/contracts/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { shownActorName } from '../../lib/actor';
import { type PageParams, pagedList } from '../../lib/paged-list';
import { auditLog } from './audit.table';

/** The audit trail of one entity, newest first. */
export function listHistory(
  db: Database,
  entityType: string,
  entityId: string,
  page: PageParams,
): Promise<ListResponse<AuditEntry>> {
  return pagedList(page, {
    select: db.select().from(auditLog).$dynamic(),
    count: db.select({ n: count() }).from(auditLog).$dynamic(),
    where: and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)),
    orderBy: [desc(auditLog.at), desc(auditLog.id)],
    toItems: (rows) =>
      rows.map((row) => ({
        id: row.id,
        entityType: row.entityType,
        entityId: row.entityId,
        action: row.action,
        actorId: row.actorId,
        actorName: shownActorName(row.actorId, row.actorName),
        at: row.at.toISOString(),
        before: row.before,
        after: row.after,
      })),
  });
}
