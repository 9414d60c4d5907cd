import type { Locale } from '../routes/route-table';

/** Latin digits in both languages: plate numbers, phones and dates are written with them too. */
export const INTL_LOCALE: Record<Locale, string> = { ar: 'ar-SA-u-nu-latn', en: 'en-US' };

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

/** The currency's sign as the language writes it: "ر.س." in Arabic, "SAR" in English. */
export function currencySymbol(locale: Locale, currency = DEFAULT_CURRENCY): string {
  const parts = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Riyals typed with up to two decimals -> integer halalas (never a float past this point). */
export const toHalalas = (riyals: number | null | undefined) => Math.round((riyals ?? 0) * 100);

export const toRiyals = (halalas: number) => halalas / 100;
