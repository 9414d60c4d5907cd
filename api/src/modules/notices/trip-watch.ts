import { NEAR_MINUTES_DEFAULT } from '@rihla/shared/contracts/notices';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/types';
import { instantAt, type OperatorsClock } from '../../lib/operators-clock';
import { randomToken, sha256 } from '../../lib/tokens';
import type { MonitorState, StopRow } from '../devices/position-derivation';
import { stops } from '../stops/stops.table';
import { students } from '../students/students.table';
import { tripStudents, trips } from '../trips/trips.table';
import { noticePreferences, tripLinks } from './notices.table';
import { parentRecipient, queueNotice } from './queue-notice';
import { tellRidersParents } from './trip-notices';

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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Seconds until the bus reaches the stop at `position`, from the monitor's ETA to its target stop
 * plus the planned time between the two; null once the bus is at or past that stop.
 */
export function etaToStop(
  state: Pick<MonitorState, 'etaSeconds' | 'atStop'>,
  route: StopRow[],
  target: StopRow | null,
  position: number,
): number | null {
  if (!target || state.etaSeconds === null || position < target.position) return null;
  if (state.atStop !== null && position <= state.atStop) return null;
  const stop = route.find((s) => s.position === position);
  if (!stop) return null;
  const planned = Math.max(0, minutesOf(stop.plannedTime) - minutesOf(target.plannedTime));
  return state.etaSeconds + planned * 60;
}

/** A rider's stop's position on the route: the first from the target on (a stop may come twice). */
export function positionOfStop(route: StopRow[], stopId: string, from: number): number | null {
  return route.find((s) => s.stopId === stopId && s.position >= from)?.position ?? null;
}

/** The trip link of a token as the parent opens it. */
export const tripLinkPath = (token: string, locale: 'ar' | 'en') =>
  `${locale === 'en' ? '/en' : ''}/t/${token}`;

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
    const eta = position === null ? null : etaToStop(trip.after, trip.route, trip.target, position);
    const near = rider.nearMinutes ?? NEAR_MINUTES_DEFAULT;
    if (eta === null || eta > near * 60) continue;
    const token = randomToken();
    const linked = await tx
      .insert(tripLinks)
      .values({
        tokenHash: sha256(token),
        tripId: rider.tripId,
        studentId: rider.studentId,
        expiresAt: endOfDay(rider.date, clock.timeZone),
      })
      .onConflictDoNothing()
      .returning({ tripId: tripLinks.tripId });
    if (linked.length === 0) continue;
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

/** Midnight after `date` on the operators' clock. */
export function endOfDay(date: string, timeZone: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return instantAt(next.toISOString().slice(0, 10), '00:00', timeZone);
}
