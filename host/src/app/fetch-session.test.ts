import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession } from './fetch-session';

const problem = (status: number) =>
  new Response(
    JSON.stringify({ type: 'about:blank', title: 'auth.required', status, code: 'auth.required' }),
    {
      status,
      headers: { 'content-type': 'application/problem+json' },
    },
  );

describe('fetchSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers "nobody is signed in" to a 401, so the console sends the operator to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(401)),
    );
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('throws any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(503)),
    );
    await expect(fetchSession()).rejects.toThrow();
  });
});
