import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Session } from '@rihla/shared/contracts/auth';
import { queryClient } from '../app/query-client';
import { sessionStore } from '../app/session-store';
import { loadingBar } from '../shell/loading-bar/loading-bar-service';
import { PREFETCH_DELAY_MS, SETTLE_CHECK_MS, SETTLE_LIMIT_MS, schedulePrefetch } from './prefetch-remotes';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(async () => {}) }));
vi.mock('./remote-registry', () => ({ deployedRemotes: () => ['fleet', 'finance'] }));
vi.mock('../app/query-client', () => ({ queryClient: { isFetching: vi.fn(() => 0) } }));

function connection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true });
}

describe('remote manifest prefetch', () => {
  const session = { operator: { id: 'operator-1' } } as unknown as Session;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(preloadRemote).mockClear();
    vi.mocked(queryClient.isFetching).mockReturnValue(0);
  });
  afterEach(() => {
    while (loadingBar.isLoading()) loadingBar.finish();
    sessionStore.set(null);
    vi.useRealTimers();
  });

  it('prefetches every deployed remote 1000 ms after start when the page has settled', () => {
    connection('4g');
    sessionStore.set(session);
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(preloadRemote).not.toHaveBeenCalled();
    // The check at the delay, then the browser's idle moment.
    vi.advanceTimersByTime(2);
    const names = vi.mocked(preloadRemote).mock.calls[0]?.[0].map((r) => r.nameOrAlias);
    expect(names).toEqual(['fleet', 'finance']);
  });

  it("waits while the page's remote loads and then while its first data comes", () => {
    connection('4g');
    sessionStore.set(session);
    loadingBar.start();
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 3);
    expect(preloadRemote).not.toHaveBeenCalled();
    // The page's code is in; its list is being fetched.
    vi.mocked(queryClient.isFetching).mockReturnValue(1);
    loadingBar.finish();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 3);
    expect(preloadRemote).not.toHaveBeenCalled();
    // The rows are in.
    vi.mocked(queryClient.isFetching).mockReturnValue(0);
    vi.advanceTimersByTime(SETTLE_CHECK_MS + 1);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });

  it('warms the remotes at the latest 10 s after start on a page that keeps fetching', () => {
    connection('4g');
    sessionStore.set(session);
    vi.mocked(queryClient.isFetching).mockReturnValue(1);
    schedulePrefetch();
    vi.advanceTimersByTime(SETTLE_LIMIT_MS - SETTLE_CHECK_MS);
    expect(preloadRemote).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_CHECK_MS * 2);
    expect(preloadRemote).toHaveBeenCalledTimes(1);
  });

  it('leaves the remotes alone on the sign-in page, and warms them 1000 ms after the operator signs in', () => {
    connection('4g');
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 5);
    expect(preloadRemote).not.toHaveBeenCalled();
    sessionStore.set(session);
    vi.advanceTimersByTime(PREFETCH_DELAY_MS + 1);
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
