import { pathTo } from '@rihla/shared/routes/path-to';
import { RELOAD_GUARD_MS, reloadOnce } from './reload-guard';

const BUSES = pathTo('bus-list');
const TRIPS = pathTo('trip-list');

function deps(start = 1_000_000) {
  const store = new Map<string, string>();
  const clock = { now: start };
  return {
    clock,
    deps: {
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
      },
      now: () => clock.now,
      reload: vi.fn(),
    },
  };
}

describe('reload guard', () => {
  it('reloads the page on the first failure', () => {
    const { deps: d } = deps();
    expect(reloadOnce(BUSES, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 s on the same path', () => {
    const { deps: d, clock } = deps();
    reloadOnce(BUSES, d);
    clock.now += RELOAD_GUARD_MS - 1;
    expect(reloadOnce(BUSES, d)).toBe(false);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('guards each path on its own', () => {
    const { deps: d } = deps();
    reloadOnce(BUSES, d);
    expect(reloadOnce(TRIPS, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('reloads again once the 10 s window has passed', () => {
    const { deps: d, clock } = deps();
    reloadOnce(BUSES, d);
    clock.now += RELOAD_GUARD_MS;
    expect(reloadOnce(BUSES, d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });
});
