import type { ListResponse } from '@rihla/shared/contracts/common';
import type {
  DISRUPTION_SORT_FIELDS,
  Disruption,
  disruptionListQuerySchema,
  disruptionReportSchema,
  disruptionResolveSchema,
  disruptionUpdateSchema,
} from '@rihla/shared/contracts/disruptions';
import { allowedMoves } from '@rihla/shared/contracts/trips';
import { and, count, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { type ExportReader, exportReader } from '../../lib/export-routes';
import { type ListSpec, orderByFor, searchFor } from '../../lib/list-query';
import { pagedList } from '../../lib/paged-list';
import { type FieldProblem, HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { sanitizeRichText } from '../../lib/rich-text';
import { type SchoolScope, schoolIn } from '../../lib/school-scope';
import { busForTheRoad } from '../bus-maintenance/bus-service-state';
import { buses } from '../buses/buses.table';
import { onBoardStudentIds } from '../devices/on-board';
import { drivers } from '../drivers/drivers.table';
import { REASON_TEXTS } from '../notices/default-templates';
import { notices } from '../notices/notices.table';
import { addTripEvent } from '../trips/trip-events';
import { plateOf, tellRidersParents } from '../trips/trip-notices';
import { findTrip } from '../trips/trip-reads';
import { busSafetyProblems, busyCrews, driverSafetyProblems, type TripWindow } from '../trips/trip-rules';
import { illegalMove, lockTrip, setTripStatus } from '../trips/trip-status';
import { tripEvents, tripHandovers, tripStudents, trips } from '../trips/trips.table';
import { disruptions } from './disruptions.table';

type Report = z.output<typeof disruptionReportSchema>;
type Update = z.output<typeof disruptionUpdateSchema>;
type Resolve = z.output<typeof disruptionResolveSchema>;
type ListQuery = z.output<typeof disruptionListQuerySchema>;

const listSpec: ListSpec<(typeof DISRUPTION_SORT_FIELDS)[number]> = {
  sortColumns: {
    occurredAt: disruptions.occurredAt,
    reason: disruptions.reason,
    status: disruptions.status,
    minutesLost: disruptions.minutesLost,
  },
  defaultSort: 'occurredAt:desc',
  idColumn: disruptions.id,
  search: trips.search,
};

// Drizzle's types cannot join a table and an alias of it together: the replacements are subqueries.
const replacementPlate = sql<
  string | null
>`(select r.plate_number from ${buses} r where r.id = ${disruptions.replacementBusId})`;
const replacementName = sql<
  string | null
>`(select r.full_name from ${drivers} r where r.id = ${disruptions.replacementDriverId})`;
const replacementNameEn = sql<
  string | null
>`(select r.full_name_en from ${drivers} r where r.id = ${disruptions.replacementDriverId})`;

const TRIP_NOTICES = ['trip-disrupted', 'replacement-bus', 'trip-cancelled'];
// "Parents told" is what was delivered, not what an operator ticked.
const parentsNotified = sql<number>`(select count(distinct n.parent_id)::int from ${notices} n where n.trip_id = ${disruptions.tripId} and n.status = 'sent' and n.event in ${TRIP_NOTICES})`;

function selectDisruptions(db: Database) {
  return (
    db
      .select({
        disruption: disruptions,
        trip: {
          id: trips.id,
          name: trips.name,
          date: trips.date,
          departureTime: trips.departureTime,
          status: trips.status,
          version: trips.version,
          busPlate: buses.plateNumber,
          driverName: drivers.fullName,
          driverNameEn: drivers.fullNameEn,
        },
        replacementPlate,
        replacementName,
        replacementNameEn,
        parentsNotified,
      })
      .from(disruptions)
      .innerJoin(trips, eq(trips.id, disruptions.tripId))
      // The bus and driver that were disrupted, not the replacement now running the trip.
      .innerJoin(buses, eq(buses.id, disruptions.busId))
      .innerJoin(drivers, eq(drivers.id, disruptions.driverId))
  );
}

type Row = Awaited<ReturnType<typeof selectDisruptions>>[number];

function toDisruption(row: Row): Disruption {
  const { createdAt, updatedAt, occurredAt, resolvedAt, ...fields } = row.disruption;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    occurredAt: occurredAt.toISOString(),
    resolvedAt: resolvedAt?.toISOString() ?? null,
    trip: row.trip,
    parentsNotified: row.parentsNotified,
    replacementBus:
      fields.replacementBusId && row.replacementPlate
        ? { id: fields.replacementBusId, plateNumber: row.replacementPlate }
        : null,
    replacementDriver:
      fields.replacementDriverId && row.replacementName
        ? { id: fields.replacementDriverId, fullName: row.replacementName, fullNameEn: row.replacementNameEn }
        : null,
  };
}

/**
 * A disruption of a trip of the scope's schools (ADR 0072): what a limited operator lists, exports
 * and reaches by id.
 */
export function disruptionInScope(scope: SchoolScope): SQL | undefined {
  if (!scope) return undefined;
  return sql`exists (select 1 from ${trips} where ${trips.id} = ${disruptions.tripId} and ${schoolIn(trips.schoolId, scope)})`;
}

function filterFor(query: ListQuery, scope: SchoolScope): SQL | undefined {
  return and(
    disruptionInScope(scope),
    searchFor(listSpec, query.q),
    query.status ? eq(disruptions.status, query.status) : undefined,
    query.reason ? eq(disruptions.reason, query.reason) : undefined,
    query.date ? eq(trips.date, query.date) : undefined,
  );
}

export function listDisruptions(
  db: Database,
  query: ListQuery,
  scope: SchoolScope = null,
): Promise<ListResponse<Disruption>> {
  return pagedList(query, {
    select: selectDisruptions(db).$dynamic(),
    count: db
      .select({ n: count() })
      .from(disruptions)
      .innerJoin(trips, eq(trips.id, disruptions.tripId))
      .$dynamic(),
    where: filterFor(query, scope),
    orderBy: orderByFor(listSpec, query.sort),
    toItems: (rows) => rows.map(toDisruption),
  });
}

export function exportDisruptions(
  db: Database,
  query: ListQuery,
  scope: SchoolScope = null,
): ExportReader<Disruption> {
  return exportReader(
    () =>
      db
        .select({ id: disruptions.id })
        .from(disruptions)
        .innerJoin(trips, eq(trips.id, disruptions.tripId))
        .where(filterFor(query, scope))
        .orderBy(...orderByFor(listSpec, query.sort)),
    async (ids) => (await selectDisruptions(db).where(inArray(disruptions.id, ids))).map(toDisruption),
  );
}

export async function findDisruption(db: Database, id: string): Promise<Disruption | null> {
  const [row] = await selectDisruptions(db).where(eq(disruptions.id, id));
  return row ? toDisruption(row) : null;
}

type Replacement = Pick<Report, 'replacementBusId' | 'replacementDriverId'>;

/**
 * A replacement bus must exist, be fit to go on the trip's day (safety rule), not be the disrupted
 * bus, hold the trip's riders and not be on another trip at an overlapping time; a replacement
 * driver the same, bar the seats. Only what changes from `previous` is checked.
 */
async function replacementProblems(
  tx: Database,
  input: Replacement,
  trip: TripWindow,
  disrupted: { busId: string; driverId: string },
  previous: Replacement = { replacementBusId: null, replacementDriverId: null },
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const busId = input.replacementBusId !== previous.replacementBusId ? input.replacementBusId : null;
  const driverId =
    input.replacementDriverId !== previous.replacementDriverId ? input.replacementDriverId : null;
  if (!busId && !driverId) return problems;
  const busy = await busyCrews(tx, trip);
  if (busId) {
    const bus = await busForTheRoad(tx, busId);
    if (!bus) problems.push({ path: 'replacementBusId', code: 'validation.missingReference' });
    else if (busId === disrupted.busId)
      problems.push({ path: 'replacementBusId', code: 'disruptions.brokenBus' });
    else {
      problems.push(...busSafetyProblems(bus, trip.date, 'replacementBusId'));
      if (busy.busIds.includes(busId)) problems.push({ path: 'replacementBusId', code: 'trips.busBooked' });
      const [riders] = await tx
        .select({ n: count() })
        .from(tripStudents)
        .where(eq(tripStudents.tripId, trip.id));
      if ((riders?.n ?? 0) > bus.capacity) {
        problems.push({ path: 'replacementBusId', code: 'trips.overCapacity' });
      }
    }
  }
  if (driverId) {
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, driverId));
    if (!driver) problems.push({ path: 'replacementDriverId', code: 'validation.missingReference' });
    else {
      problems.push(...driverSafetyProblems(driver, trip.date, 'replacementDriverId'));
      if (busy.driverIds.includes(driverId)) {
        problems.push({ path: 'replacementDriverId', code: 'trips.driverBooked' });
      }
    }
  }
  return problems;
}

