import type { Locale } from '@rihla/shared/routes/route-table';

/** A weekday's name in the operator's language (0: Sunday); 7 January 2024 was a Sunday. */
export function weekdayName(day: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    weekday: width,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}
