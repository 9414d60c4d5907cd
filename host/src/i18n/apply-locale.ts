import type { Locale } from '@rihla/shared/routes/route-table';
import dayjs from 'dayjs';
import ar from 'dayjs/locale/ar';
import { directionOf } from './direction';

// The week starts on Sunday in both languages (spec); dayjs's Arabic locale starts on Saturday.
dayjs.locale({ ...ar, weekStart: 0 }, undefined, true);

/** `<html lang dir>` and the dayjs locale follow the interface language. */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  dayjs.locale(locale);
}
