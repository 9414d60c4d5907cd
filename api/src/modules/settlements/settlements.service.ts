import type { ListResponse } from '@rihla/shared/contracts/common';
import {
  SETTLEMENT_MOVES,
  type SETTLEMENT_SORT_FIELDS,
  type Settlement,
  type SettlementDetails,
  type SettlementLine,
  type SettlementPreview,
  type SettlementStatus,
  type settlementComposeSchema,
  type settlementListQuerySchema,
  type settlementTransitionSchema,
} from '@rihla/shared/contracts/settlements';
import { and, asc, count, eq, gte, inArray, isNull, lte, max, min, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { drivers } from '../drivers/drivers.table';
import { tripEvents, tripHandovers, trips } from '../trips/trips.table';
import { lateMinutes, penaltyFor } from './lateness';
import { settlements, settlementTrips } from './settlements.table';
import { driverShares, type Handover } from './trip-shares';

type Compose = z.output<typeof settlementComposeSchema>;
type ListQuery = z.output<typeof settlementListQuerySchema>;
type Transition = z.output<typeof settlementTransitionSchema>;
type SettlementRow = typeof settlements.$inferSelect;

async function driverFor(db: Database, driverId: string, lock = false) {
  const query = db
    .select({
      id: drivers.id,
      fullName: drivers.fullName,
      fullNameEn: drivers.fullNameEn,
      role: drivers.role,
      tripRate: drivers.tripRate,
    })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  const [driver] = lock ? await query.for('update') : await query;
  if (!driver)
    throw new HttpProblem(400, 'validation', [{ path: 'driverId', code: 'validation.missingReference' }]);
  if (driver.role !== 'driver') throw new HttpProblem(422, 'finance.notADriver');
  return driver;
}

/**
 * The driver's completed trips in the period, each with the part they drove (all of it without a
 * handover, ADR 0055), that no settlement has yet paid them for, with the lateness of the part
 * that started the trip.
 */
async function unsettledLines(db: Database, input: Compose, rate: number, timeZone: string) {
  const started = db
    .select({ tripId: tripEvents.tripId, at: min(tripEvents.at).as('first_start_at') })
    .from(tripEvents)
    .where(and(eq(tripEvents.type, 'transition'), eq(tripEvents.toStatus, 'in_progress')))
    .groupBy(tripEvents.tripId)
    .as('started');
  const ended = db
    .select({ tripId: tripEvents.tripId, at: max(tripEvents.at).as('ended_at') })
    .from(tripEvents)
    .where(eq(tripEvents.toStatus, 'completed'))
    .groupBy(tripEvents.tripId)
    .as('ended');
  const handedOver = db
    .selectDistinct({ tripId: tripHandovers.tripId })
    .from(tripHandovers)
    .where(or(eq(tripHandovers.fromDriverId, input.driverId), eq(tripHandovers.toDriverId, input.driverId)));
  const rows = await db
    .select({
      tripId: trips.id,
      tripName: trips.name,
      driverId: trips.driverId,
      date: trips.date,
      departureTime: trips.departureTime,
      startedAt: started.at,
      endedAt: ended.at,
    })
    .from(trips)
    .leftJoin(started, eq(started.tripId, trips.id))
    .leftJoin(ended, eq(ended.tripId, trips.id))
    .leftJoin(
      settlementTrips,
      and(eq(settlementTrips.tripId, trips.id), eq(settlementTrips.driverId, input.driverId)),
    )
    .where(
      and(
        or(eq(trips.driverId, input.driverId), inArray(trips.id, handedOver)),
        eq(trips.status, 'completed'),
        gte(trips.date, input.periodStart),
        lte(trips.date, input.periodEnd),
        isNull(settlementTrips.tripId),
      ),
    )
    .orderBy(asc(trips.date), asc(trips.departureTime), asc(trips.id));
  const handovers = await handoversOf(
    db,
    rows.map((row) => row.tripId),
  );
  return rows.flatMap((row): SettlementLine[] => {
    const startedAt = row.startedAt ? new Date(row.startedAt) : null;
    const endedAt = row.endedAt ? new Date(row.endedAt) : null;
    const share = driverShares(row.driverId, startedAt, endedAt, handovers.get(row.tripId) ?? []).get(
      input.driverId,
    );
    if (!share) return [];
    // Lateness is the start's: only the driver who started the trip answers for it.
    const late = share.started ? lateMinutes(row.date, row.departureTime, startedAt, timeZone) : 0;
    const amount = Math.floor((rate * share.percent) / 100);
    return [
      {
        tripId: row.tripId,
        tripName: row.tripName,
        date: row.date,
        departureTime: row.departureTime,
        startedAt: share.from ? share.from.toISOString() : null,
        sharePercent: share.percent,
        lateMinutes: late,
        rateHalalas: amount,
        penaltyHalalas: penaltyFor(late, amount),
      },
    ];
  });
}

/** The handovers of each trip, in time order. */
async function handoversOf(db: Database, tripIds: string[]): Promise<Map<string, Handover[]>> {
  const found = new Map<string, Handover[]>();
  if (tripIds.length === 0) return found;
  const rows = await db
    .select({
      tripId: tripHandovers.tripId,
      at: tripHandovers.at,
      fromDriverId: tripHandovers.fromDriverId,
      toDriverId: tripHandovers.toDriverId,
    })
    .from(tripHandovers)
    .where(inArray(tripHandovers.tripId, tripIds))
    .orderBy(asc(tripHandovers.at));
  for (const { tripId, ...handover } of rows) found.set(tripId, [...(found.get(tripId) ?? []), handover]);
  return found;
}

export async function previewSettlement(
  db: Database,
  input: Compose,
  timeZone: string,
  lock = false,
): Promise<SettlementPreview> {
  const driver = await driverFor(db, input.driverId, lock);
  const lines = await unsettledLines(db, input, driver.tripRate, timeZone);
  const grossHalalas = lines.reduce((sum, l) => sum + l.rateHalalas, 0);
  const latePenaltyHalalas = lines.reduce((sum, l) => sum + l.penaltyHalalas, 0);
  return {
    driverId: driver.id,
    driverName: driver.fullName,
    driverNameEn: driver.fullNameEn,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    tripCount: lines.length,
    lateTripCount: lines.filter((l) => l.penaltyHalalas > 0).length,
    rateHalalas: driver.tripRate,
    grossHalalas,
    latePenaltyHalalas,
    deductionsHalalas: input.deductionsHalalas,
    deductionNote: input.deductionNote,
    netHalalas: grossHalalas - latePenaltyHalalas - input.deductionsHalalas,
    lines,
  };
}

/** The driver's names: the one on file and the Latin spelling English pages show. */
interface DriverNames {
  driverName: string;
  driverNameEn: string | null;
}

function toSettlement(row: SettlementRow, { driverName, driverNameEn }: DriverNames): Settlement {
  return {
    ...row,
    driverName,
    driverNameEn,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a draft; the driver row is locked so two composes of one driver cannot take the same trips. */
export async function createSettlement(
  tx: Database,
  input: Compose,
  timeZone: string,
): Promise<SettlementDetails> {
  const preview = await previewSettlement(tx, input, timeZone, true);
  if (preview.tripCount === 0) throw new HttpProblem(422, 'finance.noTrips');
  if (preview.netHalalas < 0) {
    throw new HttpProblem(422, 'finance.negativeNet', [
      { path: 'deductionsHalalas', code: 'finance.negativeNet' },
    ]);
  }
  const { lines, driverName: _name, driverNameEn: _nameEn, ...figures } = preview;
  const [row] = await tx.insert(settlements).values(figures).returning();
  await tx.insert(settlementTrips).values(
    lines.map((l) => ({
      settlementId: row!.id,
      tripId: l.tripId,
      driverId: row!.driverId,
      sharePercent: l.sharePercent,
      startedAt: l.startedAt ? new Date(l.startedAt) : null,
      lateMinutes: l.lateMinutes,
      rateHalalas: l.rateHalalas,
      penaltyHalalas: l.penaltyHalalas,
    })),
  );
  return { ...toSettlement(row!, preview), lines };
}

export async function findSettlement(
  db: Database,
  id: string,
  lock = false,
): Promise<SettlementDetails | null> {
  const query = selectSettlements(db).where(eq(settlements.id, id));
  const [found] = lock ? await query.for('update', { of: settlements }) : await query;
  if (!found) return null;
  const lines = await db
    .select({
      tripId: settlementTrips.tripId,
      tripName: trips.name,
      date: trips.date,
      departureTime: trips.departureTime,
      startedAt: settlementTrips.startedAt,
      sharePercent: settlementTrips.sharePercent,
      lateMinutes: settlementTrips.lateMinutes,
      rateHalalas: settlementTrips.rateHalalas,
      penaltyHalalas: settlementTrips.penaltyHalalas,
    })
    .from(settlementTrips)
    .innerJoin(trips, eq(trips.id, settlementTrips.tripId))
    .where(eq(settlementTrips.settlementId, id))
    .orderBy(asc(trips.date), asc(trips.departureTime), asc(trips.id));
  return {
    ...toSettlement(found.s, found),
    lines: lines.map((l) => ({ ...l, startedAt: l.startedAt?.toISOString() ?? null })),
  };
}

/** draft -> approved -> paid; anything else is 409 naming the allowed moves. */
export async function transitionSettlement(tx: Database, id: string, body: Transition) {
  const before = await findSettlement(tx, id, true);
  if (!before) throw notFound();
  if (before.version !== body.version) throw staleVersion();
  const allowed = SETTLEMENT_MOVES[before.status];
  if (!allowed.includes(body.to)) {
    throw new HttpProblem(409, 'finance.illegalMove', [], {}, { allowed: [...allowed] });
  }
  const now = new Date();
  const changes: Partial<SettlementRow> & { status: SettlementStatus } =
    body.to === 'approved'
      ? { status: 'approved', approvedAt: now }
      : { status: 'paid', paidAt: now, paymentReference: body.paymentReference || null };
  const [row] = await tx
    .update(settlements)
    .set({ ...changes, version: before.version + 1, updatedAt: now })
    .where(eq(settlements.id, id))
    .returning();
  return { before, after: { ...toSettlement(row!, before), lines: before.lines } };
}

const listSpec: ListSpec<(typeof SETTLEMENT_SORT_FIELDS)[number]> = {
  sortColumns: {
    number: settlements.number,
    periodStart: settlements.periodStart,
    netHalalas: settlements.netHalalas,
    createdAt: settlements.createdAt,
  },
  defaultSort: 'number:desc',
  idColumn: settlements.id,
  search: drivers.search,
};

/**
 * A settlement an operator limited to some schools sees (ADR 0072): one whose trips are all of those
 * schools. A driver's settlement pays every trip of the period, whatever its school, so one that
 * also pays another school's trips would show that school's work and money: it is hidden whole.
 */
export function settlementInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  const line = sql`select 1 from ${settlementTrips} inner join ${trips} on ${trips.id} = ${settlementTrips.tripId} where ${settlementTrips.settlementId} = ${settlements.id}`;
  return sql`(exists (${line}) and not exists (${line} and (${schoolIn(trips.schoolId, scope)}) is not true))`;
}

/** Whether each of the trips is of the scope's schools (a settlement composed of them is the operator's to see). */
export async function tripsAllInScope(db: Database, tripIds: string[], scope: SchoolScope): Promise<boolean> {
  if (!scope || tripIds.length === 0) return true;
  const [outside] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(and(inArray(trips.id, tripIds), sql`(${schoolIn(trips.schoolId, scope)}) is not true`))
    .limit(1);
  return !outside;
}

function listWhere(query: ListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    settlementInScope(scope),
    searchFor(listSpec, query.q),
    query.status ? eq(settlements.status, query.status) : undefined,
    query.driverId ? eq(settlements.driverId, query.driverId) : undefined,
    query.from ? gte(settlements.periodEnd, query.from) : undefined,
    query.to ? lte(settlements.periodStart, query.to) : undefined,
  );
}

/** Settlements with their driver's name, not yet filtered: the list, its export and its count read the same join. */
function selectSettlements(db: Database) {
  return db
    .select({ s: settlements, driverName: drivers.fullName, driverNameEn: drivers.fullNameEn })
    .from(settlements)
    .innerJoin(drivers, eq(drivers.id, settlements.driverId))
    .$dynamic();
}

export function listSettlements(
  db: Database,
  query: ListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Settlement>> {
  return pagedList(query, {
    select: selectSettlements(db),
    count: db
      .select({ n: count() })
      .from(settlements)
      .innerJoin(drivers, eq(drivers.id, settlements.driverId))
      .$dynamic(),
    where: listWhere(query, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map((r) => toSettlement(r.s, r)),
  });
}

export function exportSettlements(
  db: Database,
  query: ListQuery,
  scope: SchoolScope = null,
): ExportReader<Settlement> {
  return exportReader(
    () =>
      db
        .select({ id: settlements.id })
        .from(settlements)
        .innerJoin(drivers, eq(drivers.id, settlements.driverId))
        .where(listWhere(query, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) =>
      (await selectSettlements(db).where(inArray(settlements.id, ids))).map((r) => toSettlement(r.s, r)),
  );
}
