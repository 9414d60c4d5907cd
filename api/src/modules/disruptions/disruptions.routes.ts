import {
  disruptionListQuerySchema,
  disruptionResolveSchema,
  disruptionSchema,
  disruptionUpdateSchema,
} from '@rihla/shared/contracts/disruptions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { registerHistoryRoute } from '../../lib/audit-history';
import { mutate } from '../../lib/mutate';
import { idParams, registerReadRoutes } from '../../lib/resource-routes';
import { recordPlanChanges } from '../live-feed/plan-feed';
import { recordStatusMove } from '../live-feed/status-feed';
import { DISRUPTIONS_EXPORT } from './disruptions.export';
import {
  exportDisruptions,
  findDisruption,
  listDisruptions,
  resolveDisruption,
  updateDisruption,
} from './disruptions.service';

const tags = ['disruptions'];

/** Disrupted trips: list and CSV, details, editing the record, resolving it (which moves the trip on). */
export async function disruptionsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const write = { access: 'trips:write' as const };

  registerReadRoutes(server, {
    base: '/disruptions',
    tag: 'disruptions',
    read: 'trips:read',
    item: disruptionSchema,
    listQuery: disruptionListQuerySchema,
    exportSpec: DISRUPTIONS_EXPORT,
    list: listDisruptions,
    export: exportDisruptions,
    find: findDisruption,
  });

  app.put(
    '/disruptions/:id',
    {
      config: write,
      schema: { tags, params: idParams, body: disruptionUpdateSchema, response: { 200: disruptionSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { before, after, trip } = await updateDisruption(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
        );
        await audit({ entityType: 'disruption', entityId: after.id, action: 'update', before, after });
        if (trip) {
          // The replacement took the trip over: its bus and driver changed, the monitors follow.
          await audit({ entityType: 'trip', entityId: trip.after.id, action: 'update', ...trip });
          announce = await recordPlanChanges(app.liveFeed, tx, [trip.after], 'updated');
        }
        return { status: 200, body: after };
      });
      announce();
    },
  );

  app.post(
    '/disruptions/:id/resolve',
    {
      config: write,
      schema: { tags, params: idParams, body: disruptionResolveSchema, response: { 200: disruptionSchema } },
    },
    async (request, reply) => {
      let announce = () => {};
      await mutate(request, reply, async (tx, audit) => {
        const { before, after, trip } = await resolveDisruption(
          tx,
          request.params.id,
          request.body,
          actorOf(request),
        );
        await audit({ entityType: 'disruption', entityId: after.id, action: 'transition', before, after });
        await audit({ entityType: 'trip', entityId: trip.after.id, action: 'transition', ...trip });
        announce = await recordStatusMove(app.liveFeed, tx, trip);
        return { status: 200, body: after };
      });
      announce();
    },
  );

  registerHistoryRoute(server, {
    base: '/disruptions',
    entityType: 'disruption',
    access: 'trips:read',
    tag: 'disruptions',
  });
}
