import { wallWeekdayAndMinutes } from '../../lib/operators-clock';
import { distanceM, type LatLng } from '../devices/geo';

/** A weekday-and-hour cell of the history needs this many drives before it is believed. */
export const MIN_SAMPLES = 3;
/** The share of the way to the next stop left where the bus's recent speed may say sooner. */
const LAST_STRETCH = 0.3;
/** Closer than this by distance over recent speed, the bus's own motion says more than the history. */
const NEAR_SECONDS = 180;
/** A bus at this recent speed or more is on the move. */
const MOVING_KMH = 15;
/** Where the routing engine knows only the drive: the wait at each stop on the way. */
export const ROUTED_WAIT_SECONDS = 60;

/** The history of one stop pair in one weekday (-1: every day) and hour. */
export interface SegmentCell {
  weekday: number;
  hour: number;
  samples: number;
  driveSeconds: number;
  waitSeconds: number;
}

/** What the ETA knows of the stop pairs it may need: the learned cells and the routing engine's times. */
export interface SegmentBook {
  /** `from|to` → its cells. */
  learned: ReadonlyMap<string, readonly SegmentCell[]>;
  /** `from|to` → the routing engine's driving seconds. */
  routed: ReadonlyMap<string, number>;
}

export const pairKey = (fromStopId: string, toStopId: string) => `${fromStopId}|${toStopId}`;

/** The weekday (0 Sunday) and hour on the operators' clock at `at`: the cell the history is read from. */
export function cellOf(at: Date, timeZone: string): { weekday: number; hour: number } {
  const { weekday, minutes } = wallWeekdayAndMinutes(at, timeZone);
  return { weekday, hour: Math.floor(minutes / 60) };
}

export interface SegmentTime {
  driveSeconds: number;
  waitSeconds: number;
  source: 'learned' | 'routing';
}

/**
 * The drive from one stop to the next, leaving at `at`, and the wait at the first: the history of
 * that weekday and hour when it holds MIN_SAMPLES drives, else of that hour on every day, else the
 * routing engine's drive (with ROUTED_WAIT_SECONDS), else null: the caller falls back to distance
 * and speed, or the plan.
 */
export function segmentTime(
  book: SegmentBook,
  fromStopId: string,
  toStopId: string,
  at: Date,
  timeZone: string,
): SegmentTime | null {
  const key = pairKey(fromStopId, toStopId);
  const cells = book.learned.get(key) ?? [];
  const { weekday, hour } = cellOf(at, timeZone);
  const cell =
    cells.find((c) => c.weekday === weekday && c.hour === hour && c.samples >= MIN_SAMPLES) ??
    cells.find((c) => c.weekday === -1 && c.hour === hour && c.samples >= MIN_SAMPLES);
  if (cell) return { driveSeconds: cell.driveSeconds, waitSeconds: cell.waitSeconds, source: 'learned' };
  const routed = book.routed.get(key);
  return routed === undefined
    ? null
    : { driveSeconds: routed, waitSeconds: ROUTED_WAIT_SECONDS, source: 'routing' };
}

/** The stops of a trip and what the ETA reads of its monitor state. */
export interface EtaStop extends LatLng {
  position: number;
  stopId: string;
  plannedTime: string;
}

export interface EtaState {
  /** Distance over recent speed to the target stop (the derivation's; today's fallback). */
  etaSeconds: number | null;
  atStop: number | null;
  arrivedAt: Date | null;
  lastAt: Date | null;
  lastLat: number | null;
  lastLng: number | null;
  /** The derivation's recent speed. */
  lastSpeedKmh: number | null;
}

/**
 * Seconds until the bus reaches the stop it heads for (`target`), from the history of the drive
 * from the stop before it: still at that stop, the rest of its usual wait and the usual drive; on
 * the way, the usual drive times the share of the way left (straight lines from the bus to both
 * stops); on the last stretch or within NEAR_SECONDS, distance over recent speed (halted, the sooner
 * of it and the usual share). Without history or routing for that pair, or before the first stop,
 * the derivation's distance over recent speed.
 */
export function etaToTarget(
  state: EtaState,
  route: readonly EtaStop[],
  target: EtaStop | null,
  book: SegmentBook,
  timeZone: string,
): number | null {
  if (
    !target ||
    state.etaSeconds === null ||
    !state.lastAt ||
    state.lastLat === null ||
    state.lastLng === null
  )
    return state.etaSeconds;
  const index = route.findIndex((s) => s.position === target.position);
  const previous = index > 0 ? route[index - 1]! : null;
  if (!previous) return state.etaSeconds;
  const segment = segmentTime(book, previous.stopId, target.stopId, state.lastAt, timeZone);
  if (!segment) return state.etaSeconds;
  if (state.atStop === previous.position) {
    const waited = state.arrivedAt ? (state.lastAt.getTime() - state.arrivedAt.getTime()) / 1000 : 0;
    return Math.round(Math.max(0, segment.waitSeconds - waited) + segment.driveSeconds);
  }
  const bus = { lat: state.lastLat, lng: state.lastLng };
  const ahead = distanceM(bus, target);
  const behind = distanceM(previous, bus);
  const left = ahead + behind === 0 ? 0 : ahead / (ahead + behind);
  const usual = left * segment.driveSeconds;
  if (left >= LAST_STRETCH && state.etaSeconds > NEAR_SECONDS) return Math.round(usual);
  // Near the stop a bus on the move has mostly left its halts behind: distance over its recent
  // speed; halted there, that speed says too much, and the usual share is kept if sooner.
  const moving = (state.lastSpeedKmh ?? 0) >= MOVING_KMH;
  return Math.round(moving ? state.etaSeconds : Math.min(state.etaSeconds, usual));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Seconds from reaching `from` (at `at`) to reaching the stop at `position` further on: per pair of
 * stops on the way, the usual wait and drive at the hour the bus will pass (the history, else the
 * routing engine), else the planned time between the two.
 */
export function secondsBetweenStops(
  route: readonly EtaStop[],
  from: EtaStop,
  position: number,
  at: Date,
  book: SegmentBook,
  timeZone: string,
): number {
  let total = 0;
  for (
    let i = route.findIndex((s) => s.position === from.position);
    i >= 0 && i + 1 < route.length && route[i]!.position < position;
    i++
  ) {
    const a = route[i]!;
    const b = route[i + 1]!;
    const segment = segmentTime(book, a.stopId, b.stopId, new Date(at.getTime() + total * 1000), timeZone);
    total += segment
      ? segment.waitSeconds + segment.driveSeconds
      : Math.max(0, minutesOf(b.plannedTime) - minutesOf(a.plannedTime)) * 60;
  }
  return total;
}
