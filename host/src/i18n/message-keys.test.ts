import ar from './locales/ar.json';
import en from './locales/en.json';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function values(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'object' && value !== null ? values(value) : [String(value)],
  );
}

describe('message files', () => {
  it('have the same keys in Arabic and English', () => {
    expect(keys(ar).sort()).toEqual(keys(en).sort());
  });

  it('have no empty message', () => {
    for (const text of [...values(ar), ...values(en)]) expect(text.trim()).not.toBe('');
  });

  it('keep the spec error texts exact in English', () => {
    expect(en.errors.pageNotFound).toBe('Page not found: {{path}}');
    expect(en.errors.invalidId).toBe('Page Not Found: {{path}}');
    expect(en.errors.notFoundTitle).toBe('Page Not Found');
    expect(en.errors.serverErrorTitle).toBe('Internal Server Error');
  });
});
