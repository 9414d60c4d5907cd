import { describe, expect, it } from 'vitest';
import { busInputSchema, normalisePlate, plateKey } from './buses';
import { timeOfDaySchema } from './common';
import { companyUpdateSchema } from './company';
import { crewPairSchema } from './crew';
import { withCheckDigit } from './national-id';
import { parentInputSchema } from './parents';
import { contactPhoneSchema, optionalSaudiMobileSchema, saudiMobileSchema } from './phone';
import { codeVerifySchema } from './phone-sign-in';
import { totpCodeSchema } from './second-factor';
import { cardNumberSchema } from './students';

const ARABIC = '٠١٢٣٤٥٦٧٨٩';
const arabic = (latin: string) => latin.replace(/\d/g, (d) => ARABIC[Number(d)]!);

describe('contracts read Arabic-Indic digits as Latin ones', () => {
  it('phones typed in Arabic-Indic or Eastern digits are the same E.164 number', () => {
    expect(saudiMobileSchema.parse('٠٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
    expect(saudiMobileSchema.parse('۰۵۰ ۱۲۳ ۴۵۶۷')).toBe('+966501234567');
    expect(optionalSaudiMobileSchema.parse('+٩٦٦٥٥١٢٣٤٥٦٧')).toBe('+966551234567');
    expect(contactPhoneSchema.parse('٠١١ ٤٦٥ ٠٠٠٠')).toBe('+966114650000');
  });

  it('a wrong phone is still refused with the phone message', () => {
    const result = saudiMobileSchema.safeParse('٠٥٠١٢٣');
    expect(result.success ? null : result.error.issues[0]?.message).toBe('validation.phone');
  });

  it('national ids, card numbers, codes and times are read in Latin digits', () => {
    const id = withCheckDigit('109876543');
    expect(parentInputSchema.shape.nationalId.parse(arabic(id))).toBe(id);
    expect(cardNumberSchema.parse('card-١٢٣٤')).toBe('CARD-1234');
    expect(codeVerifySchema.parse({ phone: '٠٥٠١٢٣٤٥٦٧', code: '١٢٣٤٥٦' })).toEqual({
      phone: '+966501234567',
      code: '123456',
    });
    expect(totpCodeSchema.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(timeOfDaySchema.parse('٠٦:٣٠')).toBe('06:30');
    expect(crewPairSchema.parse({ code: arabic('23456-789ab') })).toEqual({ code: '23456789AB' });
  });

  it("a company's CR and VAT numbers keep Latin digits", () => {
    const parsed = companyUpdateSchema.shape.crNumber.parse('١٠١٠ ١٢٣٤٥٦');
    expect(parsed).toBe('1010123456');
  });
});

describe('Saudi plates in both scripts', () => {
  const bus = (plateNumber: string) => busInputSchema.shape.plateNumber.safeParse(plateNumber);

  it('takes Latin plates as before', () => {
    expect(bus('abd 1234').data).toBe('1234 ABD');
    expect(bus('1234ABD').data).toBe('1234 ABD');
  });

  it('takes Arabic letters with Arabic-Indic digits, letters first or digits first', () => {
    expect(bus('أ ب ج ١٢٣٤').data).toBe('1234 أ ب ج');
    expect(bus('١٢٣٤ أبج').data).toBe('1234 أ ب ج');
    expect(bus('٧ ن').data).toBe('7 ن');
  });

  it('refuses what is no plate', () => {
    for (const wrong of ['12345 AB', 'ABCD 12', 'أ ب ج د ١٢', 'A ب 12', '']) {
      expect(bus(wrong).error?.issues[0]?.message, wrong).toBe('validation.plate');
    }
  });

  it('an Arabic plate and its Latin form are one plate', () => {
    expect(plateKey('١٢٣٤ ا ب ح')).toBe(plateKey('1234 ABJ'));
    expect(plateKey('أ ب ح 1234')).toBe('1234ABJ');
    expect(plateKey('1234 ABJ')).not.toBe(plateKey('1234 ABD'));
    expect(normalisePlate(' ١٢٣٤ - ABD ')).toBe('1234 ABD');
  });
});
