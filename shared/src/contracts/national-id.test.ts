import { hasValidCheckDigit, nationalIdSchema, withCheckDigit } from './national-id';

describe('national id and iqama numbers', () => {
  it('accepts a number whose tenth digit checks the other nine', () => {
    expect(withCheckDigit('101012345')).toBe('1010123451');
    expect(nationalIdSchema.parse(' 1010123451 ')).toBe('1010123451');
    expect(hasValidCheckDigit(withCheckDigit('212345678'))).toBe(true);
  });

  it('refuses one mistyped digit and two swapped digits, with their own message', () => {
    const valid = withCheckDigit('112345678');
    const mistyped = `${valid.slice(0, 4)}${(Number(valid[4]) + 1) % 10}${valid.slice(5)}`;
    const swapped = `${valid.slice(0, 2)}${valid[3]}${valid[2]}${valid.slice(4)}`;
    for (const wrong of [mistyped, swapped]) {
      if (wrong === valid) continue;
      const result = nationalIdSchema.safeParse(wrong);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.nationalIdCheck']);
    }
  });

  it('says the shape first when it is not ten digits from 1 or 2', () => {
    const result = nationalIdSchema.safeParse('3010123456');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.nationalId']);
  });
});
