import { todayIn } from '@rihla/shared/format/today';

/**
 * A time zone whose day is not UTC's right now (UTC+14 or UTC-11: one of them always differs),
 * so a test of "the operators' day" fails at any hour when UTC's day is used instead.
 */
export function zoneOnAnotherDayThanUtc(): string {
  const utcDay = new Date().toISOString().slice(0, 10);
  return todayIn('Pacific/Kiritimati') !== utcDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

/**
 * A fixed-offset zone where it is now between 11:00 and 13:00, so a trip planned at 00:00 there
 * is hours late whatever the hour of the run (no test fails around midnight).
 */
export function zoneAtNoon(): string {
  const offset = ((((12 - new Date().getUTCHours()) % 24) + 36) % 24) - 12; // -12..11
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
