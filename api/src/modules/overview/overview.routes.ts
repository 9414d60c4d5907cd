import {
  busesOnRoadSchema,
  expiringDocumentsSchema,
  financeMonthSchema,
  gettingStartedSchema,
  openDisruptionsSchema,
  pendingRegistrationsSchema,
  tripsByDaySchema,
  tripsTodaySchema,
} from '@rihla/shared/contracts/overview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scopeOf } from '../../lib/school-scope';
import {
  busesOnRoad,
  expiringDocuments,
  financeMonth,
  gettingStarted,
  openDisruptions,
  pendingRegistrations,
  tripsByDay,
  tripsToday,
} from './overview.service';

const tags = ['overview'];

/** The overview's cards, one endpoint each, each behind the permission of its area. */
export async function overviewRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const trips = { access: 'trips:read' as const };
  // What a school's staff see of their own trips too (ADR 0076): today's, the buses on the road, the days before.
  const live = { access: 'trips:live' as const };

  app.get(
    '/overview/trips-today',
    { config: live, schema: { tags, response: { 200: tripsTodaySchema } } },
    (request) => tripsToday(app.db, app.operatorsToday(), scopeOf(request)),
  );
  app.get(
    '/overview/buses-on-road',
    { config: live, schema: { tags, response: { 200: busesOnRoadSchema } } },
    (request) => busesOnRoad(app.db, scopeOf(request)),
  );
  app.get(
    '/overview/open-disruptions',
    { config: trips, schema: { tags, response: { 200: openDisruptionsSchema } } },
    (request) => openDisruptions(app.db, scopeOf(request)),
  );
  app.get(
    '/overview/trips-by-day',
    { config: live, schema: { tags, response: { 200: tripsByDaySchema } } },
    (request) => tripsByDay(app.db, app.operatorsToday(), scopeOf(request)),
  );
  app.get(
    '/overview/pending-registrations',
    { config: { access: 'families:read' }, schema: { tags, response: { 200: pendingRegistrationsSchema } } },
    (request) => pendingRegistrations(app.db, scopeOf(request)),
  );
  app.get(
    '/overview/expiring-documents',
    { config: { access: 'fleet:read' }, schema: { tags, response: { 200: expiringDocumentsSchema } } },
    (request) => expiringDocuments(app.db, app.operatorsToday(), scopeOf(request)),
  );
  app.get(
    '/overview/finance-month',
    { config: { access: 'finance:read' }, schema: { tags, response: { 200: financeMonthSchema } } },
    (request) => financeMonth(app.db, app.operatorsClock(), scopeOf(request)),
  );
  // The setup checklist of a new install: an administrator's job (the settings are theirs).
  app.get(
    '/overview/getting-started',
    { config: { access: 'operators:manage' }, schema: { tags, response: { 200: gettingStartedSchema } } },
    () => gettingStarted(app.db),
  );
}
