import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheControlFor } from '@rihla/api/src/plugins/static-site/cache-headers';
import { freePort, type RunningNginx, STATIC_TEMPLATE, startNginx } from './nginx';

/** The kinds of file a host or remote build has, as rsbuild names them. */
const BUILD_FILES = [
  'index.html',
  'build-id.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
  'static/js/index.1a2b3c4d5e.js',
  'static/js/async/g2.0f3a91d2d3.js',
  'static/css/index.9f8e7d6c.css',
  'static/font/inter-latin.2b3c4d5e.woff2',
  'static/svg/logo.svg',
  'favicon.ico',
  'sw.js',
  'manifest.ar.webmanifest',
];

describe('static server of one build', () => {
  let root: string;
  let nginx: RunningNginx;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'rihla-static-'));
    const dist = join(root, 'dist');
    for (const file of BUILD_FILES) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), file === 'index.html' ? '<!doctype html><title>Rihla</title>' : file);
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    nginx = await startNginx(
      {
        dir: join(root, 'nginx'),
        template: STATIC_TEMPLATE,
        variables: { STATIC_PORT: `127.0.0.1:${port}`, STATIC_ROOT: dist },
      },
      port,
    );
  });

  afterAll(async () => {
    await nginx?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends every file with the cache header of the single process, and CORS', async () => {
    for (const file of BUILD_FILES) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe(cacheControlFor(`/${file}`));
      expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
    }
  });

  it("lets a phone app's service worker take a wider scope and types its manifest", async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    const page = await fetch(`${base}/index.html`);
    expect(page.headers.get('service-worker-allowed')).toBeNull();
    // The manifest's type is set for its extension alone: pages and scripts keep theirs.
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`${base}/sw.js`)).headers.get('content-type')).toContain('javascript');
    const manifest = await fetch(`${base}/manifest.ar.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  });

  it('answers a page path with index.html and a missing file with a plain 404', async () => {
    const page = await fetch(`${base}/en/dashboard/bus-screen`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Rihla</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const missing = await fetch(`${base}/static/js/missing.0a1b2c3d.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expect(await missing.text()).not.toContain('<title>Rihla</title>');
  });

  it('lets a browser revalidate an entry point cheaply', async () => {
    const first = await fetch(`${base}/mf-manifest.json`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/mf-manifest.json`, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
  });
});
