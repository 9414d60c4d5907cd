import type { MonitorState, StopRow } from './position-derivation';

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
