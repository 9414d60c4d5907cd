import type { ReportFrequency } from '@rihla/shared/contracts/scheduled-reports';
import { Cron } from 'croner';

/** The plain-terms schedule an operator picks: daily, weekly on a weekday, monthly on a day, at a time. */
export interface Schedule {
  frequency: ReportFrequency;
  weekday: number | null;
  dayOfMonth: number | null;
  /** `HH:MM`. */
  time: string;
}

/** The schedule as a five-field cron expression (minute hour day-of-month month weekday). */
export function cronOf(schedule: Schedule): string {
  const [hour, minute] = schedule.time.split(':').map(Number);
  const at = `${minute} ${hour}`;
  if (schedule.frequency === 'weekly') return `${at} * * ${schedule.weekday}`;
  if (schedule.frequency === 'monthly') return `${at} ${schedule.dayOfMonth} * *`;
  return `${at} * * *`;
}

const cronIn = (cron: string, timeZone: string) => new Cron(cron, { timezone: timeZone, paused: true });

/** The first slot strictly after `after`, read on the clock of `timeZone` (croner handles the zone's offsets). */
export function nextSlotAfter(cron: string, timeZone: string, after: Date): Date {
  const next = cronIn(cron, timeZone).nextRun(after);
  // Every schedule this module writes fires at least once a month.
  if (!next) throw new Error(`cron ${cron} has no next run`);
  return next;
}

/** The latest slot at or before `at` (null before the first one). */
export function latestSlotAtOrBefore(cron: string, timeZone: string, at: Date): Date | null {
  // croner's previous runs are strictly before their reference; a slot is on a whole minute.
  return cronIn(cron, timeZone).previousRuns(1, new Date(at.getTime() + 1_000))[0] ?? null;
}
