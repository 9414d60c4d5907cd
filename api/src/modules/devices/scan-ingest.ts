import type { RiderScan, ScanFlag, ScanKind } from '@rihla/shared/contracts/monitoring';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import { HttpProblem } from '../../lib/problem';
import { raiseAlert } from '../alerts/raise-alert';
import type { FeedEntry } from '../live-feed/feed-message';
import { plateOf, tellRidersParents } from '../trips/trip-notices';
import { tripStudents, trips } from '../trips/trips.table';
import { activeTripOf } from './active-trips';
import { addDerivedEvent } from './derived-event';
import { riderScans } from './devices.table';
import { onBoardStudentIds } from './on-board';

/** Stores card scans on the bus's trip in progress (see `recordScans`); 409 when it has none. */
export async function ingestScans(
  tx: Database,
  busId: string,
  scans: { studentId: string; kind: ScanKind; at: Date }[],
  clock: OperatorsClock,
): Promise<{ accepted: number; duplicates: number; scans: RiderScan[]; feed: FeedEntry[] }> {
  const trip = await activeTripOf(tx, busId, clock.today);
  if (!trip) throw new HttpProblem(409, 'monitoring.noActiveTrip');
  return recordScans(tx, trip.id, busId, scans, clock);
}

/**
 * Stores scans (a card reader's, or the crew's taps) on a trip under way, oldest first. A student
 * not on this trip is flagged: wrong bus when another of today's trips carries them, unexpected
 * rider otherwise; each raises an alert. The parents are told through the outbox.
 * A second "on" for a student already on board (a card tapped twice) is merged into the first:
 * counted as a duplicate, never a second "boarded" on the timeline.
 */
export async function recordScans(
  tx: Database,
  tripId: string,
  busId: string,
  scans: { studentId: string; kind: ScanKind; at: Date }[],
  clock: OperatorsClock,
): Promise<{ accepted: number; duplicates: number; scans: RiderScan[]; feed: FeedEntry[] }> {
  const feed: FeedEntry[] = [];
  const trip = { id: tripId };
  const studentIds = [...new Set(scans.map((s) => s.studentId))];
  const assigned = await tx
    .select({ tripId: tripStudents.tripId, studentId: tripStudents.studentId })
    .from(tripStudents)
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .where(and(inArray(tripStudents.studentId, studentIds), eq(trips.date, clock.today)));
  const flagOf = (studentId: string): ScanFlag | null => {
    const rows = assigned.filter((row) => row.studentId === studentId);
    if (rows.some((row) => row.tripId === trip.id)) return null;
    return rows.length > 0 ? 'wrong_bus' : 'unexpected_rider';
  };
  const sorted = [...scans].sort((a, b) => a.at.getTime() - b.at.getTime());
  const onBoard = new Set(await onBoardStudentIds(tx, trip.id));
  const stored: RiderScan[] = [];
  let busPlate: string | undefined;
  const timeOf = (at: Date) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: clock.timeZone, hour: '2-digit', minute: '2-digit' }).format(
      at,
    );
  for (const scan of sorted) {
    if (scan.kind === 'on' && onBoard.has(scan.studentId)) continue;
    const flag = flagOf(scan.studentId);
    const [row] = await tx
      .insert(riderScans)
      .values({ tripId: trip.id, busId, studentId: scan.studentId, kind: scan.kind, at: scan.at, flag })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    if (scan.kind === 'on') onBoard.add(scan.studentId);
    else onBoard.delete(scan.studentId);
    const out: RiderScan = {
      id: row.id,
      tripId: row.tripId,
      studentId: row.studentId,
      kind: row.kind,
      at: row.at.toISOString(),
      flag: row.flag,
    };
    stored.push(out);
    await addDerivedEvent(tx, feed, trip.id, {
      type: scan.kind === 'on' ? 'boarded' : 'alighted',
      studentId: scan.studentId,
      detail: flag,
      at: scan.at,
    });
    feed.push({ tripId: trip.id, kind: 'scan', data: out });
    if (flag) await raiseAlert(tx, feed, { type: flag, busId, tripId: trip.id, value: null, at: scan.at });
    const event = scan.kind === 'on' ? 'child-boarded' : 'child-alighted';
    busPlate ??= await plateOf(tx, busId);
    await tellRidersParents(
      tx,
      trip.id,
      { event, eventKey: `${event}:${row.id}`, variables: { busPlate, time: timeOf(scan.at) } },
      [scan.studentId],
    );
  }
  return { accepted: stored.length, duplicates: scans.length - stored.length, scans: stored, feed };
}
