import {
  settlementComposeSchema,
  settlementDetailsSchema,
  settlementListQuerySchema,
  settlementPreviewSchema,
  settlementSchema,
  settlementTransitionSchema,
} from '@rihla/shared/contracts/settlements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerHistoryRoute } from '../../lib/audit-history';
import { registerListRoutes } from '../../lib/list-routes';
import { mutate } from '../../lib/mutate';
import { notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { SETTLEMENTS_EXPORT } from './settlements.export';
import {
  createSettlement,
  exportSettlements,
  findSettlement,
  listSettlements,
  previewSettlement,
  transitionSettlement,
} from './settlements.service';

const tags = ['finance'];

/** Drivers' settlements: composed from completed trips, then draft -> approved -> paid; writes are audited. */
export async function settlementsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'finance:read' as const };
  const write = { access: 'finance:write' as const };
  // Lateness is judged on the operators' wall clock.
  const timeZone = app.config.TIME_ZONE;

  registerListRoutes(server, {
    path: '/settlements',
    tags,
    access: read.access,
    querystring: settlementListQuerySchema,
    item: settlementSchema,
    list: (query) => listSettlements(app.db, query),
    exportSpec: SETTLEMENTS_EXPORT,
    exportReader: (query) => exportSettlements(app.db, query),
  });
  app.post(
    '/settlements/preview',
    {
      config: read,
      schema: { tags, body: settlementComposeSchema, response: { 200: settlementPreviewSchema } },
    },
    (request) => previewSettlement(app.db, request.body, timeZone),
  );
  app.post(
    '/settlements',
    {
      config: write,
      schema: { tags, body: settlementComposeSchema, response: { 201: settlementDetailsSchema } },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const created = await createSettlement(tx, request.body, timeZone);
        await audit({
          entityType: 'settlement',
          entityId: created.id,
          action: 'create',
          before: null,
          after: created,
        });
        return { status: 201, body: created };
      }),
  );
  app.get(
    '/settlements/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: settlementDetailsSchema } } },
    async (request) => {
      const found = await findSettlement(app.db, request.params.id);
      if (!found) throw notFound();
      return found;
    },
  );
  app.post(
    '/settlements/:id/transitions',
    {
      config: write,
      schema: {
        tags,
        params: idParams,
        body: settlementTransitionSchema,
        response: { 200: settlementDetailsSchema },
      },
    },
    (request, reply) =>
      mutate(request, reply, async (tx, audit) => {
        const { before, after } = await transitionSettlement(tx, request.params.id, request.body);
        await audit({ entityType: 'settlement', entityId: after.id, action: 'transition', before, after });
        return { status: 200, body: after };
      }),
  );
  registerHistoryRoute(server, {
    base: '/settlements',
    entityType: 'settlement',
    access: 'finance:read',
    tag: 'finance',
  });
}
