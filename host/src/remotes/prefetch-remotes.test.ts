import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Session } from '@rihla/shared/contracts/auth';
import { sessionStore } from '../app/session-store';
import { PREFETCH_DELAY_MS, schedulePrefetch } from './prefetch-remotes';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(async () => {}) }));
vi.mock('./remote-registry', () => ({ deployedRemotes: () => ['fleet', 'finance'] }));

function connection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true });
}

describe('remote manifest prefetch', () => {
  const session = { operator: { id: 'operator-1' } } as unknown as Session;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(preloadRemote).mockClear();
  });
  afterEach(() => {
    sessionStore.set(null);
    vi.useRealTimers();
  });

  it('prefetches every deployed remote 1000 ms after start', () => {
    connection('4g');
    sessionStore.set(session);
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(preloadRemote).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const names = vi.mocked(preloadRemote).mock.calls[0]?.[0].map((r) => r.nameOrAlias);
    expect(names).toEqual(['fleet', 'finance']);
  });

  it('leaves the remotes alone on the sign-in page, and warms them 1000 ms after the operator signs in', () => {
    connection('4g');
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 5);
    expect(preloadRemote).not.toHaveBeenCalled();
    sessionStore.set(session);
    vi.advanceTimersByTime(PREFETCH_DELAY_MS);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    // Signing out and in again in the same tab does not warm them a second time.
    sessionStore.set(null);
    sessionStore.set(session);
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 5);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a slow-2g connection', () => {
    connection('slow-2g');
    sessionStore.set(session);
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 5);
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
