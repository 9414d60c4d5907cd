import {
  kpiQuerySchema,
  kpiSummarySchema,
  kpiTripQuerySchema,
  kpiTripSchema,
} from '@rihla/shared/contracts/kpis';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes';
import { scopeOf } from '../../lib/school-scope';
import { KPI_TRIPS_EXPORT } from './kpis.export';
import { exportKpiTrips, kpiSummary, listKpiTrips } from './kpis.service';

const tags = ['kpis'];

/** The operational figures of completed trips, and the trips behind each (ADR 0057). */
export async function kpisRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const access = 'trips:live' as const;
  // Trip dates and planned times are wall-clock times of the operators' zone.
  const timeZone = app.config.TIME_ZONE;

  app.get(
    '/kpis',
    {
      config: { access },
      schema: { tags, querystring: kpiQuerySchema, response: { 200: kpiSummarySchema } },
    },
    (request) => kpiSummary(app.db, request.query, timeZone, scopeOf(request)),
  );
  registerListRoutes(server, {
    path: '/kpis/trips',
    tags,
    access,
    querystring: kpiTripQuerySchema,
    item: kpiTripSchema,
    list: (query, scope) => listKpiTrips(app.db, query, timeZone, scope),
    exportSpec: KPI_TRIPS_EXPORT,
    exportReader: (query, scope) => exportKpiTrips(app.db, query, timeZone, scope),
  });
}
