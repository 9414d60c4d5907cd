import dayjs from 'dayjs';
import type { Locale } from '../routes/route-table';

/** The spec's default date format, mm/dd/yy. */
export const DATE_FORMAT = 'MM/DD/YY';
export const DATE_TIME_FORMAT = 'MM/DD/YY HH:mm';
/**
 * What a date field reads when a date is typed: the spec's format first (the field shows dates in
 * it), then ISO and day/month/year with a four-digit year, as Saudi forms and exports write them.
 * The year's length tells mm/dd/yy from dd/mm/yyyy.
 */
export const TYPED_DATE_FORMATS = [DATE_FORMAT, 'YYYY-MM-DD', 'DD/MM/YYYY'];

/** Umm al-Qura, the calendar Saudi operators read Hijri dates in. */
export const HIJRI_LOCALE = 'ar-SA-u-ca-islamic-umalqura';

const hijriFormat = new Intl.DateTimeFormat(HIJRI_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

type DateInput = string | number | Date;

/** Gregorian `mm/dd/yy`; empty for a missing or invalid value. */
export function formatGregorian(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}

export function formatHijri(value: DateInput): string {
  const date = dayjs(value);
  return date.isValid() ? hijriFormat.format(date.toDate()) : '';
}

/** `mm/dd/yy`, with the Umm al-Qura date beside it in Arabic. */
export function formatDate(value: DateInput | null | undefined, locale: Locale): string {
  const gregorian = formatGregorian(value);
  if (!gregorian || locale !== 'ar' || value === null || value === undefined) return gregorian;
  return `${gregorian} (${formatHijri(value)})`;
}

/** A timestamp in the operator's own time zone, `mm/dd/yy HH:mm`. */
export function formatDateTime(value: DateInput | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}
