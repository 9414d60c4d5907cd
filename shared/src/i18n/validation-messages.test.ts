import type { z } from 'zod';
import { intBetweenSchema, requiredTextSchema } from '../contracts/common';
import { halalasSchema, positiveHalalasSchema } from '../contracts/money';
import { issueLimits, issueMessage, MESSAGES, problemTitle, validationMessage } from './validation-messages';

describe('API texts', () => {
  it('has every code in both languages, never empty', () => {
    expect(Object.keys(MESSAGES.ar).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const locale of ['ar', 'en'] as const) {
      for (const [code, text] of Object.entries(MESSAGES[locale])) expect(text.trim(), code).not.toBe('');
    }
  });

  it('falls back to "not valid" for an unknown validation key and to "unexpected" for an unknown problem', () => {
    expect(validationMessage('validation.nope', 'en')).toBe('The value is not valid');
    expect(validationMessage('plain text', 'en')).toBe('plain text');
    expect(problemTitle('nope', 'ar')).toBe('حدث خطأ غير متوقع');
    expect(problemTitle('fleet.plateTaken', 'en')).toBe('This plate number belongs to another bus');
  });
});

describe('validation messages state the limit', () => {
  const first = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) throw new Error('expected a refusal');
    return result.error.issues.map((issue) => ({
      en: issueMessage(issue, 'en'),
      ar: issueMessage(issue, 'ar'),
    }));
  };

  it('says "required" for an empty required text, not "too short"', () => {
    expect(first(requiredTextSchema(2, 120), '   ')).toEqual([
      { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
    ]);
  });

  it('names the character limits of a text', () => {
    expect(first(requiredTextSchema(2, 120), 'x')[0]?.en).toBe('At least 2 characters');
    expect(first(requiredTextSchema(2, 120), 'x'.repeat(121))).toEqual([
      { en: 'At most 120 characters', ar: 'عدد الأحرف لا يزيد على 120' },
    ]);
  });

  it('names both ends of a range', () => {
    expect(first(intBetweenSchema(1, 12), 13)).toEqual([{ en: 'Between 1 and 12', ar: 'القيمة بين 1 و12' }]);
    expect(first(intBetweenSchema(1, 12), 0)[0]?.en).toBe('Between 1 and 12');
  });

  it('writes a money limit in riyals, not halalas', () => {
    expect(first(halalasSchema(100_000_000), 100_000_001)[0]?.en).toBe('At most 1,000,000 riyals');
    expect(first(positiveHalalasSchema, 0)[0]?.en).toBe('At least 0.01 riyals');
  });

  it('states the limit in the API answer too (fastify copies the issue into params)', () => {
    expect(validationMessage('validation.tooLong', 'en', issueLimits({ maximum: 80 }))).toBe(
      'At most 80 characters',
    );
    expect(validationMessage('validation.between', 'ar', issueLimits({ params: { min: 1, max: 12 } }))).toBe(
      'القيمة بين 1 و12',
    );
  });
});
