import { todayIn } from '@rihla/shared/format/today';

/** Now as the operators read it: the instant, their day in TIME_ZONE and the zone itself. */
export interface OperatorsClock {
  now: Date;
  /** `YYYY-MM-DD`: what "today" is for trips, subscriptions, document expiry and the books. */
  today: string;
  timeZone: string;
}

export function operatorsClockAt(timeZone: string, now: Date = new Date()): OperatorsClock {
  return { now, today: todayIn(timeZone, now), timeZone };
}

/** The wall clock of `timeZone` at `at`: its date and time fields, two digits each (the year four). */
export function wallClockParts(
  at: Date,
  timeZone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** The weekday (0 Sunday) and the minutes since midnight on the wall clock of `timeZone` at `at`. */
export function wallWeekdayAndMinutes(at: Date, timeZone: string): { weekday: number; minutes: number } {
  const wall = wallClockParts(at, timeZone);
  const weekday = new Date(Date.UTC(Number(wall.year), Number(wall.month) - 1, Number(wall.day))).getUTCDay();
  return { weekday, minutes: Number(wall.hour) * 60 + Number(wall.minute) };
}

/** Minutes on the wall clock of `timeZone`, counted from the epoch as if that clock were UTC. */
export function wallMinutes(at: Date, timeZone: string): number {
  const parts = wallClockParts(at, timeZone);
  return Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`) / 60_000;
}

/** The instant the operators' wall clock reads `time` (`HH:mm`) on `date`: a trip's planned departure as a moment. */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  return new Date(guess - (wallMinutes(new Date(guess), timeZone) * 60_000 - guess));
}
