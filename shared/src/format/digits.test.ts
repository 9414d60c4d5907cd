import { describe, expect, it } from 'vitest';
import { latinDigits, numberText } from './digits';

describe('digits typed on an Arabic keyboard', () => {
  it('reads Arabic-Indic and Eastern (Persian) digits as Latin ones and leaves the rest', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+966 50 123 4567');
    expect(latinDigits('حي النرجس 12')).toBe('حي النرجس 12');
  });

  it('reads a typed number with the Arabic decimal and thousands signs', () => {
    expect(Number(numberText('١٢٫٥'))).toBe(12.5);
    expect(Number(numberText('١٬٢٥٠'))).toBe(1250);
    expect(Number(numberText('−٣'))).toBe(-3);
  });

  it('keeps a text that is no number unreadable instead of turning it into zero', () => {
    expect(Number(numberText('abc'))).toBeNaN();
  });
});
