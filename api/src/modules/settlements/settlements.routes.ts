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
import type { Database } from '../../db/types';
import { registerHistoryRoute } from '../../lib/audit-history';
import { registerListRoutes } from '../../lib/list-routes';
import { mutate } from '../../lib/mutate';
import { HttpProblem, notFound } from '../../lib/problem';
import { idParams } from '../../lib/resource-routes';
import { type SchoolScope, scopeOf } from '../../lib/school-scope';
import { SETTLEMENTS_EXPORT } from './settlements.export';
import {
  createSettlement,
  exportSettlements,
  findSettlement,
  listSettlements,
  previewSettlement,
  transitionSettlement,
  tripsAllInScope,
} from './settlements.service';

const tags = ['finance'];

/**
 * An operator limited to some schools (ADR 0072) composes only a settlement they will see: one
 * whose trips are all of their schools. Otherwise 403, naming the driver.
 */
async function refuseOtherSchools(
  db: Database,
  settlement: { lines: { tripId: string }[] },
  scope: SchoolScope,
): Promise<void> {
  if (
    await tripsAllInScope(
      db,
      settlement.lines.map((line) => line.tripId),
      scope,
    )
  )
    return;
  throw new HttpProblem(403, 'scope.outside', [{ path: 'driverId', code: 'scope.settlementMixed' }]);
}

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
    list: (query, scope) => listSettlements(app.db, query, scope),
    exportSpec: SETTLEMENTS_EXPORT,
    exportReader: (query, scope) => exportSettlements(app.db, query, scope),
  });
  app.post(
    '/settlements/preview',
    {
      config: read,
      schema: { tags, body: settlementComposeSchema, response: { 200: settlementPreviewSchema } },
    },
    async (request) => {
      const preview = await previewSettlement(app.db, request.body, timeZone);
      await refuseOtherSchools(app.db, preview, scopeOf(request));
      return preview;
    },
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
        // Refused before it commits: nothing is written.
        await refuseOtherSchools(tx, created, scopeOf(request));
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
