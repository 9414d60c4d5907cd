import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitRegistration } from './public-api';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('sending the registration form', () => {
  afterEach(() => vi.unstubAllGlobals());
  const send = () => submitRegistration({} as Parameters<typeof submitRegistration>[0], 'en', 'key');

  it("tells this connection's limit from the site's overall one", async () => {
    vi.stubGlobal('fetch', answer(429, { status: 429, code: 'public.rateLimited' }));
    expect(await send()).toEqual({ kind: 'too-many' });
    vi.stubGlobal('fetch', answer(429, { status: 429, code: 'public.busy' }));
    expect(await send()).toEqual({ kind: 'busy' });
  });
});
