import { preloadRemote } from '@module-federation/enhanced/runtime';
import { PREFETCH_DELAY_MS, schedulePrefetch } from './prefetch-remotes';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(async () => {}) }));
vi.mock('./remote-registry', () => ({ deployedRemotes: () => ['fleet', 'finance'] }));

function connection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true });
}

describe('remote manifest prefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(preloadRemote).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('prefetches every deployed remote 1000 ms after start', () => {
    connection('4g');
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    expect(preloadRemote).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const names = vi.mocked(preloadRemote).mock.calls[0]?.[0].map((r) => r.nameOrAlias);
    expect(names).toEqual(['fleet', 'finance']);
  });

  it('does nothing on a slow-2g connection', () => {
    connection('slow-2g');
    schedulePrefetch();
    vi.advanceTimersByTime(PREFETCH_DELAY_MS * 5);
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
