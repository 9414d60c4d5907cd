import { positionBatchResultSchema, positionBatchSchema } from '@rihla/shared/contracts/monitoring';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkPointTimes } from '../devices/point-times';
import type { CrewAuth } from './crew-sessions.service';
import { crewTripOf, requireOnTheRoad } from './crew-trip-access';

const tripParams = z.object({ id: z.uuid('validation.uuid') });

interface Signed {
  signedIn: Pick<RouteShorthandOptions, 'config' | 'onRequest'>;
  authOf(request: FastifyRequest): CrewAuth;
}

/**
 * The crew phone's position while a trip of the member is on the road (issue #34 part 6): the
 * phone's fixes, batched, go into the trip's bus's positions through the trackers' own ingest
 * (its strict points, times checked, the bus's allowance, impossible jumps refused, stops and
 * lateness derived, the feed told). A batch sent again stores nothing twice (its fixes are
 * duplicates by time), so no Idempotency-Key is needed.
 */
export function crewPositionRoutes(server: FastifyInstance, { signedIn, authOf }: Signed) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/crew/trips/:id/positions',
    {
      ...signedIn,
      schema: {
        tags: ['crew'],
        params: tripParams,
        body: positionBatchSchema,
        response: { 202: positionBatchResultSchema },
      },
    },
    async (request, reply) => {
      const clock = app.operatorsClock();
      const member = authOf(request).member.id;
      const trip = await app.db.transaction((tx) => crewTripOf(tx, member, request.params.id, clock.today));
      requireOnTheRoad(trip);
      const times = checkPointTimes(request.body.points, clock.now);
      const points = request.body.points.map((point, i) => ({ ...point, at: times[i]! }));
      return reply.status(202).send(await app.positionIngest.submitForBus(trip.busId, points));
    },
  );
}
