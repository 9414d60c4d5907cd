import type { TripDetails } from '@rihla/shared/contracts/trips';
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { type FieldProblem, HttpProblem } from '../../lib/problem';
import { addTripEvent } from './trip-events';
import { datedProblem, tripPlanProblems } from './trip-rules';
import { tripStops, tripStudents, trips } from './trips.table';

/** Each rider's stop on a trip: student id -> stop id. */
type Riders = Map<string, string>;

export const ridersOf = (trip: Pick<TripDetails, 'stops'>): Riders =>
  new Map(trip.stops.flatMap((stop) => stop.students.map((s) => [s.id, stop.stopId] as const)));

/** What an edit changed in the riders: who now rides at which stop, and who no longer rides. */
function riderChanges(before: Riders, after: Riders) {
  const placed = [...after].filter(([studentId, stopId]) => before.get(studentId) !== stopId);
  const removed = [...before.keys()].filter((studentId) => !after.has(studentId));
  return { placed: new Map(placed), removed };
}

/**
 * Carries one trip's rider changes to every later scheduled trip of its series (ADR 0060): only the
 * students the edit changed move, so other riders' day exceptions stay. Every trip touched keeps the
 * trip rules (capacity, documents, double booking); a refusal names the date that blocks it and the
 * field of the edited trip. Trips under way, done or cancelled are left as they are.
 */
export async function applyRidersToSeries(
  tx: Database,
  edited: { id: string; seriesId: string; date: string },
  before: Riders,
  after: Riders,
  paths: Map<string, string>,
  actor: Actor | null,
): Promise<string[]> {
  const { placed, removed } = riderChanges(before, after);
  const changed = [...placed.keys(), ...removed];
  if (changed.length === 0) return [];
  const later = await tx
    .select()
    .from(trips)
    .where(
      and(
        eq(trips.seriesId, edited.seriesId),
        gt(trips.date, edited.date),
        eq(trips.status, 'scheduled'),
        ne(trips.id, edited.id),
      ),
    )
    .orderBy(asc(trips.date));
  if (later.length === 0) return [];
  const ids = later.map((t) => t.id);
  const stopRows = await tx
    .select()
    .from(tripStops)
    .where(inArray(tripStops.tripId, ids))
    .orderBy(asc(tripStops.position));
  const riderRows = await tx.select().from(tripStudents).where(inArray(tripStudents.tripId, ids));

  const problems: FieldProblem[] = [];
  const rows: { tripId: string; studentId: string; stopId: string }[] = [];
  for (const trip of later) {
    const stopsOf = stopRows.filter((s) => s.tripId === trip.id);
    const riders: Riders = new Map(
      riderRows.filter((r) => r.tripId === trip.id).map((r) => [r.studentId, r.stopId] as const),
    );
    for (const studentId of removed) riders.delete(studentId);
    for (const [studentId, stopId] of placed) {
      if (!stopsOf.some((s) => s.stopId === stopId)) {
        problems.push({
          path: paths.get(studentId) ?? 'stops',
          code: 'trips.stopNotOnTripOn',
          limits: { date: trip.date },
        });
      } else riders.set(studentId, stopId);
    }
    const plan = {
      schoolId: trip.schoolId,
      busId: trip.busId,
      driverId: trip.driverId,
      departureTime: trip.departureTime,
      arrivalTime: trip.arrivalTime,
      stops: stopsOf.map((s) => ({
        stopId: s.stopId,
        studentIds: [...riders].filter(([, stopId]) => stopId === s.stopId).map(([id]) => id),
      })),
    };
    const found = await tripPlanProblems(tx, plan, [trip.date], [trip.id, edited.id, ...ids]);
    for (const problem of found) {
      // The problem's path on this trip's plan, told on the edited trip's field.
      const at = /^stops\.(\d+)\.studentIds\.(\d+)$/.exec(problem.path);
      const studentId = at ? plan.stops[Number(at[1])]?.studentIds[Number(at[2])] : undefined;
      if (studentId && !placed.has(studentId)) continue; // a rider the edit did not touch
      const path = studentId ? (paths.get(studentId) ?? problem.path) : problem.path;
      problems.push(datedProblem({ ...problem, path }, trip.date));
    }
    if (problems.length > 0) break; // the first date that blocks it is the one to name
    for (const [studentId, stopId] of placed) rows.push({ tripId: trip.id, studentId, stopId });
  }
  if (problems.length > 0) throw new HttpProblem(400, 'validation', problems);

  await tx
    .delete(tripStudents)
    .where(and(inArray(tripStudents.tripId, ids), inArray(tripStudents.studentId, changed)));
  for (let i = 0; i < rows.length; i += 5000) await tx.insert(tripStudents).values(rows.slice(i, i + 5000));
  await tx
    .update(trips)
    .set({ version: sql`${trips.version} + 1`, updatedAt: new Date() })
    .where(inArray(trips.id, ids));
  await addTripEvent(tx, ids, { type: 'updated' }, actor);
  return ids;
}
