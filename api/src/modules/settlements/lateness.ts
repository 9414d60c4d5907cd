import { LATE_GRACE_MINUTES, LATE_PENALTY_PERCENT } from '@rihla/shared/contracts/settlements';
import { wallMinutes } from '../../lib/operators-clock';

/** How late a trip started: its first move to in_progress against its planned departure, in whole minutes. */
export function lateMinutes(date: string, departureTime: string, startedAt: Date | null, timeZone: string) {
  if (!startedAt) return 0;
  const planned = Date.parse(`${date}T${departureTime}:00Z`) / 60_000;
  return Math.max(0, Math.floor(wallMinutes(startedAt, timeZone) - planned));
}

/** A trip started later than the grace allows loses a fixed share of its rate. */
export function penaltyFor(late: number, rateHalalas: number): number {
  return late > LATE_GRACE_MINUTES ? Math.floor((rateHalalas * LATE_PENALTY_PERCENT) / 100) : 0;
}
