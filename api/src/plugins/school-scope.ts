import { idSchema } from '@rihla/shared/contracts/common';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldProblem, HttpProblem, notFound } from '../lib/problem';
import { type SchoolScope, scopeOf } from '../lib/school-scope';
import { alertInScope } from '../modules/alerts/alerts.service';
import { monitorAlerts } from '../modules/alerts/alerts.table';
import { maintenanceInScope } from '../modules/bus-maintenance/bus-maintenance.service';
import { busMaintenance } from '../modules/bus-maintenance/bus-maintenance.table';
import { busInScope } from '../modules/buses/buses.service';
import { buses } from '../modules/buses/buses.table';
import { disruptionInScope } from '../modules/disruptions/disruptions.service';
import { disruptions } from '../modules/disruptions/disruptions.table';
import { driverInScope } from '../modules/drivers/drivers.service';
import { drivers } from '../modules/drivers/drivers.table';
import { geofenceInScope } from '../modules/geofences/geofences.service';
import { geofences } from '../modules/geofences/geofences.table';
import { invoiceInScope } from '../modules/invoices/invoices.service';
import { invoices } from '../modules/invoices/invoices.table';
import { noticeInScope } from '../modules/notices/notices.service';
import { notices } from '../modules/notices/notices.table';
import { parentInScope } from '../modules/parents/parents.service';
import { parents } from '../modules/parents/parents.table';
import { paymentInScope } from '../modules/payments/payments.service';
import { payments } from '../modules/payments/payments.table';
import { plannerRuns } from '../modules/planner/planner.table';
import { plannerRunInScope } from '../modules/planner/planner-runs';
import { registrationRequestInScope } from '../modules/registration-requests/registration-requests.service';
import { registrationRequests } from '../modules/registration-requests/registration-requests.table';
import { schoolInScope } from '../modules/schools/schools.service';
import { schools } from '../modules/schools/schools.table';
import { settlementInScope } from '../modules/settlements/settlements.service';
import { settlements } from '../modules/settlements/settlements.table';
import { studentInScope } from '../modules/students/students.service';
import { students } from '../modules/students/students.table';
import { seatCapacityInScope, subscriptionInScope } from '../modules/subscriptions/subscriptions.service';
import { subscriptions } from '../modules/subscriptions/subscriptions.table';
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
const SCOPED_BY_ID = {
  alerts: { table: monitorAlerts, id: monitorAlerts.id, inScope: alertInScope },
  buses: { table: buses, id: buses.id, inScope: busInScope },
  'bus-maintenance': { table: busMaintenance, id: busMaintenance.id, inScope: maintenanceInScope },
  disruptions: { table: disruptions, id: disruptions.id, inScope: disruptionInScope },
  drivers: { table: drivers, id: drivers.id, inScope: driverInScope },
  // A school's zone; the company's zones (of no school) are everyone's.
  geofences: { table: geofences, id: geofences.id, inScope: geofenceInScope },
  invoices: { table: invoices, id: invoices.id, inScope: invoiceInScope },
  notices: { table: notices, id: notices.id, inScope: noticeInScope },
  parents: { table: parents, id: parents.id, inScope: parentInScope },
  payments: { table: payments, id: payments.id, inScope: paymentInScope },
  // A planning run, when every school it plans is in the scope.
  'planner/runs': { table: plannerRuns, id: plannerRuns.id, inScope: plannerRunInScope },
  'registration-requests': {
    table: registrationRequests,
    id: registrationRequests.id,
    inScope: registrationRequestInScope,
  },
  schools: { table: schools, id: schools.id, inScope: schoolInScope },
  // A school's seat count, by the school's id.
  'seat-capacities': { table: schools, id: schools.id, inScope: seatCapacityInScope },
  settlements: { table: settlements, id: settlements.id, inScope: settlementInScope },
  students: { table: students, id: students.id, inScope: studentInScope },
  subscriptions: { table: subscriptions, id: subscriptions.id, inScope: subscriptionInScope },
  trips: { table: trips, id: trips.id, inScope: tripInScope },
  'zatca-documents': { table: zatcaDocuments, id: zatcaDocuments.id, inScope: zatcaDocumentInScope },
} satisfies Record<string, ScopedResource>;

type ScopedKind = keyof typeof SCOPED_BY_ID;

/**
 * The records a create or an update names in its body, by route and field (`*` is every element of
 * a list): each must be one the operator sees, or the request is refused with 403 `scope.outside`
 * naming the field, before anything is written (ADR 0072). An id that does not exist is refused the
 * same way, so the answer does not tell another school's record from no record.
 */
