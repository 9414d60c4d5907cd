import { isHoliday } from '@rihla/shared/contracts/school-calendar';
import {
  allowedMoves,
  seriesDates,
  type Trip,
  type TripDetails,
  type tripInputSchema,
  type tripSeriesInputSchema,
  type tripUpdateSchema,
} from '@rihla/shared/contracts/trips';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { type FieldProblem, HttpProblem, staleVersion } from '../../lib/problem';
import { attendantNameOf } from '../drivers/drivers.service';
import { holidaysBetween } from '../school-calendar/holidays';
import { applyRidersToSeries, ridersOf } from './series-riders';
import { addTripEvent } from './trip-events';
import { findTrip, findTripDetails, selectTrips, toTrips } from './trip-reads';
import { type TripPlan, tripPlanProblems } from './trip-rules';
import { lockTrip } from './trip-status';
import { tripSeries, tripStops, tripStudents, trips } from './trips.table';

type TripInput = z.output<typeof tripInputSchema>;
type TripUpdate = z.output<typeof tripUpdateSchema>;
type TripSeriesInput = z.output<typeof tripSeriesInputSchema>;

function planOf(input: TripInput | TripSeriesInput | TripUpdate): TripPlan {
  return {
    schoolId: input.schoolId,
    busId: input.busId,
    driverId: input.driverId,
    attendantId: input.attendantId,
    departureTime: input.departureTime,
    arrivalTime: arrivalOf(input),
    stops: input.stops,
  };
}

function arrivalOf(input: { departureTime: string; stops: { plannedTime: string }[] }): string {
  return [input.departureTime, ...input.stops.map((stop) => stop.plannedTime)].sort().at(-1)!;
}

