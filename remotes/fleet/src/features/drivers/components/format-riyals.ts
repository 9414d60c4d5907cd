/** Halalas -> "120.00 SAR" / "120.00 ر.س." with Latin digits, as the rest of the console shows numbers. */
export function formatRiyals(halalas: number, locale: 'ar' | 'en'): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
  }).format(halalas / 100);
}
