import type { Locale } from '../routes/route-table';

/** A record's name in the page's language (schools, stops, packages carry both). */
export function nameIn(locale: Locale, item: { nameAr: string; nameEn: string }): string {
  return locale === 'ar' ? item.nameAr : item.nameEn;
}
