import type { Locale } from '../routes/route-table';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A Gregorian `YYYY-MM-DD` in words in the reader's language ("14 ديسمبر 2026", "December 14, 2026"). */
export function gregorianInWords(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