/**
 * The replacement takes the trip over: from now the trip's bus and driver are the replacement's
 * (the disrupted ones where none is named), so the replacement's device feeds the trip, its crew
 * app shows it, and the monitor and the parents' link name it. Each change is a handover row
 * (what the settlement splits the trip's pay by) and a line on the trip's timeline.
 */
async function takeOver(
  tx: Database,
  trip: { id: string; busId: string; driverId: string },
  disruption: { id: string; busId: string; driverId: string } & Replacement,
  actor: Actor | null,
) {
  const busId = disruption.replacementBusId ?? disruption.busId;
  const driverId = disruption.replacementDriverId ?? disruption.driverId;
  if (busId === trip.busId && driverId === trip.driverId) return false;
  // After everything on the trip's timeline so far (its events carry the database's clock).
  const [last] = await tx
    .select({ at: max(tripEvents.at) })
    .from(tripEvents)
    .where(eq(tripEvents.tripId, trip.id));
  const at = new Date(Math.max(Date.now(), (last?.at?.getTime() ?? 0) + 1));
  await tx.insert(tripHandovers).values({
    tripId: trip.id,
    disruptionId: disruption.id,
    at,
    fromBusId: trip.busId,
    toBusId: busId,
    fromDriverId: trip.driverId,
    toDriverId: driverId,
  });
  await tx
    .update(trips)
    .set({ busId, driverId, version: sql`${trips.version} + 1`, updatedAt: at })
    .where(eq(trips.id, trip.id));
  await addTripEvent(
    tx,
    [trip.id],
    { type: 'handover', disruptionId: disruption.id, detail: await plateOf(tx, busId), at },
    actor,
  );
  return true;
}

