import { type AlertType, MONITOR_RULES } from '@rihla/shared/contracts/monitoring';
import type { tripMonitor } from './devices.table';
import { distanceM, distanceToRouteM, type LatLng, minutesOfDayIn } from './geo';

export interface Point {
  at: Date;
  lat: number;
  lng: number;
  speedKmh: number | null;
  heading: number | null;
  /** Battery charge 0–100, when the device reports it (OsmAnd `batt`). */
  batteryPercent?: number | null;
}

export interface StopRow {
  position: number;
  stopId: string;
  lat: number;
  lng: number;
  plannedTime: string;
}

/** What the derivation remembers per trip between batches (a row of `trip_monitor`). */
export type MonitorState = typeof tripMonitor.$inferSelect;

interface DerivedEvent {
  type: 'stop_arrival' | 'stop_departure' | 'late';
  stopId: string;
  value: number | null;
  at: Date;
}

export interface AlertCandidate {
  type: Extract<AlertType, 'speeding' | 'long_idle' | 'off_route'>;
  value: number;
  at: Date;
  /** Speeding inside a zone with its own limit: that limit and the zone (ADR 0062). */
  zoneLimit?: { kmh: number; zoneId: string };
}

export interface Derivation {
  state: MonitorState;
  events: DerivedEvent[];
  alerts: AlertCandidate[];
  /** The device had been silent for the offline threshold: its offline alert is resolved. */
  cameBack: boolean;
  /** The stop the ETA counts to (the one after the current stop, or the next not reached). */
  target: StopRow | null;
}

/** The stop the ETA counts to: the one after the current stop, or the next not reached. */
export function targetOf(state: Pick<MonitorState, 'atStop' | 'nextStop'>, route: StopRow[]): StopRow | null {
  return (
    route.find((s) => s.position === (state.atStop !== null ? state.atStop + 1 : state.nextStop)) ?? null
  );
}

/** The alert thresholds the derivation applies: the company's rules' (ADR 0063), by default the old constants. */
export interface AlertLimits {
  speedLimitKmh: number;
  idleMinutes: number;
  offRouteM: number;
  offlineMinutes: number;
  /** The speed limit of the zone a point is in, when one has its own; it replaces `speedLimitKmh` there. */
  zoneSpeedLimit?: (point: LatLng) => { kmh: number; zoneId: string } | null;
}

export const DEFAULT_ALERT_LIMITS: AlertLimits = {
  speedLimitKmh: MONITOR_RULES.speedLimitKmh,
  idleMinutes: MONITOR_RULES.idleMinutes,
  offRouteM: MONITOR_RULES.offRouteM,
  offlineMinutes: MONITOR_RULES.offlineMinutes,
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Pure derivation for one trip from its new fixes (time order, all after `state.lastAt`): stop
 * arrival and departure (distance with hysteresis, dwell recorded), lateness against the planned
 * stop time, ETA to the next stop from recent speed, and the speeding, long-idle and off-route
 * alert candidates. No I/O: the caller loads the state and writes what comes out.
 */
export function derive(
  previous: MonitorState,
  route: StopRow[],
  news: Point[],
  clock: { now: Date; timeZone: string },
  /** The way the bus drives, for "off route": the stops with the school at its end (see `pathsOf`). */
  path: readonly LatLng[] = route,
  limits: AlertLimits = DEFAULT_ALERT_LIMITS,
): Derivation {
  const events: DerivedEvent[] = [];
  const alerts: AlertCandidate[] = [];
  const silentMs = previous.lastAt
    ? clock.now.getTime() - previous.lastAt.getTime()
    : Number.POSITIVE_INFINITY;
  const cameBack = silentMs >= limits.offlineMinutes * 60_000;

  let { lastAt, lastLat, lastLng, lastSpeedKmh, atStop, arrivedAt, nextStop, idleSince, lateMinutes } =
    previous;
  for (const point of news) {
    let speed = point.speedKmh;
    if (speed === null && lastAt && lastLat !== null && lastLng !== null) {
      const seconds = (point.at.getTime() - lastAt.getTime()) / 1000;
      speed = seconds > 0 ? (distanceM({ lat: lastLat, lng: lastLng }, point) / seconds) * 3.6 : null;
    }
    // Recent speed: an exponential average, so one red light does not send the ETA to infinity.
    const smoothed =
      speed === null ? lastSpeedKmh : lastSpeedKmh === null ? speed : 0.7 * lastSpeedKmh + 0.3 * speed;

    if (atStop !== null) {
      const current = route.find((s) => s.position === atStop)!;
      if (distanceM(current, point) > MONITOR_RULES.stopLeaveRadiusM) {
        const dwell = arrivedAt ? Math.round((point.at.getTime() - arrivedAt.getTime()) / 1000) : null;
        events.push({ type: 'stop_departure', stopId: current.stopId, value: dwell, at: point.at });
        nextStop = atStop + 1;
        atStop = null;
        arrivedAt = null;
      }
    }
    if (atStop === null) {
      const reached = route.find(
        (s) => s.position >= nextStop && distanceM(s, point) <= MONITOR_RULES.stopRadiusM,
      );
      if (reached) {
        atStop = reached.position;
        arrivedAt = point.at;
        events.push({ type: 'stop_arrival', stopId: reached.stopId, value: null, at: point.at });
        const late = minutesOfDayIn(clock.timeZone, point.at) - minutesOf(reached.plannedTime);
        if (late >= MONITOR_RULES.lateMinutes && late > lateMinutes)
          events.push({ type: 'late', stopId: reached.stopId, value: late, at: point.at });
        lateMinutes = Math.max(0, late);
      }
    }

    if (speed !== null) {
      const zoneLimit = limits.zoneSpeedLimit?.(point) ?? null;
      if (speed > (zoneLimit?.kmh ?? limits.speedLimitKmh))
        alerts.push({
          type: 'speeding',
          value: Math.round(speed),
          at: point.at,
          ...(zoneLimit ? { zoneLimit } : {}),
        });
    }
    if (speed !== null && speed < MONITOR_RULES.idleSpeedKmh && atStop === null) {
      idleSince = idleSince ?? point.at;
      const idleMinutes = (point.at.getTime() - idleSince.getTime()) / 60_000;
      if (idleMinutes >= limits.idleMinutes)
        alerts.push({ type: 'long_idle', value: Math.round(idleMinutes), at: point.at });
    } else if (speed !== null) {
      idleSince = null;
    }
    // Off route only once the bus has started along it (it may come from a depot to the first stop).
    if (route.length > 0 && (nextStop > route[0]!.position || atStop !== null)) {
      const off = distanceToRouteM(point, path);
      if (off > limits.offRouteM) alerts.push({ type: 'off_route', value: Math.round(off), at: point.at });
    }
    lastAt = point.at;
    lastLat = point.lat;
    lastLng = point.lng;
    lastSpeedKmh = smoothed;
  }

  const target = targetOf({ atStop, nextStop }, route);
  const etaSeconds =
    target && lastLat !== null && lastLng !== null
      ? Math.round(distanceM({ lat: lastLat, lng: lastLng }, target) / (Math.max(lastSpeedKmh ?? 0, 5) / 3.6))
      : null;
  return {
    state: {
      tripId: previous.tripId,
      lastAt,
      lastLat,
      lastLng,
      lastSpeedKmh,
      atStop,
      arrivedAt,
      nextStop,
      idleSince,
      lateMinutes,
      etaSeconds,
    },
    events,
    alerts,
    cameBack,
    target,
  };
}