function refuse(problems: FieldProblem[]): never {
  const seen = new Set<string>();
  const unique = problems.filter((p) => {
    const key = `${p.path} ${p.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  throw new HttpProblem(400, 'validation', unique);
}

/** Inserts one trip per date with the same plan, its stops and students; returns their ids. */
async function insertTrips(
  tx: Database,
  input: TripInput | TripSeriesInput,
  dates: string[],
  seriesId: string | null,
  actor: Actor | null,
): Promise<string[]> {
  const attendantName = await attendantNameOf(tx, input.attendantId);
  const rows = await tx
    .insert(trips)
    .values(
      dates.map((date) => ({
        name: input.name,
        direction: input.direction,
        schoolId: input.schoolId,
        busId: input.busId,
        driverId: input.driverId,
        attendantName,
        attendantPhone: input.attendantPhone,
        attendantId: input.attendantId,
        date,
        departureTime: input.departureTime,
        arrivalTime: arrivalOf(input),
        seriesId,
      })),
    )
    .returning({ id: trips.id });
  const ids = rows.map((r) => r.id);
  await writeStops(tx, ids, input);
  await addTripEvent(tx, ids, { type: 'created', toStatus: 'scheduled' }, actor);
  return ids;
}

async function writeStops(tx: Database, tripIds: string[], input: { stops: TripInput['stops'] }) {
  const stopRows = tripIds.flatMap((tripId) =>
    input.stops.map((stop, position) => ({
      tripId,
      position,
      stopId: stop.stopId,
      plannedTime: stop.plannedTime,
    })),
  );
  const studentRows = tripIds.flatMap((tripId) =>
    input.stops.flatMap((stop) =>
      stop.studentIds.map((studentId) => ({ tripId, studentId, stopId: stop.stopId })),
    ),
  );
  // Chunks keep each statement well under PostgreSQL's 65 535 bind parameters.
  for (let i = 0; i < stopRows.length; i += 5000)
    await tx.insert(tripStops).values(stopRows.slice(i, i + 5000));
  for (let i = 0; i < studentRows.length; i += 5000) {
    await tx.insert(tripStudents).values(studentRows.slice(i, i + 5000));
  }
}

export async function createTrip(
  tx: Database,
  input: TripInput,
  actor: Actor | null,
  today: string,
): Promise<Trip> {
  if (input.date < today) refuse([{ path: 'date', code: 'trips.pastDate' }]);
  const problems = await tripPlanProblems(tx, planOf(input), [input.date]);
  if (problems.length > 0) refuse(problems);
  const [id] = await insertTrips(tx, input, [input.date], null, actor);
  return (await findTrip(tx, id!))!;
}

/** A weekly recurrence: every trip of the term checked, then all of them written in the caller's transaction. */
export async function createTripSeries(
  tx: Database,
  input: TripSeriesInput,
  actor: Actor | null,
  today: string,
): Promise<{ seriesId: string; dates: string[]; skippedHolidays: string[]; trips: Trip[] }> {
  if (input.termStart < today) refuse([{ path: 'termStart', code: 'trips.pastDate' }]);
  const weekly = seriesDates(input.termStart, input.termEnd, input.weekdays);
  if (weekly.length === 0) refuse([{ path: 'weekdays', code: 'trips.noDates' }]);
  // The academic calendar's holidays have no trips (ADR 0054).
  const holidays = await holidaysBetween(tx, input.termStart, input.termEnd);
  const skippedHolidays = weekly.filter((date) => isHoliday(date, holidays));
  const dates = weekly.filter((date) => !isHoliday(date, holidays));
  if (dates.length === 0) refuse([{ path: 'termStart', code: 'calendar.noTripDates' }]);
  const problems = await tripPlanProblems(tx, planOf(input), dates);
  if (problems.length > 0) refuse(problems);
  const [series] = await tx
    .insert(tripSeries)
    .values({ weekdays: input.weekdays, termStart: input.termStart, termEnd: input.termEnd })
    .returning({ id: tripSeries.id });
  const ids = await insertTrips(tx, input, dates, series!.id, actor);
  const rows = await selectTrips(tx).where(inArray(trips.id, ids)).orderBy(asc(trips.date));
  return { seriesId: series!.id, dates, skippedHolidays, trips: await toTrips(tx, rows) };
}

/** Only a scheduled trip can be re-planned; its stops and students are replaced. */
export async function updateTrip(
  tx: Database,
  id: string,
  update: TripUpdate,
  actor: Actor | null,
  today: string,
): Promise<{ before: TripDetails; after: TripDetails; seriesTripIds: string[] }> {
  const row = await lockTrip(tx, id);
  if (row.version !== update.version) throw staleVersion();
  if (row.status !== 'scheduled') {
    throw new HttpProblem(409, 'trips.notEditable', [], {}, { allowed: [...allowedMoves(row.status)] });
  }
  if (update.date < today) refuse([{ path: 'date', code: 'trips.pastDate' }]);
  const problems = await tripPlanProblems(tx, planOf(update), [update.date], [id]);
  if (problems.length > 0) refuse(problems);
  const before = (await findTripDetails(tx, id))!;
  await tx
    .update(trips)
    .set({
      name: update.name,
      direction: update.direction,
      schoolId: update.schoolId,
      busId: update.busId,
      driverId: update.driverId,
      attendantName: await attendantNameOf(tx, update.attendantId),
      attendantPhone: update.attendantPhone,
      attendantId: update.attendantId,
      date: update.date,
      departureTime: update.departureTime,
      arrivalTime: arrivalOf(update),
      version: sql`${trips.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(trips.id, id));
  await tx.delete(tripStudents).where(eq(tripStudents.tripId, id));
  await tx.delete(tripStops).where(eq(tripStops.tripId, id));
  await writeStops(tx, [id], update);
  await addTripEvent(tx, [id], { type: 'updated' }, actor);
  const after = (await findTripDetails(tx, id))!;
  const seriesTripIds =
    update.ridersScope === 'series' && row.seriesId
      ? await applyRidersToSeries(
          tx,
          { id, seriesId: row.seriesId, date: update.date },
          ridersOf(before),
          ridersOf(after),
          studentPaths(update),
          actor,
        )
      : [];
  return { before, after, seriesTripIds };
}

/** Where each student sits in the edited trip's form: a refusal about them lands on their field. */
function studentPaths(update: TripUpdate): Map<string, string> {
  return new Map(
    update.stops.flatMap((stop, i) =>
      stop.studentIds.map((studentId, j) => [studentId, `stops.${i}.studentIds.${j}`] as const),
    ),
  );
}
