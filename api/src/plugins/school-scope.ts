import { idSchema } from '@rihla/shared/contracts/common';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/problem';
import { type SchoolScope, scopeOf } from '../lib/school-scope';
import { alertInScope } from '../modules/alerts/alerts.service';
import { monitorAlerts } from '../modules/alerts/alerts.table';
import { busInScope } from '../modules/buses/buses.service';
import { buses } from '../modules/buses/buses.table';
import { driverInScope } from '../modules/drivers/drivers.service';
import { drivers } from '../modules/drivers/drivers.table';
import { parentInScope } from '../modules/parents/parents.service';
import { parents } from '../modules/parents/parents.table';
import { paymentInScope } from '../modules/payments/payments.service';
import { payments } from '../modules/payments/payments.table';
import { schoolInScope } from '../modules/schools/schools.service';
import { schools } from '../modules/schools/schools.table';
import { studentInScope } from '../modules/students/students.service';
import { students } from '../modules/students/students.table';
import { tripInScope } from '../modules/trips/trip-reads';
import { trips } from '../modules/trips/trips.table';
import { zatcaDocumentInScope } from '../modules/zatca/zatca.service';
import { zatcaDocuments } from '../modules/zatca/zatca.table';

interface ScopedResource {
  table: PgTable;
  id: PgColumn;
  /** The module's own condition, the one its lists, searches and exports use. */
  inScope(scope: SchoolScope): SQL | undefined;
}

/**
 * The school itself, what it owns (its families' invoice documents too), and the buses and crews of
 * its trips, by the first segment of their `/:id` routes.
 */
const SCOPED_BY_ID: Record<string, ScopedResource> = {
  alerts: { table: monitorAlerts, id: monitorAlerts.id, inScope: alertInScope },
  buses: { table: buses, id: buses.id, inScope: busInScope },
  drivers: { table: drivers, id: drivers.id, inScope: driverInScope },
  schools: { table: schools, id: schools.id, inScope: schoolInScope },
  students: { table: students, id: students.id, inScope: studentInScope },
  parents: { table: parents, id: parents.id, inScope: parentInScope },
  payments: { table: payments, id: payments.id, inScope: paymentInScope },
  trips: { table: trips, id: trips.id, inScope: tripInScope },
  'zatca-documents': { table: zatcaDocuments, id: zatcaDocuments.id, inScope: zatcaDocumentInScope },
};

const BY_ID_ROUTE = /^\/api\/v1\/([a-z-]+)\/:id(?:\/|$)/;

/**
 * An operator limited to some schools (ADR 0072) reaches another school's student, parent or trip
 * by no route: every `/<resource>/:id...` route (the entity, its history, photo, trips, its
 * updates and deletion) answers 404 for an id outside the scope, as for an id that does not
 * exist. Checked before the body is read, so what the body holds changes nothing.
 */
export const schoolScopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const scope = scopeOf(request);
    if (!scope) return;
    const resource = SCOPED_BY_ID[BY_ID_ROUTE.exec(request.routeOptions.url ?? '')?.[1] ?? ''];
    if (!resource) return;
    const id = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) return;
    const [found] = await app.db
      .select({ one: sql`1` })
      .from(resource.table)
      .where(and(eq(resource.id, id.data), resource.inScope(scope)))
      .limit(1);
    if (!found) throw notFound();
  });
});
