import type { BusService } from '@rihla/shared/contracts/buses';
import {
  type BusServiceDue,
  SERVICE_DUE_SOON_DAYS,
  SERVICE_DUE_SOON_KM,
  serviceStateOn,
} from '@rihla/shared/contracts/road-safety';
import { addDays } from '@rihla/shared/format/today';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { buses } from '../buses/buses.table';
import { busDailyDistances, busMaintenance } from './bus-maintenance.table';

/**
 * Where a bus stands against its service interval, as columns of a select from `buses` (one index
 * probe each: the bus's newest logged service, the sum of its daily distances since its reading).
 * The odometer now is the recorded reading plus the kept daily distances of the days after it.
 */
const lastServiceOn = sql<string | null>`(select ${busMaintenance.serviceDate}::text from ${busMaintenance}
  where ${busMaintenance.busId} = ${buses.id}
  order by ${busMaintenance.serviceDate} desc, ${busMaintenance.createdAt} desc limit 1)`;
const lastServiceKm = sql<number | null>`(select ${busMaintenance.odometerKm} from ${busMaintenance}
  where ${busMaintenance.busId} = ${buses.id}
  order by ${busMaintenance.serviceDate} desc, ${busMaintenance.createdAt} desc limit 1)`;
const odometerNow = sql<
  number | null
>`(${buses.odometerKm} + (select round(coalesce(sum(${busDailyDistances.meters}), 0) / 1000.0)::int
  from ${busDailyDistances}
  where ${busDailyDistances.busId} = ${buses.id} and ${busDailyDistances.day} > ${buses.odometerReadOn}))`;
const dueOn = sql<
  string | null
>`((${lastServiceOn})::date + make_interval(months => ${buses.serviceIntervalMonths}))::date::text`;
const dueKm = sql<number | null>`(${lastServiceKm} + ${buses.serviceIntervalKm})`;

const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Spread into `db.select({ ... })` over `buses`; read back with `serviceOf`. */
export const serviceColumns = {
  serviceOdometerKm: odometerNow,
  serviceLastOn: lastServiceOn,
  serviceLastKm: lastServiceKm,
  serviceDueOn: dueOn,
  serviceDueKm: dueKm,
};

interface ServiceRow {
  serviceOdometerKm: unknown;
  serviceLastOn: string | null;
  serviceLastKm: unknown;
  serviceDueOn: string | null;
  serviceDueKm: unknown;
}

/** What the road-safety rule reads (`BusDocs.service`). */
export function serviceDueOf(row: ServiceRow): BusServiceDue {
  return {
    dueOn: row.serviceDueOn,
    dueKm: asNumber(row.serviceDueKm),
    odometerKm: asNumber(row.serviceOdometerKm),
  };
}

/** What the bus list and page show: the figures and the state on `today`. */
export function serviceOf(row: ServiceRow, today: string): BusService {
  const due = serviceDueOf(row);
  return {
    odometerKm: due.odometerKm,
    lastServiceOn: row.serviceLastOn,
    lastServiceKm: asNumber(row.serviceLastKm),
    dueOn: due.dueOn,
    dueKm: due.dueKm,
    state: serviceStateOn(due, today),
  };
}

/** The list's filter, the same rule as `serviceStateOn` in SQL: overdue, or due (soon or overdue). */
export function serviceFilter(kind: 'due' | 'overdue', today: string): SQL | undefined {
  if (kind === 'overdue') return or(sql`${dueOn} < ${today}`, sql`${odometerNow} > ${dueKm}`);
  return or(
    sql`${dueOn} <= ${addDays(today, SERVICE_DUE_SOON_DAYS)}`,
    sql`${dueKm} - ${odometerNow} <= ${SERVICE_DUE_SOON_KM}`,
  );
}

/** A bus as the road-safety rule reads it: its record and where it stands against its service interval. */
export async function busForTheRoad(db: Database, id: string) {
  const [row] = await db
    .select({ bus: buses, ...serviceColumns })
    .from(buses)
    .where(eq(buses.id, id));
  return row && { ...row.bus, service: serviceDueOf(row) };
}
