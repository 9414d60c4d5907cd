import { DEPLOYMENT_POLL_MS, watchDeployment } from './deployment-watch';

vi.mock('./remote-registry', () => ({ REMOTES_MANIFEST_URL: '/remotes-manifest.json' }));

/** A deployment whose files the test changes: URL (relative to the page) -> body, or a status. */
function deployment(files: Record<string, string | number>) {
  const fetchImpl = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = url.startsWith(window.location.origin) ? url.slice(window.location.origin.length) : url;
    const file = files[path];
    if (file === undefined) return new Response('not found', { status: 404 });
    if (typeof file === 'number') return new Response('', { status: file });
    return new Response(file);
  });
  return { files, fetchImpl: fetchImpl as unknown as typeof fetch & typeof fetchImpl };
}

const v1 = (): Record<string, string | number> => ({
  '/build-id.json': '{"buildId":"h1"}',
  '/remotes-manifest.json': '{"fleet": "/remotes/fleet/mf-manifest.json"}',
  '/remotes/fleet/mf-manifest.json': '{"metaData":{"buildInfo":{"buildVersion":"1.4.0"}}}',
});

async function watching(files: Record<string, string | number>) {
  const { fetchImpl } = deployment(files);
  const onNewBuild = vi.fn();
  const stop = watchDeployment(onNewBuild, fetchImpl);
  await vi.advanceTimersByTimeAsync(0);
  const poll = () => vi.advanceTimersByTimeAsync(DEPLOYMENT_POLL_MS);
  return { fetchImpl, onNewBuild, stop, poll };
}

describe('new deployment detection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks at the build id, the manifest and each remote every minute, revalidating', async () => {
    const files = v1();
    const { fetchImpl, onNewBuild, stop, poll } = await watching(files);
    const urls = fetchImpl.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      '/build-id.json',
      '/remotes-manifest.json',
      `${window.location.origin}/remotes/fleet/mf-manifest.json`,
    ]);
    expect(fetchImpl.mock.calls.every(([, init]) => init?.cache === 'no-cache')).toBe(true);
    await poll();
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });

  it('tells once when a remote is rolled out at the same URL', async () => {
    const files = v1();
    const { onNewBuild, stop, poll } = await watching(files);
    files['/remotes/fleet/mf-manifest.json'] = '{"metaData":{"buildInfo":{"buildVersion":"1.5.0"}}}';
    await poll();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    files['/build-id.json'] = '{"buildId":"h2"}';
    await poll();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tells when the manifest points a remote elsewhere, however it is written', async () => {
    const files = v1();
    const { fetchImpl, onNewBuild, stop, poll } = await watching(files);
    files['/remotes-manifest.json'] = '{ "fleet" : "/remotes/fleet/mf-manifest.json" }';
    await poll();
    expect(onNewBuild).not.toHaveBeenCalled();
    files['/remotes-manifest.json'] = '{"fleet": "https://cdn.example.test/fleet/1.5.0/mf-manifest.json"}';
    fetchImpl.mockClear();
    await poll();
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    // The new URL is not fetched: this page's CSP predates it.
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual(['/build-id.json', '/remotes-manifest.json']);
    stop();
  });

  it('tells when the host is rebuilt, and when a remote is added', async () => {
    const host = v1();
    const rebuilt = await watching(host);
    host['/build-id.json'] = '{"buildId":"h2"}';
    await rebuilt.poll();
    expect(rebuilt.onNewBuild).toHaveBeenCalledTimes(1);
    rebuilt.stop();

    const added = v1();
    const grown = await watching(added);
    added['/remotes-manifest.json'] =
      '{"fleet": "/remotes/fleet/mf-manifest.json", "finance": "/remotes/finance/mf-manifest.json"}';
    added['/remotes/finance/mf-manifest.json'] = '{}';
    await grown.poll();
    expect(grown.onNewBuild).toHaveBeenCalledTimes(1);
    grown.stop();
  });

  it('does not count a remote that is down for a moment as a new build', async () => {
    const files = v1();
    const { onNewBuild, stop, poll } = await watching(files);
    const fleet = files['/remotes/fleet/mf-manifest.json'] as string;
    files['/remotes/fleet/mf-manifest.json'] = 502;
    await poll();
    files['/build-id.json'] = 503;
    await poll();
    files['/remotes/fleet/mf-manifest.json'] = fleet;
    files['/build-id.json'] = '{"buildId":"h1"}';
    await poll();
    expect(onNewBuild).not.toHaveBeenCalled();
    stop();
  });

  it('looks again when the tab becomes visible', async () => {
    const files = v1();
    const { onNewBuild, stop } = await watching(files);
    files['/build-id.json'] = '{"buildId":"h2"}';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
  });
});
