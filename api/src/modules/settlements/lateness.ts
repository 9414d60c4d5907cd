import { LATE_GRACE_MINUTES, LATE_PENALTY_PERCENT } from '@rihla/shared/contracts/settlements';

/** Minutes on the wall clock of `timeZone`, counted from the epoch as if that clock were UTC. */
function wallMinutes(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`) / 60_000;
}

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
