import { LoadingBarController } from './loading-bar-controller';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => new LoadingBarController({ throttle: 200 });

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(bar.getState()).toBe('hidden');
  });

  it('appears after 200 ms and creeps, then fills and hides when done', () => {
    const bar = make();
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState()).toBe('creeping');
    bar.finish();
    expect(bar.getState()).toBe('full');
    vi.advanceTimersByTime(500);
    expect(bar.getState()).toBe('hidden');
  });

  it('waits for every concurrent load before finishing', () => {
    const bar = make();
    bar.start();
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    expect(bar.getState()).toBe('creeping');
    bar.finish();
    expect(bar.getState()).toBe('full');
  });

  // Each change re-renders the shell's bar, and a stream of them restarted React's render of a
  // page behind its skeleton on a slow device, for good.
  it('tells its listeners only when it appears, fills and hides, however long the load', () => {
    const bar = make();
    const changes: string[] = [];
    bar.subscribe(() => changes.push(bar.getState()));
    bar.start();
    vi.advanceTimersByTime(60_000);
    bar.finish();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual(['creeping', 'full', 'hidden']);
  });
});
