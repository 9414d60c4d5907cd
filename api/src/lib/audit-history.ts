import {
  type AuditEntry,
  auditEntrySchema,
  idSchema,
  type ListResponse,
  listQuerySchema,
  listResponseSchema,
} from '@rihla/shared/contracts/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../db/audit.table';
import type { Database } from '../db/types';
import type { Access } from '../plugins/route-registry';
import { shownActorName } from './actor';
import { type PageParams, pagedList } from './paged-list';

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

/** A history is paged like every list (20 a page), with no sort or search of its own. */
const historyQuerySchema = listQuerySchema(['at']).pick({ page: true, pageSize: true });

/** `GET <base>/:id/history`: the audit trail of one entity, newest first. */
export function registerHistoryRoute(
  app: FastifyInstance,
  options: { base: string; entityType: string; access: Access; tag: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${options.base}/:id/history`,
    {
      config: { access: options.access },
      schema: {
        tags: [options.tag],
        params: z.object({ id: idSchema }),
        querystring: historyQuerySchema,
        response: { 200: listResponseSchema(auditEntrySchema) },
      },
    },
    (request) => listHistory(app.db, options.entityType, request.params.id, request.query),
  );
}
