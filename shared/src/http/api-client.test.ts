import { createApiClient } from './api-client';
import { ProblemError } from './problem-error';

function fakeFetch(responses: Array<() => Response>) {
  const seen: Request[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next();
  };
  return { fn: fn as typeof fetch, seen };
}

const problem =
  (status: number, extra: object = {}) =>
  () =>
    new Response(JSON.stringify({ type: 'about:blank', title: 't', status, ...extra }), {
      status,
      headers: { 'content-type': 'application/problem+json' },
    });

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({
    baseUrl: 'http://rihla.test/api/v1',
    getCsrfToken: () => 'csrf-1',
    getLocale: () => 'ar',
    fetch,
  });
}

describe('api client', () => {
  it('retries a read once on 503 and then succeeds', async () => {
    const f = fakeFetch([problem(503), () => Response.json({ ok: true })]);
    await expect(client(f.fn).get('buses').json()).resolves.toEqual({ ok: true });
    expect(f.seen).toHaveLength(2);
  });

  it('does not retry a 400 and turns it into a ProblemError with field errors', async () => {
    const f = fakeFetch([problem(400, { errors: [{ path: 'plateNumber', message: 'مطلوب' }] })]);
    const error = await client(f.fn)
      .post('buses', { json: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).fieldErrors()).toEqual({ plateNumber: 'مطلوب' });
    expect(f.seen).toHaveLength(1);
  });

  it('sends the same Idempotency-Key, the CSRF token and the language on a retried POST', async () => {
    const f = fakeFetch([problem(502), () => Response.json({ id: 1 }, { status: 201 })]);
    await client(f.fn).post('buses', { json: { a: 1 } });
    const [first, second] = f.seen;
    expect(first?.headers.get('idempotency-key')).toBeTruthy();
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
    expect(first?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(first?.headers.get('accept-language')).toBe('ar');
  });

  it('marks a 409 stale-version answer so the UI can offer a reload', async () => {
    const f = fakeFetch([problem(409, { code: 'conflict.stale' }), problem(409, { code: 'conflict.stale' })]);
    const error = (await client(f.fn)
      .put('buses/x', { json: {} })
      .catch((e: unknown) => e)) as ProblemError;
    expect(error.isStale).toBe(true);
  });
});
