import { NEAR_MINUTES_DEFAULT } from '@rihla/shared/contracts/notices';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/types';
import type { OperatorsClock } from '../../lib/operators-clock';
import type { SegmentBook } from '../eta/eta-model';
import { noticePreferences } from '../notices/notices.table';
import { parentRecipient, queueNotice } from '../notices/queue-notice';
import { stops } from '../stops/stops.table';
import { students } from '../students/students.table';
import { issueTripLink, tripLinkPath } from '../trip-links/issue-trip-link';
import { tripLinks } from '../trip-links/trip-links.table';
import { tellRidersParents } from '../trips/trip-notices';
import { tripStudents, trips } from '../trips/trips.table';
import type { MonitorState, StopRow } from './position-derivation';
import { etaToStop, positionOfStop } from './stop-eta';

/** What the position ingest needs to tell parents about a trip under way. */
export interface TripNoticeSettings {
  /** TRIP_DELAY_NOTICE_MINUTES: parents are told once the trip is this late. */
  delayMinutes: number;
  /** PUBLIC_URL: where the trip links start; without it they are site-relative (`/t/…`). */
  publicUrl: string;
}

export const DEFAULT_TRIP_NOTICE_SETTINGS: TripNoticeSettings = { delayMinutes: 10, publicUrl: '' };

export function tripNoticeSettingsOf(config: Pick<AppConfig, 'TRIP_DELAY_NOTICE_MINUTES' | 'PUBLIC_URL'>) {
  return { delayMinutes: config.TRIP_DELAY_NOTICE_MINUTES, publicUrl: config.PUBLIC_URL ?? '' };
}

/** A trip's state after a batch of fixes, with the state before and its route. */
export interface WatchedTrip {
  before: MonitorState;
  after: MonitorState;
  route: StopRow[];
  /** The stop the monitor's ETA counts to. */
  target: StopRow | null;
}

/**
 * The parent notices the monitor's derivation gives rise to, in the ingest's transaction (the
 * trips' monitor rows are locked, so two replicas never both decide): "trip delayed" once a trip
 * runs `delayMinutes` behind, and "bus near" once per rider when the bus is about the parent's
 * N minutes from the rider's stop, with a new trip link. Both are safety notices (quiet hours do
 * not hold them) and keyed per trip (per rider for "bus near"): the outbox's unique key and the
 * link's (trip, student) key make each exactly once, across restarts too.
 */
export async function tellParentsOfProgress(
  tx: Database,
  watched: WatchedTrip[],
  settings: TripNoticeSettings,
  clock: OperatorsClock,
  /** The stop pairs' history, for the minutes to each rider's stop (ADR 0064). */
  book: SegmentBook,
): Promise<void> {
  for (const { before, after } of watched) {
    if (after.lateMinutes >= settings.delayMinutes && before.lateMinutes < settings.delayMinutes) {
      await tellRidersParents(tx, after.tripId, {
        event: 'trip-delayed',
        eventKey: `trip-delayed:${after.tripId}`,
        variables: { minutes: String(after.lateMinutes) },
      });
    }
  }

  const moving = watched.filter((w) => w.target && w.after.etaSeconds !== null);
  if (moving.length === 0) return;
  // The riders not yet told (no link yet), their stop and their parent's N: one statement per batch.
  const riders = await tx
    .select({
      tripId: tripStudents.tripId,
      studentId: tripStudents.studentId,
      stopId: tripStudents.stopId,
      parentId: students.parentId,
      studentAr: students.nameAr,
      studentEn: students.nameEn,
      stopAr: stops.nameAr,
      stopEn: stops.nameEn,
      nearMinutes: noticePreferences.nearMinutes,
      date: trips.date,
    })
    .from(tripStudents)
    .innerJoin(students, eq(students.id, tripStudents.studentId))
    .innerJoin(stops, eq(stops.id, tripStudents.stopId))
    .innerJoin(trips, eq(trips.id, tripStudents.tripId))
    .leftJoin(noticePreferences, eq(noticePreferences.parentId, students.parentId))
    .leftJoin(
      tripLinks,
      and(eq(tripLinks.tripId, tripStudents.tripId), eq(tripLinks.studentId, tripStudents.studentId)),
    )
    .where(
      and(
        inArray(
          tripStudents.tripId,
          moving.map((w) => w.after.tripId),
        ),
        isNull(tripLinks.tokenHash),
      ),
    )
    .orderBy(tripStudents.tripId, tripStudents.studentId);
  const byTrip = new Map(moving.map((w) => [w.after.tripId, w]));
  for (const rider of riders) {
    if (!rider.parentId) continue;
    const trip = byTrip.get(rider.tripId)!;
    const position = positionOfStop(trip.route, rider.stopId, trip.target!.position);
    const eta =
      position === null
        ? null
        : etaToStop(trip.after, trip.route, trip.target, position, {
            book,
            timeZone: clock.timeZone,
          });
    const near = rider.nearMinutes ?? NEAR_MINUTES_DEFAULT;
    if (eta === null || eta > near * 60) continue;
    const token = await issueTripLink(tx, rider, clock.timeZone);
    if (token === null) continue;
    const recipient = await parentRecipient(tx, rider.parentId);
    if (!recipient) continue;
    await queueNotice(tx, recipient, {
      event: 'bus-near',
      eventKey: `bus-near:${rider.tripId}:${rider.studentId}`,
      tripId: rider.tripId,
      variables: {
        minutes: String(Math.max(1, Math.round(eta / 60))),
        studentName: { ar: rider.studentAr, en: rider.studentEn },
        stopName: { ar: rider.stopAr, en: rider.stopEn },
        tripLink: {
          ar: `${settings.publicUrl}${tripLinkPath(token, 'ar')}`,
          en: `${settings.publicUrl}${tripLinkPath(token, 'en')}`,
        },
      },
    });
  }
}
