import { formatDate, formatGregorian, formatHijri } from './date';
import { currencySymbol, formatMoney, formatNumber } from './number';

describe('date format', () => {
  it('writes dates as mm/dd/yy', () => {
    expect(formatGregorian('2026-03-05')).toBe('03/05/26');
    expect(formatDate('2026-03-05', 'en')).toBe('03/05/26');
  });

  it('puts the Umm al-Qura date beside it in Arabic', () => {
    const hijri = formatHijri('2026-03-05');
    expect(hijri).toMatch(/رمضان/);
    expect(formatDate('2026-03-05', 'ar')).toBe(`03/05/26 (${hijri})`);
  });

  it('leaves missing or invalid dates empty', () => {
    expect(formatDate(null, 'ar')).toBe('');
    expect(formatGregorian('not a date')).toBe('');
  });
});

describe('number format', () => {
  it('turns halalas into riyals', () => {
    expect(formatMoney(12345, 'en')).toBe('SAR\u00a0123.45');
    expect(formatMoney(12345, 'ar')).toContain('123.45');
  });

  it('writes the riyal sign as each language does: "ر.س." in Arabic, never "SAR"', () => {
    expect(formatMoney(12345, 'ar')).toContain('ر.س.');
    expect(formatMoney(12345, 'ar')).not.toContain('SAR');
    expect(currencySymbol('ar')).toBe('ر.س.');
    expect(currencySymbol('en')).toBe('SAR');
  });

  it('groups thousands with Latin digits in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toMatch(/1.234.567/);
  });
});
