import type {
  BUS_SORT_FIELDS,
  Bus,
  busInputSchema,
  busListQuerySchema,
  busUpdateSchema,
} from '@rihla/shared/contracts/buses';
import { plateKey } from '@rihla/shared/contracts/buses';
import type { ListResponse } from '@rihla/shared/contracts/common';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-error';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { serviceColumns, serviceFilter, serviceOf } from '../bus-maintenance/bus-service-state';
import { unassignBus } from '../drivers/drivers.service';
import { drivers } from '../drivers/drivers.table';
import { trips } from '../trips/trips.table';
import { buses } from './buses.table';

type BusInput = z.output<typeof busInputSchema>;
type BusUpdate = z.output<typeof busUpdateSchema>;
type BusListQuery = z.output<typeof busListQuerySchema>;

const listSpec: ListSpec<(typeof BUS_SORT_FIELDS)[number]> = {
  sortColumns: {
    plateNumber: buses.plateNumber,
    capacity: buses.capacity,
    model: buses.model,
    year: buses.year,
    status: buses.status,
    insuranceExpiry: buses.insuranceExpiry,
    inspectionExpiry: buses.inspectionExpiry,
    operatingCardExpiry: buses.operatingCardExpiry,
    createdAt: buses.createdAt,
  },
  defaultSort: 'plateNumber:asc',
  idColumn: buses.id,
  search: buses.search,
};

const assignedDriver = and(eq(drivers.assignedBusId, buses.id), eq(drivers.role, 'driver'));

function selectBuses(db: Database) {
  return db
    .select({
      bus: buses,
      driverId: drivers.id,
      driverName: drivers.fullName,
      driverNameEn: drivers.fullNameEn,
      ...serviceColumns,
    })
    .from(buses)
    .leftJoin(drivers, assignedDriver);
}

type BusRow = Awaited<ReturnType<ReturnType<typeof selectBuses>['execute']>>[number];

/** A stored bus as the API shows it, its service read on the operators' `today`. */
function toBus(row: BusRow, today: string): Bus {
  const { bus, driverId, driverName, driverNameEn } = row;
  return {
    id: bus.id,
    version: bus.version,
    createdAt: bus.createdAt.toISOString(),
    updatedAt: bus.updatedAt.toISOString(),
    plateNumber: bus.plateNumber,
    capacity: bus.capacity,
    model: bus.model,
    year: bus.year,
    status: bus.status,
    insuranceExpiry: bus.insuranceExpiry,
    inspectionExpiry: bus.inspectionExpiry,
    operatingCardNumber: bus.operatingCardNumber,
    operatingCardExpiry: bus.operatingCardExpiry,
    trackerFitted: bus.trackerFitted,
    camerasFitted: bus.camerasFitted,
    gpsDeviceId: bus.gpsDeviceId,
    notes: bus.notes,
    odometerKm: bus.odometerKm,
    odometerReadOn: bus.odometerReadOn,
    serviceIntervalKm: bus.serviceIntervalKm,
    serviceIntervalMonths: bus.serviceIntervalMonths,
    service: serviceOf(row, today),
    driver: driverId && driverName ? { id: driverId, fullName: driverName, fullNameEn: driverNameEn } : null,
  };
}

