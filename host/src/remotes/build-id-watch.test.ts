import { BUILD_ID_POLL_MS, watchBuildId } from './build-id-watch';

function server(ids: string[]) {
  let call = 0;
  const fetchImpl = vi.fn(async (_url: string) => {
    const buildId = ids[Math.min(call++, ids.length - 1)];
    return new Response(JSON.stringify({ buildId }));
  });
  return fetchImpl as unknown as typeof fetch & typeof fetchImpl;
}

describe('new build detection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls /build-id.json with a timestamp every minute and tells once when it changes', async () => {
    const fetchImpl = server(['a', 'a', 'b', 'c']);
    const onNewBuild = vi.fn();
    const stop = watchBuildId(onNewBuild, fetchImpl);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl.mock.calls[0]?.[0]).toMatch(/^\/build-id\.json\?t=\d+$/);

    await vi.advanceTimersByTimeAsync(BUILD_ID_POLL_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_ID_POLL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_ID_POLL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks again when the tab becomes visible', async () => {
    const fetchImpl = server(['a', 'b']);
    const onNewBuild = vi.fn();
    const stop = watchBuildId(onNewBuild, fetchImpl);
    await vi.advanceTimersByTimeAsync(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });
});
