import { busLiveSchema, tripLiveSchema } from '@rihla/shared/contracts/monitoring';
import { monitorTodaySchema, onBoardSchema } from '@rihla/shared/contracts/monitoring-screens';
import { tripManifestSchema } from '@rihla/shared/contracts/trip-manifest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../lib/resource-routes';
import { scopeOf } from '../../lib/school-scope';
import { liveBuses } from './live-buses';
import { monitorToday } from './monitor-today';
import { onBoardNow } from './on-board';
import { tripLive } from './trip-live';
import { tripManifest } from './trip-manifest';

/**
 * What the monitor screens load before the live feed keeps them current: the buses on the road,
 * one trip's track, riders and manifest, today's trips with their lateness. An operator limited to
 * some schools sees their trips only (ADR 0072; a trip's own routes by the school-scope hook), and
 * so does a school's staff, who read them all but the alerts (ADR 0076).
 */
export async function monitorScreensRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const read = { access: 'trips:live' as const };
  const tags = ['monitoring'];

  app.get(
    '/monitoring/buses',
    { config: read, schema: { tags, response: { 200: z.array(busLiveSchema) } } },
    (request) => liveBuses(app.db, app.operatorsClock(), scopeOf(request)),
  );

  app.get(
    '/trips/:id/live',
    { config: read, schema: { tags, params: idParams, response: { 200: tripLiveSchema } } },
    (request) => tripLive(app.db, request.params.id),
  );

  app.get(
    '/trips/:id/manifest',
    { config: read, schema: { tags, params: idParams, response: { 200: tripManifestSchema } } },
    (request) => tripManifest(app.db, request.params.id),
  );

  app.get(
    '/monitoring/today',
    { config: read, schema: { tags, response: { 200: monitorTodaySchema } } },
    (request) => monitorToday(app.db, app.operatorsToday(), scopeOf(request)),
  );

  app.get(
    '/monitoring/on-board',
    { config: read, schema: { tags, response: { 200: onBoardSchema } } },
    (request) => onBoardNow(app.db, app.operatorsToday(), scopeOf(request)),
  );
}
