import type { Locale } from '../routes/route-table';

/** Latin digits in both languages: plate numbers, phones and dates are written with them too. */
const INTL_LOCALE: Record<Locale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-US' };

export const DEFAULT_CURRENCY = 'SAR';

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], options).format(value);
}

/** Money is stored in integer minor units (halalas); 12345 -> 123.45 SAR. */
export function formatMoney(minorUnits: number, locale: Locale, currency = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
}

/** Riyals typed with up to two decimals -> integer halalas (never a float past this point). */
export const toHalalas = (riyals: number | null | undefined) => Math.round((riyals ?? 0) * 100);

export const toRiyals = (halalas: number) => halalas / 100;
