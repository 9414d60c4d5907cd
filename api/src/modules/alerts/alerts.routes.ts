import { listResponseSchema } from '@rihla/shared/contracts/common';
import { alertActionSchema, alertListQuerySchema, alertSchema } from '@rihla/shared/contracts/monitoring';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { mutate } from '../../lib/mutate';
import { idParams } from '../../lib/resource-routes';
import { scopeOf } from '../../lib/school-scope';
import { actOnAlert, listAlerts } from './alerts.service';

/**
 * The alert centre: alerts raised from the buses' data by their rules, acknowledged, assigned and
 * resolved with a note (audited, on the feed).
 */
export async function alertsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitoring'];

  app.get(
    '/alerts',
    {
      config: { access: 'trips:read' },
      schema: { tags, querystring: alertListQuerySchema, response: { 200: listResponseSchema(alertSchema) } },
    },
    (request) => listAlerts(app.db, request.query, scopeOf(request)),
  );

  app.post(
    '/alerts/:id/actions',
    {
      config: { access: 'trips:write' },
      schema: { tags, params: idParams, body: alertActionSchema, response: { 200: alertSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { before, after } = await actOnAlert(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
          new Date(),
        );
        await audit({ entityType: 'alert', entityId: after.id, action: 'update', before, after });
        announce = await app.liveFeed.record(tx, [{ tripId: after.tripId, kind: 'alert', data: after }]);
        return { status: 200, body: after };
      });
      announce();
    },
  );
}
