import {
  allowedMoves,
  type Trip,
  type TripEvent,
  type TripStatus,
  type tripTransitionSchema,
} from '@rihla/shared/contracts/trips';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/types';
import type { Actor } from '../../lib/actor';
import { HttpProblem, notFound, staleVersion } from '../../lib/problem';
import { rowsOf } from '../../lib/raw-rows';
import { raiseAlert } from '../alerts/raise-alert';
import { busForTheRoad } from '../bus-maintenance/bus-service-state';
import { onBoardStudentIds } from '../devices/on-board';
import { drivers } from '../drivers/drivers.table';
import type { FeedEntry } from '../live-feed/feed-message';
import { addTripEvent } from './trip-events';
import { tellRidersParents } from './trip-notices';
import { findTrip } from './trip-reads';
import { busSafetyProblems, driverSafetyProblems } from './trip-rules';
import { tripEvents, tripStops, tripStudents, trips } from './trips.table';

type TripTransition = z.output<typeof tripTransitionSchema>;

/** The trip's row, locked for this transaction's change. */
export async function lockTrip(tx: Database, id: string) {
  const [row] = await tx.select().from(trips).where(eq(trips.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** A refused move names the moves the trip may make now. */
export function illegalMove(from: TripStatus, code = 'trips.illegalMove'): HttpProblem {
  return new HttpProblem(409, code, [], {}, { allowed: [...allowedMoves(from)] });
}

/**
 * Moves a trip along the status machine. Starting is refused unless it is the trip's day and the
 * bus and driver are fit to go today (safety rule); a disrupted trip leaves that state only by
 * resolving its disruption. Completing is refused while the scans say a child is on board, unless
 * the attendant confirms the bus empty (the end-of-trip child check). Completing raises
 * `check_overridden` when that check was overridden and `stop_skipped` when a stop with riders was
 * never reached (their feed entries are returned, for the caller to record).
 */
export async function transitionTrip(
  tx: Database,
  id: string,
  input: TripTransition,
  actor: Actor | null,
  today: string,
): Promise<{ before: Trip; after: Trip; confirmedEmpty: string[] | null; feed: FeedEntry[] }> {
  const row = await lockTrip(tx, id);
  if (row.version !== input.version) throw staleVersion();
  if (row.status === 'disrupted') throw illegalMove(row.status, 'trips.disruptionOpen');
  if (!allowedMoves(row.status).includes(input.to)) throw illegalMove(row.status);
  if (input.to === 'in_progress') {
    if (row.date !== today)
      throw new HttpProblem(409, 'trips.notToday', [{ path: 'date', code: 'trips.notToday' }]);
    const bus = await busForTheRoad(tx, row.busId);
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, row.driverId));
    const problems = [...busSafetyProblems(bus!, today), ...driverSafetyProblems(driver!, today)];
    if (problems.length > 0) throw new HttpProblem(409, 'trips.unsafe', problems);
  }
  let confirmedEmpty: string[] | null = null;
  if (input.to === 'completed') {
    const onBoard = await onBoardStudentIds(tx, id);
    if (onBoard.length > 0) {
      if (!input.confirmEmpty) {
        throw new HttpProblem(409, 'trips.childrenOnBoard', [
          { path: 'confirmEmpty', code: 'trips.childrenOnBoard' },
        ]);
      }
      await addTripEvent(tx, [id], { type: 'empty_confirmed', value: onBoard.length }, actor);
      confirmedEmpty = onBoard;
    }
  }
  const feed: FeedEntry[] = [];
  if (input.to === 'completed') {
    const skipped = await recordMissedStops(tx, id, actor);
    // Just before the completion on the timeline, as the missed stops are (the transaction's clock).
    const [clock] = rowsOf<{ at: Date | string }>(
      await tx.execute(sql`select now() - interval '1 millisecond' as at`),
    );
    const at = new Date(clock!.at);
    // A stop never reached where riders were due (ADR 0063): told once, as the trip ends.
    if (skipped > 0)
      await raiseAlert(tx, feed, { type: 'stop_skipped', busId: row.busId, tripId: id, value: skipped, at });
    if (confirmedEmpty)
      await raiseAlert(tx, feed, {
        type: 'check_overridden',
        busId: row.busId,
        tripId: id,
        value: confirmedEmpty.length,
        at,
      });
  }
  const moved = await setTripStatus(tx, id, row.status, input.to, actor, 'transition');
  return { ...moved, confirmedEmpty, feed };
}

export async function setTripStatus(
  tx: Database,
  id: string,
  from: TripStatus,
  to: TripStatus,
  actor: Actor | null,
  type: TripEvent['type'],
  disruptionId: string | null = null,
): Promise<{ before: Trip; after: Trip }> {
  const before = (await findTrip(tx, id))!;
  await tx
    .update(trips)
    .set({ status: to, version: sql`${trips.version} + 1`, updatedAt: new Date() })
    .where(eq(trips.id, id));
  await addTripEvent(tx, [id], { type, fromStatus: from, toStatus: to, disruptionId }, actor);
  if (to === 'cancelled') {
    await tellRidersParents(tx, id, {
      event: 'trip-cancelled',
      eventKey: `trip-cancelled:${id}`,
      variables: { date: before.date },
    });
  }
  return { before, after: (await findTrip(tx, id))! };
}

/**
 * A completed trip says on its timeline which of its stops it never reached (no arrival recorded),
 * just before the completion itself (which carries the transaction's clock). Returns how many of
 * them had riders due (riders of the trip at that stop): the stops skipped.
 */
async function recordMissedStops(tx: Database, tripId: string, actor: Actor | null): Promise<number> {
  const missed = await tx
    .select({
      stopId: tripStops.stopId,
      riders: sql<number>`(select count(*) from ${tripStudents} r
        where r.trip_id = ${tripStops.tripId} and r.stop_id = ${tripStops.stopId})`.mapWith(Number),
    })
    .from(tripStops)
    .where(
      and(
        eq(tripStops.tripId, tripId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(tripEvents)
            .where(
              and(
                eq(tripEvents.tripId, tripId),
                eq(tripEvents.type, 'stop_arrival'),
                eq(tripEvents.stopId, tripStops.stopId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(tripStops.position));
  const justBefore = sql`now() - interval '1 millisecond'`;
  for (const { stopId } of missed)
    await addTripEvent(tx, [tripId], { type: 'stop_missed', stopId, at: justBefore }, actor);
  return missed.filter((stop) => stop.riders > 0).length;
}
