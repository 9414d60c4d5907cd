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
