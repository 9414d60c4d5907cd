import { LoadingBarController } from './loading-bar-controller';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => new LoadingBarController({ duration: 2000, throttle: 200 }, () => Date.now());

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(bar.getState().visible).toBe(false);
  });

  it('appears after 200 ms, creeps forward, then fills and hides when done', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    const midway = bar.getState().progress;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(500);
    expect(bar.getState().visible).toBe(false);
  });

  it('waits for every concurrent load before finishing', () => {
    const bar = make();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getState().progress).toBeLessThan(100);
    bar.finish();
    expect(bar.getState().progress).toBe(100);
  });
});