function detailsOf(input: Report | Update) {
  return {
    reason: input.reason,
    occurredAt: new Date(input.occurredAt),
    place: input.place,
    lat: input.lat,
    lng: input.lng,
    notes: sanitizeRichText(input.notes),
    replacementBusId: input.replacementBusId,
    replacementDriverId: input.replacementDriverId,
    studentsMoved: input.studentsMoved,
    parentsTold: input.parentsTold,
    minutesLost: input.minutesLost,
  };
}

/** The riders' parents learn which bus now carries their children (once per disruption and bus). */
async function tellReplacement(tx: Database, tripId: string, disruptionId: string, busId: string) {
  await tellRidersParents(tx, tripId, {
    event: 'replacement-bus',
    eventKey: `replacement-bus:${disruptionId}:${busId}`,
    variables: { busPlate: await plateOf(tx, busId) },
  });
}

/** Reporting a disruption on a trip under way makes the trip `disrupted` and opens the record. */
export async function reportDisruption(tx: Database, tripId: string, input: Report, actor: Actor | null) {
  const trip = await lockTrip(tx, tripId);
  if (trip.version !== input.tripVersion) throw staleVersion();
  if (!allowedMoves(trip.status).includes('disrupted')) throw illegalMove(trip.status);
  const disrupted = { busId: trip.busId, driverId: trip.driverId };
  const problems = await replacementProblems(tx, input, trip, disrupted);
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);
  const [row] = await tx
    .insert(disruptions)
    .values({ tripId, ...disrupted, ...detailsOf(input) })
    .returning({ id: disruptions.id });
  const moved = await setTripStatus(
    tx,
    tripId,
    trip.status,
    'disrupted',
    actor,
    'disruption_reported',
    row!.id,
  );
  await tellRidersParents(tx, tripId, {
    event: 'trip-disrupted',
    eventKey: `trip-disrupted:${row!.id}`,
    variables: { reason: REASON_TEXTS[input.reason] },
  });
  await takeOver(tx, moved.after, { id: row!.id, ...disrupted, ...input }, actor);
  if (input.replacementBusId) await tellReplacement(tx, tripId, row!.id, input.replacementBusId);
  // The trip's audit row spans the takeover too: its bus and driver before, the replacement's after.
  const after = (await findTrip(tx, tripId))!;
  return { disruption: (await findDisruption(tx, row!.id))!, trip: { before: moved.before, after } };
}

