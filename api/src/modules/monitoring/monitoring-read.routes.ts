import { monitorTodaySchema } from '@rihla/shared/contracts/monitoring-screens';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { monitorToday } from './monitoring-read.service';

/** Read models of the monitor screens (the live feed and the device API are in monitoring.routes). */
export async function monitoringReadRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/monitoring/today',
    {
      config: { access: 'trips:read' },
      schema: { tags: ['monitoring'], response: { 200: monitorTodaySchema } },
    },
    () => monitorToday(app.db, app.operatorsToday()),
  );
}
