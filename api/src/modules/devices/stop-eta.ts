import { type SegmentBook, secondsBetweenStops } from '../eta/eta-model';
import type { MonitorState, StopRow } from './position-derivation';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** What the learned ETA reads (ADR 0064): the stop pairs' history and the operators' time zone. */
export interface LearnedTimes {
  book: SegmentBook;
  timeZone: string;
}

/**
 * Seconds until the bus reaches the stop at `position`, from the monitor's ETA to its target stop
 * plus the time between the two: learned from the company's trips (ADR 0064) when `learned` is
 * given, else the planned times (the model before it, which the ETA bench compares with); null once
 * the bus is at or past that stop.
 */
export function etaToStop(
  state: Pick<MonitorState, 'etaSeconds' | 'atStop' | 'lastAt'>,
  route: StopRow[],
  target: StopRow | null,
  position: number,
  learned: LearnedTimes | null,
): number | null {
  if (!target || state.etaSeconds === null || position < target.position) return null;
  if (state.atStop !== null && position <= state.atStop) return null;
  const stop = route.find((s) => s.position === position);
  if (!stop) return null;
  if (learned && state.lastAt) {
    const reached = new Date(state.lastAt.getTime() + state.etaSeconds * 1000);
    return (
      state.etaSeconds +
      Math.round(secondsBetweenStops(route, target, position, reached, learned.book, learned.timeZone))
    );
  }
  const planned = Math.max(0, minutesOf(stop.plannedTime) - minutesOf(target.plannedTime));
  return state.etaSeconds + planned * 60;
}

/** A rider's stop's position on the route: the first from the target on (a stop may come twice). */
export function positionOfStop(route: StopRow[], stopId: string, from: number): number | null {
  return route.find((s) => s.stopId === stopId && s.position >= from)?.position ?? null;
}
