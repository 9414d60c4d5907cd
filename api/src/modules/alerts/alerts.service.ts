import type {
  Alert,
  AlertActionInput,
  AlertStatus,
  alertListQuerySchema,
} from '@rihla/shared/contracts/monitoring';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { HttpProblem, notFound } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { buses } from '../buses/buses.table';
import { geofences } from '../geofences/geofences.table';
import { operators } from '../operators/operators.table';
import { trips } from '../trips/trips.table';
import { monitorAlerts } from './alerts.table';

function selectAlerts(db: Database) {
  return db
    .select({
      alert: monitorAlerts,
      plateNumber: buses.plateNumber,
      tripName: trips.name,
      assignedToName: operators.name,
      zoneNameAr: geofences.nameAr,
      zoneNameEn: geofences.nameEn,
    })
    .from(monitorAlerts)
    .innerJoin(buses, eq(buses.id, monitorAlerts.busId))
    .leftJoin(trips, eq(trips.id, monitorAlerts.tripId))
    .leftJoin(operators, eq(operators.id, monitorAlerts.assignedTo))
    .leftJoin(geofences, eq(geofences.id, monitorAlerts.zoneId));
}

/** An alert's zone's names, when it has one. */
export function zoneOf(
  alert: Pick<Alert, 'zoneNameAr' | 'zoneNameEn'>,
): { nameAr: string; nameEn: string } | null {
  return alert.zoneNameAr !== null && alert.zoneNameEn !== null
    ? { nameAr: alert.zoneNameAr, nameEn: alert.zoneNameEn }
    : null;
}

/** An alert row as the API shows it, with its bus's plate, its trip's name and its rule. */
export function toAlert(row: {
  alert: typeof monitorAlerts.$inferSelect;
  plateNumber: string;
  tripName: string | null;
  assignedToName?: string | null;
  zoneNameAr?: string | null;
  zoneNameEn?: string | null;
}): Alert {
  const a = row.alert;
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    busId: a.busId,
    plateNumber: row.plateNumber,
    tripId: a.tripId,
    tripName: row.tripName,
    raisedAt: a.raisedAt.toISOString(),
    value: a.value,
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: a.acknowledgedBy,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedBy: a.resolvedBy,
    severity: a.severity,
    zoneId: a.zoneId,
    zoneNameAr: row.zoneNameAr ?? null,
    zoneNameEn: row.zoneNameEn ?? null,
    rule: { version: a.ruleVersion, threshold: a.ruleThreshold },
    assignedToId: a.assignedTo,
    assignedToName: row.assignedToName ?? null,
    resolutionNote: a.resolutionNote,
    escalatedAt: a.escalatedAt?.toISOString() ?? null,
    audience: a.audience,
  };
}

export async function findAlert(db: Database, id: string): Promise<Alert | null> {
  const [row] = await selectAlerts(db).where(eq(monitorAlerts.id, id));
  return row ? toAlert(row) : null;
}

/**
 * The alerts an operator limited to some schools sees (ADR 0072): those of a trip of one of them,
 * and a bus's alerts of no trip when the bus serves one of them.
 */
export function alertInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  const school = schoolIn(trips.schoolId, scope);
  return sql`exists (select 1 from ${trips} where ${school} and (${trips.id} = ${monitorAlerts.tripId} or (${monitorAlerts.tripId} is null and ${trips.busId} = ${monitorAlerts.busId})))`;
}

export async function listAlerts(
  db: Database,
  query: z.output<typeof alertListQuerySchema>,
  scope: SchoolScope = null,
) {
  const where = and(
    alertInScope(scope),
    query.status ? eq(monitorAlerts.status, query.status) : undefined,
    query.type ? eq(monitorAlerts.type, query.type) : undefined,
    query.severity ? eq(monitorAlerts.severity, query.severity) : undefined,
    query.tripId ? eq(monitorAlerts.tripId, query.tripId) : undefined,
    query.busId ? eq(monitorAlerts.busId, query.busId) : undefined,
  );
  const rows = await selectAlerts(db)
    .where(where)
    .orderBy(desc(monitorAlerts.raisedAt), asc(monitorAlerts.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(monitorAlerts).where(where);
  return { items: rows.map(toAlert), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Acknowledge (someone is on it: its escalation stops), assign to an operator (or to nobody), or
 * resolve with an optional note; a resolved alert stays resolved.
 */
export async function actOnAlert(
  tx: Database,
  id: string,
  input: AlertActionInput,
  actor: Actor | null,
  now: Date,
): Promise<{ before: Alert; after: Alert }> {
  const [row] = await tx.select().from(monitorAlerts).where(eq(monitorAlerts.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status === 'resolved') throw new HttpProblem(409, 'monitoring.alertResolved');
  const before = (await findAlert(tx, id))!;
  const by = actor?.name ?? null;
  const acknowledged = row.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedBy: by };
  let change: Partial<typeof monitorAlerts.$inferInsert>;
  if (input.action === 'assign') {
    if (input.operatorId !== null) {
      const [operator] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.id, input.operatorId), eq(operators.active, true)));
      if (!operator)
        throw new HttpProblem(400, 'validation', [
          { path: 'operatorId', code: 'validation.alertRuleOperator' },
        ]);
    }
    change = { assignedTo: input.operatorId };
  } else if (input.action === 'acknowledge') {
    change = { status: 'acknowledged' satisfies AlertStatus, ...acknowledged };
  } else {
    change = {
      status: 'resolved' satisfies AlertStatus,
      resolvedAt: now,
      resolvedBy: by,
      resolutionNote: input.note ? input.note : null,
      ...acknowledged,
    };
  }
  await tx.update(monitorAlerts).set(change).where(eq(monitorAlerts.id, id));
  return { before, after: (await findAlert(tx, id))! };
}
