import type { LiveTripEvent, TripPlanChange, TripStatusChange } from '@rihla/shared/contracts/live-feed';
import type { BusLive, TripLive } from '@rihla/shared/contracts/monitoring';
import type { MonitorToday, MonitorTrip } from '@rihla/shared/contracts/monitoring-screens';
import type { TripManifest } from '@rihla/shared/contracts/trip-manifest';
import { TRIP_ID } from './fixtures';

export const STOP_ID = '55555555-5555-4555-8555-555555555555';
export const RIDER_ID = '66666666-6666-4666-8666-666666666666';
const ABSENT_ID = '77777777-7777-4777-8777-777777777777';
const BUS_ID = '33333333-3333-4333-8333-333333333333';
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

export function aBusLive(overrides: Partial<BusLive> = {}): BusLive {
  return {
    busId: BUS_ID,
    plateNumber: '4821 KSA',
    tripId: TRIP_ID,
    tripName: 'الملز - ذهاب',
    tripStatus: 'in_progress',
    lat: 24.66,
    lng: 46.73,
    speedKmh: 32,
    at: secondsAgo(5),
    lateMinutes: 7,
    nextStopId: STOP_ID,
    etaSeconds: 240,
    onBoard: 2,
    crewOnline: false,
    ...overrides,
  };
}

export function aMonitorTrip(overrides: Partial<MonitorTrip> = {}): MonitorTrip {
  return {
    id: TRIP_ID,
    name: 'الملز - ذهاب',
    status: 'in_progress',
    departureTime: '06:15',
    arrivalTime: '06:41',
    busId: BUS_ID,
    plateNumber: '4821 KSA',
    driverName: 'خالد عبدالله العتيبي',
    driverNameEn: 'Khalid Abdullah Al-Otaibi',
    lateMinutes: 7,
    nextStop: { id: STOP_ID, nameAr: 'مسجد الرحمة', nameEn: 'Al-Rahma mosque' },
    etaSeconds: 240,
    lastAt: secondsAgo(5),
    onBoard: 2,
    ...overrides,
  };
}

export function aMonitorToday(trips: MonitorTrip[] = [aMonitorTrip()]): MonitorToday {
  const counts = { scheduled: 0, in_progress: 0, disrupted: 0, completed: 0, cancelled: 0 };
  for (const trip of trips) counts[trip.status] += 1;
  return { date: '2026-11-23', counts, trips };
}

export function aTripLive(overrides: Partial<TripLive> = {}): TripLive {
  return {
    tripId: TRIP_ID,
    positions: [
      { at: secondsAgo(20), lat: 24.65, lng: 46.72, speedKmh: 30 },
      { at: secondsAgo(10), lat: 24.655, lng: 46.725, speedKmh: 30 },
    ],
    onBoard: [RIDER_ID],
    scans: [{ id: 's1', tripId: TRIP_ID, studentId: RIDER_ID, kind: 'on', at: secondsAgo(15), flag: null }],
    lateMinutes: 0,
    nextStopId: STOP_ID,
    etaSeconds: 120,
    ...overrides,
  };
}

/** A `status` message of the live feed: another operator moved the trip. */
export function aStatusMove(move: Pick<TripStatusChange, 'fromStatus' | 'toStatus'>) {
  const data: TripStatusChange = { tripId: TRIP_ID, busId: BUS_ID, version: 3, at: secondsAgo(0), ...move };
  return { kind: 'status' as const, data };
}

/** A `trip_event` message of the live feed: the trip's bus reported something (a stop, a rider). */
export function aTripEvent(type: LiveTripEvent['type']) {
  const data: LiveTripEvent = {
    id: `${TRIP_ID}:${type}`,
    tripId: TRIP_ID,
    type,
    fromStatus: null,
    toStatus: null,
    actorName: null,
    disruptionId: null,
    stopId: STOP_ID,
    studentId: null,
    value: null,
    detail: null,
    at: secondsAgo(0),
  };
  return { kind: 'trip_event' as const, data };
}

export function aPlanChange(change: TripPlanChange['change']) {
  const data: TripPlanChange = {
    tripId: TRIP_ID,
    busId: BUS_ID,
    date: '2026-11-24',
    change,
    version: 1,
    at: secondsAgo(0),
  };
  return { kind: 'plan' as const, data };
}

/** How long a screen may take to refetch after a feed message (the refetch is throttled to 1.5 s). */
/** The manifest of aTripDetails: Reem on board, Sara reported absent, no walk yet. */
export function aTripManifest(overrides: Partial<TripManifest> = {}): TripManifest {
  return {
    tripId: TRIP_ID,
    riders: [
      { studentId: RIDER_ID, stopId: STOP_ID, state: 'on_board', at: '2026-11-23T03:25:00.000Z' },
      { studentId: ABSENT_ID, stopId: STOP_ID, state: 'absent', at: null },
    ],
    walk: null,
    ...overrides,
  };
}

export const FEED_REFETCH = { timeout: 4_000 };
