import { describe, expect, it } from 'vitest';
import { retryKeys } from './retry-key';

describe('the registration form key', () => {
  const form = { parentName: 'سارة', parentPhone: '0501234567', studentName: 'ليان' };

  it('is kept while the very same form is sent again, so a retry is answered with the first request', () => {
    const keys = retryKeys();
    const first = keys.keyFor(form);
    expect(keys.keyFor({ ...form })).toBe(first);
  });

  it('changes when anything in the form changed, or after a request was created', () => {
    const keys = retryKeys();
    const first = keys.keyFor(form);
    const edited = keys.keyFor({ ...form, studentName: 'ليان أحمد' });
    expect(edited).not.toBe(first);
    keys.forget();
    expect(keys.keyFor({ ...form, studentName: 'ليان أحمد' })).not.toBe(edited);
  });
});