async function lockDisruption(tx: Database, id: string, version: number) {
  const [row] = await tx.select().from(disruptions).where(eq(disruptions.id, id)).for('update');
  if (!row) throw notFound();
  if (row.version !== version) throw staleVersion();
  return row;
}

export async function updateDisruption(tx: Database, id: string, input: Update, actor: Actor | null) {
  const row = await lockDisruption(tx, id, input.version);
  const trip = await lockTrip(tx, row.tripId);
  const changed =
    input.replacementBusId !== row.replacementBusId || input.replacementDriverId !== row.replacementDriverId;
  if (changed && row.status !== 'open') {
    const path = input.replacementBusId !== row.replacementBusId ? 'replacementBusId' : 'replacementDriverId';
    throw new HttpProblem(400, 'validation', [{ path, code: 'disruptions.replacementClosed' }]);
  }
  const problems = await replacementProblems(tx, input, trip, row, row);
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);
  const before = (await findDisruption(tx, id))!;
  await tx
    .update(disruptions)
    .set({ ...detailsOf(input), version: sql`${disruptions.version} + 1`, updatedAt: new Date() })
    .where(eq(disruptions.id, id));
  const tripBefore = (await findTrip(tx, trip.id))!;
  const tookOver = changed && (await takeOver(tx, trip, { ...row, ...input }, actor));
  const tripMoved = tookOver ? { before: tripBefore, after: (await findTrip(tx, trip.id))! } : null;
  if (input.replacementBusId && input.replacementBusId !== row.replacementBusId) {
    await tellReplacement(tx, row.tripId, id, input.replacementBusId);
  }
  return { before, after: (await findDisruption(tx, id))!, trip: tripMoved };
}

/** Resolving closes the record and returns the trip to in_progress, completed or cancelled. */
export async function resolveDisruption(tx: Database, id: string, input: Resolve, actor: Actor | null) {
  const row = await lockDisruption(tx, id, input.version);
  if (row.status !== 'open') throw new HttpProblem(409, 'disruptions.alreadyResolved');
  const trip = await lockTrip(tx, row.tripId);
  if (!allowedMoves(trip.status).includes(input.outcome)) throw illegalMove(trip.status);
  // The end-of-trip child check: with a child on board, resume the trip and complete it from there.
  if (input.outcome === 'completed' && (await onBoardStudentIds(tx, row.tripId)).length > 0) {
    throw new HttpProblem(409, 'trips.childrenOnBoard', [{ path: 'outcome', code: 'trips.childrenOnBoard' }]);
  }
  const before = (await findDisruption(tx, id))!;
  await tx
    .update(disruptions)
    .set({
      status: 'resolved',
      outcome: input.outcome,
      resolution: input.resolution,
      resolvedAt: new Date(),
      version: sql`${disruptions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(disruptions.id, id));
  const moved = await setTripStatus(
    tx,
    row.tripId,
    trip.status,
    input.outcome,
    actor,
    'disruption_resolved',
    id,
  );
  return { before, after: (await findDisruption(tx, id))!, trip: moved };
}