/** The buses an operator limited to some schools sees (ADR 0072): those on a trip of one of them. */
export function busInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${trips} where ${trips.busId} = ${buses.id} and ${schoolIn(trips.schoolId, scope)})`;
}

function filterFor(query: BusListQuery, today: string, scope: SchoolScope): SQL | undefined {
  return and(
    busInScope(scope),
    searchFor(listSpec, query.q),
    query.status ? eq(buses.status, query.status) : undefined,
    query.service ? serviceFilter(query.service, today) : undefined,
  );
}

export function listBuses(
  db: Database,
  query: BusListQuery,
  today: string,
  scope: SchoolScope = null,
): Promise<ListResponse<Bus>> {
  return pagedList(query, {
    select: selectBuses(db).$dynamic(),
    count: db.select({ n: count() }).from(buses).$dynamic(),
    where: filterFor(query, today, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map((row) => toBus(row, today)),
  });
}

export function exportBuses(
  db: Database,
  query: BusListQuery,
  today: string,
  scope: SchoolScope = null,
): ExportReader<Bus> {
  return exportReader(
    () =>
      db
        .select({ id: buses.id })
        .from(buses)
        .where(filterFor(query, today, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => (await selectBuses(db).where(inArray(buses.id, ids))).map((row) => toBus(row, today)),
  );
}

export async function findBus(db: Database, id: string, today: string, lock = false): Promise<Bus | null> {
  const base = selectBuses(db).where(eq(buses.id, id));
  const [row] = lock ? await base.for('update', { of: buses }) : await base;
  return row ? toBus(row, today) : null;
}

/** An odometer is read on a day that has come: a reading dated ahead is a slip, refused on its field. */
function assertReadingNotAhead(input: BusInput, today: string) {
  if (input.odometerReadOn && input.odometerReadOn > today)
    throw new HttpProblem(422, 'fleet.futureReading', [
      { path: 'odometerReadOn', code: 'fleet.futureReading' },
    ]);
}

const plateTaken = () =>
  new HttpProblem(409, 'fleet.plateTaken', [{ path: 'plateNumber', code: 'fleet.plateTaken' }]);

async function catchPlateTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'buses_plate_number_key')) throw plateTaken();
    throw error;
  }
}

/**
 * The same plate in the other script (`1234 ا ب ح` beside `1234 ABJ`) is another bus's too: the
 * unique index compares the stored text, so the buses with the same digits are compared by
 * `plateKey` first (docs/compliance.md, "Plates").
 */
async function assertPlateFree(tx: Database, plateNumber: string, exceptId?: string) {
  const digits = plateNumber.split(' ')[0]!;
  const sameDigits = await tx
    .select({ id: buses.id, plateNumber: buses.plateNumber })
    .from(buses)
    .where(sql`${buses.plateNumber} like ${`${digits} %`}`);
  const key = plateKey(plateNumber);
  if (sameDigits.some((bus) => bus.id !== exceptId && plateKey(bus.plateNumber) === key)) throw plateTaken();
}

export async function createBus(tx: Database, input: BusInput, today: string): Promise<Bus> {
  assertReadingNotAhead(input, today);
  await assertPlateFree(tx, input.plateNumber);
  const [row] = await catchPlateTaken(tx.insert(buses).values(input).returning({ id: buses.id }));
  return (await findBus(tx, row!.id, today))!;
}

/** Optimistic lock: the UPDATE only matches the version the caller read. */
export async function updateBus(tx: Database, id: string, update: BusUpdate, today: string) {
  const before = await findBus(tx, id, today, true);
  if (!before) throw notFound();
  const { version, ...fields } = update;
  assertReadingNotAhead(fields, today);
  await assertPlateFree(tx, fields.plateNumber, id);
  const updated = await catchPlateTaken(
    tx
      .update(buses)
      .set({ ...fields, version: sql`${buses.version} + 1`, updatedAt: new Date() })
      .where(and(eq(buses.id, id), eq(buses.version, version)))
      .returning({ id: buses.id }),
  );
  if (updated.length === 0) throw staleVersion();
  return { before, after: (await findBus(tx, id, today))! };
}

/** Deleting a bus unassigns its people first; each unassignment is returned for the audit log. */
export async function deleteBus(tx: Database, id: string, version: number, today: string) {
  const before = await findBus(tx, id, today, true);
  if (!before) throw notFound();
  if (before.version !== version) throw staleVersion();
  const unassigned = await unassignBus(tx, id);
  const deleted = await tx
    .delete(buses)
    .where(and(eq(buses.id, id), eq(buses.version, version)))
    .returning({ id: buses.id });
  if (deleted.length === 0) throw staleVersion();
  return { before, unassigned };
}
