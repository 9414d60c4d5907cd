import type { Locale } from '@rihla/shared/routes/route-table';

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
