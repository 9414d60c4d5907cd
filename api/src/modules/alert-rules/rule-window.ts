import type { AlertRule } from '@rihla/shared/contracts/alert-rules';
import { wallWeekdayAndMinutes } from '../../lib/operators-clock';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a rule is on at an instant: enabled, on one of its weekdays and inside its hours, both read
 * on the company's clock `timeZone`. Hours that cross midnight (21:00 to 06:00) count from the day
 * the instant falls on.
 */
export function ruleIsActive(
  rule: Pick<AlertRule, 'enabled' | 'weekdays' | 'activeFrom' | 'activeUntil'>,
  at: Date,
  timeZone: string,
): boolean {
  if (!rule.enabled) return false;
  const { weekday, minutes } = wallWeekdayAndMinutes(at, timeZone);
  if (!rule.weekdays.includes(weekday)) return false;
  if (rule.activeFrom === null || rule.activeUntil === null) return true;
  const start = minutesOf(rule.activeFrom);
  const end = minutesOf(rule.activeUntil);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}
