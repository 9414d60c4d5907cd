import { todayIn } from '@rihla/shared/format/today';

/**
 * A time zone whose day is not UTC's right now (UTC+14 or UTC-11: one of them always differs),
 * so a test of "the operators' day" fails at any hour when UTC's day is used instead.
 */
export function zoneOnAnotherDayThanUtc(): string {
  const utcDay = new Date().toISOString().slice(0, 10);
  return todayIn('Pacific/Kiritimati') !== utcDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}
