import type { ListResponse } from '@rihla/shared/contracts/common';
import type {
  Driver,
  driverInputSchema,
  driverListQuerySchema,
  driverUpdateSchema,
} from '@rihla/shared/contracts/drivers';
import { addDays } from '@rihla/shared/format/today';
import { and, count, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { pgError } from '../../lib/db-error';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { buses } from '../buses/buses.table';
import { trips } from '../trips/trips.table';
import { drivers } from './drivers.table';

type DriverInput = z.output<typeof driverInputSchema>;
type DriverUpdate = z.output<typeof driverUpdateSchema>;
type DriverListQuery = z.output<typeof driverListQuerySchema>;

const listSpec: ListSpec<'fullName' | 'role' | 'status' | 'licenseExpiry' | 'createdAt'> = {
  sortColumns: {
    fullName: drivers.fullName,
    role: drivers.role,
    status: drivers.status,
    licenseExpiry: drivers.licenseExpiry,
    createdAt: drivers.createdAt,
  },
  defaultSort: 'fullName:asc',
  idColumn: drivers.id,
  search: drivers.search,
};

function selectDrivers(db: Database) {
  return db
    .select({ driver: drivers, busPlate: buses.plateNumber })
    .from(drivers)
    .leftJoin(buses, eq(buses.id, drivers.assignedBusId));
}

type DriverRow = Awaited<ReturnType<ReturnType<typeof selectDrivers>['execute']>>[number];

function toDriver({ driver, busPlate }: DriverRow): Driver {
  const { createdAt, updatedAt, search: _search, ...fields } = driver;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    assignedBus:
      driver.assignedBusId && busPlate ? { id: driver.assignedBusId, plateNumber: busPlate } : null,
  };
}

/** The crew an operator limited to some schools sees (ADR 0072): those driving or attending a trip of one of them. */
export function driverInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${trips} where (${trips.driverId} = ${drivers.id} or ${trips.attendantId} = ${drivers.id}) and ${schoolIn(trips.schoolId, scope)})`;
}

/** `today` is the operators' day (TIME_ZONE): "expiring within N days" counts from it. */
function filterFor(query: DriverListQuery, today: string, scope: SchoolScope): SQL | undefined {
  let expiring: SQL | undefined;
  if (query.expiringWithinDays !== undefined) {
    const cutoff = addDays(today, query.expiringWithinDays);
    expiring = or(
      lte(drivers.licenseExpiry, cutoff),
      lte(drivers.medicalExpiry, cutoff),
      lte(drivers.backgroundCheckExpiry, cutoff),
      lte(drivers.firstAidExpiry, cutoff),
      lte(drivers.proficiencyExpiry, cutoff),
    );
  }
  return and(
    driverInScope(scope),
    searchFor(listSpec, query.q),
    query.status ? eq(drivers.status, query.status) : undefined,
    query.role ? eq(drivers.role, query.role) : undefined,
    expiring,
  );
}

export function listDrivers(
  db: Database,
  query: DriverListQuery,
  today: string,
  scope: SchoolScope = null,
): Promise<ListResponse<Driver>> {
  return pagedList(query, {
    select: selectDrivers(db).$dynamic(),
    count: db.select({ n: count() }).from(drivers).$dynamic(),
    where: filterFor(query, today, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map(toDriver),
  });
}

export function exportDrivers(
  db: Database,
  query: DriverListQuery,
  today: string,
  scope: SchoolScope = null,
): ExportReader<Driver> {
  return exportReader(
    () =>
      db
        .select({ id: drivers.id })
        .from(drivers)
        .where(filterFor(query, today, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => (await selectDrivers(db).where(inArray(drivers.id, ids))).map(toDriver),
  );
}

export async function findDriver(db: Database, id: string, lock = false): Promise<Driver | null> {
  const base = selectDrivers(db).where(eq(drivers.id, id));
  const [row] = lock ? await base.for('update', { of: drivers }) : await base;
  return row ? toDriver(row) : null;
}

/** Constraint violations become the contract's field errors; the database is the arbiter under races. */
async function catchConflicts<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505' && pg.constraint === 'drivers_national_id_key') {
      throw new HttpProblem(409, 'fleet.nationalIdTaken', [
        { path: 'nationalId', code: 'fleet.nationalIdTaken' },
      ]);
    }
    if (pg?.code === '23505' && pg.constraint === 'drivers_bus_role_key') {
      throw new HttpProblem(409, 'fleet.busTaken', [{ path: 'assignedBusId', code: 'fleet.busTaken' }]);
    }
    if (pg?.code === '23503') {
      throw new HttpProblem(400, 'validation', [{ path: 'assignedBusId', code: 'fleet.busMissing' }]);
    }
    throw error;
  }
}

export async function createDriver(tx: Database, input: DriverInput): Promise<Driver> {
  const [row] = await catchConflicts(tx.insert(drivers).values(input).returning({ id: drivers.id }));
  return (await findDriver(tx, row!.id))!;
}

export async function updateDriver(tx: Database, id: string, update: DriverUpdate) {
  const before = await findDriver(tx, id, true);
  if (!before) throw notFound();
  const { version, ...fields } = update;
  const updated = await catchConflicts(
    tx
      .update(drivers)
      .set({ ...fields, version: sql`${drivers.version} + 1`, updatedAt: new Date() })
      .where(and(eq(drivers.id, id), eq(drivers.version, version)))
      .returning({ id: drivers.id }),
  );
  if (updated.length === 0) throw staleVersion();
  return { before, after: (await findDriver(tx, id))! };
}

export async function deleteDriver(tx: Database, id: string, version: number): Promise<Driver> {
  const before = await findDriver(tx, id, true);
  if (!before) throw notFound();
  const deleted = await tx
    .delete(drivers)
    .where(and(eq(drivers.id, id), eq(drivers.version, version)))
    .returning({ id: drivers.id });
  if (deleted.length === 0) throw staleVersion();
  return before;
}

/** Unassigns everyone on a bus (before the bus is deleted); returns each change for the audit log. */
export async function unassignBus(tx: Database, busId: string) {
  const people = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.assignedBusId, busId))
    .for('update');
  const changes = [];
  for (const { id } of people) {
    const before = (await findDriver(tx, id))!;
    await tx
      .update(drivers)
      .set({ assignedBusId: null, version: sql`${drivers.version} + 1`, updatedAt: new Date() })
      .where(eq(drivers.id, id));
    changes.push({ id, before, after: (await findDriver(tx, id))! });
  }
  return changes;
}

/**
 * The name a trip keeps of its attendant's record (the trip form picks the record; the trip shows
 * the name as it was when planned), or null without one.
 */
export async function attendantNameOf(db: Database, attendantId: string | null): Promise<string | null> {
  if (!attendantId) return null;
  const [row] = await db
    .select({ fullName: drivers.fullName })
    .from(drivers)
    .where(eq(drivers.id, attendantId));
  return row?.fullName ?? null;
}
