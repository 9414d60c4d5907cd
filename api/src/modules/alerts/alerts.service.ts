import type { Alert, AlertStatus, alertListQuerySchema } from '@rihla/shared/contracts/monitoring';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { HttpProblem, notFound } from '../../lib/problem';
import { buses } from '../buses/buses.table';
import { trips } from '../trips/trips.table';
import { monitorAlerts } from './alerts.table';

function selectAlerts(db: Database) {
  return db
    .select({ alert: monitorAlerts, plateNumber: buses.plateNumber, tripName: trips.name })
    .from(monitorAlerts)
    .innerJoin(buses, eq(buses.id, monitorAlerts.busId))
    .leftJoin(trips, eq(trips.id, monitorAlerts.tripId));
}

/** An alert row as the API shows it, with its bus's plate and its trip's name. */
export function toAlert(row: {
  alert: typeof monitorAlerts.$inferSelect;
  plateNumber: string;
  tripName: string | null;
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
  };
}

export async function findAlert(db: Database, id: string): Promise<Alert | null> {
  const [row] = await selectAlerts(db).where(eq(monitorAlerts.id, id));
  return row ? toAlert(row) : null;
}

export async function listAlerts(db: Database, query: z.output<typeof alertListQuerySchema>) {
  const where = and(
    query.status ? eq(monitorAlerts.status, query.status) : undefined,
    query.type ? eq(monitorAlerts.type, query.type) : undefined,
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

/** Acknowledge (someone is on it) or resolve; a resolved alert stays resolved. */
export async function actOnAlert(
  tx: Database,
  id: string,
  action: 'acknowledge' | 'resolve',
  actor: Actor | null,
  now: Date,
): Promise<{ before: Alert; after: Alert }> {
  const [row] = await tx.select().from(monitorAlerts).where(eq(monitorAlerts.id, id)).for('update');
  if (!row) throw notFound();
  if (row.status === 'resolved') throw new HttpProblem(409, 'monitoring.alertResolved');
  const before = (await findAlert(tx, id))!;
  const status: AlertStatus = action === 'acknowledge' ? 'acknowledged' : 'resolved';
  await tx
    .update(monitorAlerts)
    .set(
      action === 'acknowledge'
        ? { status, acknowledgedAt: now, acknowledgedBy: actor?.name ?? null }
        : {
            status,
            resolvedAt: now,
            resolvedBy: actor?.name ?? null,
            ...(row.acknowledgedAt ? {} : { acknowledgedAt: now, acknowledgedBy: actor?.name ?? null }),
          },
    )
    .where(eq(monitorAlerts.id, id));
  return { before, after: (await findAlert(tx, id))! };
}
