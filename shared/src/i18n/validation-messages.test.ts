import { MESSAGES, problemTitle, validationMessage } from './validation-messages';

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