const SCOPED_REFERENCES: Record<string, Record<string, ScopedKind>> = {
  'POST /api/v1/students': { schoolId: 'schools' },
  'PUT /api/v1/students/:id': { schoolId: 'schools' },
  'POST /api/v1/students/import': { 'rows.*.schoolId': 'schools' },
  'POST /api/v1/trips': { schoolId: 'schools', 'stops.*.studentIds.*': 'students' },
  'POST /api/v1/trip-series': { schoolId: 'schools', 'stops.*.studentIds.*': 'students' },
  'PUT /api/v1/trips/:id': { schoolId: 'schools', 'stops.*.studentIds.*': 'students' },
  'POST /api/v1/subscriptions': { studentId: 'students' },
  'POST /api/v1/registration-requests': { schoolId: 'schools' },
  'POST /api/v1/payments': { invoiceId: 'invoices' },
  'POST /api/v1/bus-maintenance': { busId: 'buses' },
  'POST /api/v1/settlements/preview': { driverId: 'drivers' },
  'POST /api/v1/settlements': { driverId: 'drivers' },
  'POST /api/v1/planner/runs': { 'schoolIds.*': 'schools' },
  'POST /api/v1/geofences': { schoolId: 'schools' },
  'PUT /api/v1/geofences/:id': { schoolId: 'schools' },
};

/**
 * What a limited operator may not do at all, because it acts on every school at once: the month's
 * invoice run bills every family of the company (ADR 0072). 403 `scope.companyWide`.
 */
const COMPANY_WIDE = new Set(['POST /api/v1/invoice-runs', 'GET /api/v1/invoice-runs/preview']);

/** The ids at `path` of the body (`*`: each element of a list), with the field path of each. */
function idsAt(value: unknown, path: string[], at: string[] = []): { path: string; id: string }[] {
  if (path.length === 0) return typeof value === 'string' ? [{ path: at.join('.'), id: value }] : [];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*')
    return Array.isArray(value) ? value.flatMap((item, i) => idsAt(item, rest, [...at, String(i)])) : [];
  if (!value || typeof value !== 'object') return [];
  return idsAt((value as Record<string, unknown>)[head], rest, [...at, head]);
}

/** `/api/v1/<resource>/:id…`, the resource one or two segments (`planner/runs`). */
const BY_ID_ROUTE = /^\/api\/v1\/([a-z-]+(?:\/[a-z-]+)?)\/:id(?:\/|$)/;

/**
 * An operator limited to some schools (ADR 0072) reaches another school's student, parent or trip
 * by no route: every `/<resource>/:id...` route (the entity, its history, photo, trips, its
 * updates and deletion) answers 404 for an id outside the scope, as for an id that does not
 * exist. Checked before the body is read, so what the body holds changes nothing. A create or an
 * update naming another school's record in its body is refused (403) once the body is read, before
 * anything is written; what acts on every school at once is refused outright.
 */
export const schoolScopePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const scope = scopeOf(request);
    if (!scope) return;
    if (COMPANY_WIDE.has(`${request.method} ${request.routeOptions.url}`))
      throw new HttpProblem(403, 'scope.companyWide');
    const kind = BY_ID_ROUTE.exec(request.routeOptions.url ?? '')?.[1] ?? '';
    if (!Object.hasOwn(SCOPED_BY_ID, kind)) return;
    const resource: ScopedResource = SCOPED_BY_ID[kind as ScopedKind];
    const id = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) return;
    const [found] = await app.db
      .select({ one: sql`1` })
      .from(resource.table)
      .where(and(eq(resource.id, id.data), resource.inScope(scope)))
      .limit(1);
    if (!found) throw notFound();
  });

  app.addHook('preHandler', async (request) => {
    const scope = scopeOf(request);
    if (!scope) return;
    const fields = SCOPED_REFERENCES[`${request.method} ${request.routeOptions.url}`];
    if (!fields) return;
    const problems: FieldProblem[] = [];
    for (const [field, kind] of Object.entries(fields)) {
      const named = idsAt(request.body, field.split('.')).filter((ref) => idSchema.safeParse(ref.id).success);
      if (named.length === 0) continue;
      const resource: ScopedResource = SCOPED_BY_ID[kind];
      const seen = await app.db
        .select({ id: resource.id })
        .from(resource.table)
        .where(and(inArray(resource.id, [...new Set(named.map((ref) => ref.id))]), resource.inScope(scope)));
      const ids = new Set(seen.map((row) => String(row.id)));
      for (const ref of named) if (!ids.has(ref.id)) problems.push({ path: ref.path, code: 'scope.outside' });
    }
    if (problems.length > 0) throw new HttpProblem(403, 'scope.outside', problems);
  });
});
