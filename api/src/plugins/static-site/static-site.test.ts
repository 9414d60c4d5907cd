import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-headers';
import staticSite from './index';
import { pageStatus } from './page-status';
import { resolveRemotesManifest } from './remotes-manifest';

const busId = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
const LARGE_BUNDLE = 'export const rows = [];\n'.repeat(200);

function fakeBuild() {
  const root = mkdtempSync(join(tmpdir(), 'rihla-static-'));
  mkdirSync(join(root, 'host', 'dist', 'static', 'js'), { recursive: true });
  writeFileSync(join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>Rihla</title>');
  writeFileSync(join(root, 'host', 'dist', 'build-id.json'), '{"buildId":"0123456789abcdef"}');
  writeFileSync(join(root, 'host', 'dist', 'static', 'js', 'index.1a2b3c4d.js'), 'console.log(1)');
  mkdirSync(join(root, 'remotes', 'fleet', 'dist'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'fleet', 'dist', 'mf-manifest.json'), '{"id":"fleet"}');
  writeFileSync(join(root, 'remotes', 'fleet', 'dist', 'remoteEntry.js'), 'var fleet;');
  // What shared/build/precompress-plugin.ts writes beside a large asset.
  const bundle = join(root, 'host', 'dist', 'static', 'js', 'vendor.9f8e7d6c.js');
  writeFileSync(bundle, LARGE_BUNDLE);
  writeFileSync(`${bundle}.br`, brotliCompressSync(LARGE_BUNDLE));
  writeFileSync(`${bundle}.gz`, gzipSync(LARGE_BUNDLE));
  const entry = join(root, 'remotes', 'fleet', 'dist', 'remoteEntry.js');
  writeFileSync(`${entry}.br`, brotliCompressSync('var fleet;'));
  for (const [dir, title] of [
    ['', 'رحلة'],
    ['about', 'من نحن'],
    ['en', 'Rihla'],
    ['en/about', 'About Rihla'],
  ] as const) {
    mkdirSync(join(root, 'landing', 'dist', dir), { recursive: true });
    writeFileSync(join(root, 'landing', 'dist', dir, 'index.html'), `<!doctype html><h1>${title}</h1>`);
  }
  // What the host's build prerenders for the sign-in page (host/scripts/prerender-sign-in.tsx).
  for (const [dir, title] of [
    ['login', 'تسجيل الدخول إلى رحلة'],
    ['en/login', 'Sign in to Rihla'],
  ] as const) {
    mkdirSync(join(root, 'host', 'dist', dir), { recursive: true });
    writeFileSync(join(root, 'host', 'dist', dir, 'index.html'), `<!doctype html><h1>${title}</h1>`);
  }
  mkdirSync(join(root, 'host', 'dist', 'signin', 'static', 'js'), { recursive: true });
  writeFileSync(join(root, 'host', 'dist', 'signin', 'static', 'js', 'login.0a1b2c3d.js'), 'hydrateRoot()');
  mkdirSync(join(root, 'landing', 'dist', 'static', 'js'), { recursive: true });
  writeFileSync(join(root, 'landing', 'dist', 'static', 'js', 'index.5e6f7a8b.js'), 'hydrate()');
  // What the crew app's build writes (shared/build/mobile-shell-plugin.ts).
  mkdirSync(join(root, 'crew', 'dist', 'en'), { recursive: true });
  mkdirSync(join(root, 'crew', 'dist', 'static', 'js'), { recursive: true });
  writeFileSync(join(root, 'crew', 'dist', 'index.html'), '<!doctype html><h1>طاقم الحافلة</h1>');
  writeFileSync(join(root, 'crew', 'dist', 'en', 'index.html'), '<!doctype html><h1>Bus crew</h1>');
  const worker = 'self.addEventListener("fetch", () => {});';
  writeFileSync(join(root, 'crew', 'dist', 'sw.js'), worker);
  writeFileSync(join(root, 'crew', 'dist', 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(join(root, 'crew', 'dist', 'manifest.ar.webmanifest'), '{"start_url":"/crew"}');
  writeFileSync(join(root, 'crew', 'dist', 'static', 'js', 'index.7a8b9c0d.js'), 'render()');
  mkdirSync(join(root, 'family', 'dist', 'en'), { recursive: true });
  writeFileSync(join(root, 'family', 'dist', 'index.html'), '<!doctype html><h1>الأسرة</h1>');
  writeFileSync(join(root, 'family', 'dist', 'en', 'index.html'), '<!doctype html><h1>Family</h1>');
  writeFileSync(join(root, 'family', 'dist', 'sw.js'), worker);
  return root;
}

/** Each URL answers 200 with its prerendered page (its headline) and the pages' headers. */
async function expectPrerendered(app: FastifyInstance, pages: [url: string, headline: string][]) {
  for (const [url, headline] of pages) {
    const page = await app.inject(url);
    expect(page.statusCode, url).toBe(200);
    expect(page.body, url).toContain(`<h1>${headline}</h1>`);
    expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
    expect(page.headers['cache-control'], url).toBe('no-cache');
  }
}

describe('page status from the route table', () => {
  it('answers known pages in both locales with 200, the sign-in page too', () => {
    expect(pageStatus('/dashboard/bus-screen')).toBe(200);
    expect(pageStatus(`/en/dashboard/drivers-screen/drivers-details/${busId}`)).toBe(200);
    expect(pageStatus('/login')).toBe(200);
    expect(pageStatus('/en/login')).toBe(200);
  });

  it('answers unknown paths and invalid ids with 404', () => {
    expect(pageStatus('/dashboard/nowhere')).toBe(404);
    expect(pageStatus('/en/dashboard/bus-screen/update-bus/42')).toBe(404);
  });
});

describe('cache headers', () => {
  it('keeps hashed assets for a year and revalidates entry points', () => {
    const asset = cacheControlFor('/x/static/js/index.1a2b3c4d.js');
    expect(asset.split(/,\s*/)).toEqual(expect.arrayContaining(['public', 'immutable']));
    // A year, in seconds: what the browser keeps it for.
    expect(Number(/max-age=(\d+)/.exec(asset)?.[1])).toBe(365 * 24 * 60 * 60);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
  });
});

describe('remotes manifest', () => {
  it('lists the remotes built beside the host, unless REMOTES_MANIFEST says otherwise', () => {
    const root = fakeBuild();
    expect(resolveRemotesManifest(join(root, 'remotes'), undefined)).toEqual({
      fleet: '/remotes/fleet/mf-manifest.json',
    });
    const rolled = '{"fleet":"https://cdn.example.test/fleet/2.0.1/mf-manifest.json"}';
    expect(resolveRemotesManifest(join(root, 'remotes'), rolled)).toEqual(JSON.parse(rolled));
    expect(() => resolveRemotesManifest(join(root, 'remotes'), '[1]')).toThrow(/REMOTES_MANIFEST/);
  });
});

describe('static site plugin', () => {
  async function serve(remotesManifest?: string) {
    const app = Fastify();
    await app.register(staticSite, { root: fakeBuild(), ...(remotesManifest ? { remotesManifest } : {}) });
    return app;
  }

  it('serves the host page with 200 for a route and 404 for an unknown path, with a CSP', async () => {
    const app = await serve();
    const ok = await app.inject('/en/dashboard/bus-screen');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('<title>Rihla</title>');
    expect(ok.headers['content-security-policy']).toContain("script-src 'self'");
    const missing = await app.inject('/dashboard/does-not-exist');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Rihla</title>');
  });

  it('lets the CSP name exactly the remote origins of the manifest', async () => {
    const app = await serve('{"fleet":"https://fleet.example.test/mf-manifest.json"}');
    const page = await app.inject('/dashboard');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://fleet.example.test");
  });

  it('serves remote files with CORS and the manifest and build id uncached', async () => {
    const app = await serve();
    const entry = await app.inject('/remotes/fleet/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject('/static/js/index.1a2b3c4d.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await app.inject('/remotes-manifest.json');
    expect(manifest.json()).toEqual({ fleet: '/remotes/fleet/mf-manifest.json' });
    const build = await app.inject('/build-id.json');
    expect(build.json()).toEqual({ buildId: '0123456789abcdef' });
    expect(build.headers['cache-control']).toBe('no-cache');
  });

  it('answers the four landing URLs with their prerendered page and a CSP, and its assets immutable', async () => {
    const app = await serve();
    await expectPrerendered(app, [
      ['/', 'رحلة'],
      ['/about', 'من نحن'],
      ['/en', 'Rihla'],
      ['/en/', 'Rihla'],
      ['/en/about', 'About Rihla'],
    ]);
    const asset = await app.inject('/landing/static/js/index.5e6f7a8b.js');
    expect(asset.body).toBe('hydrate()');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/dashboard')).body).toContain('<title>Rihla</title>');
  });

  it('serves the crew app at /crew and /en/crew (and their inner paths), its worker and manifest', async () => {
    const app = await serve();
    await expectPrerendered(app, [
      ['/crew', 'طاقم الحافلة'],
      ['/crew/', 'طاقم الحافلة'],
      ['/crew/today', 'طاقم الحافلة'],
      ['/en/crew', 'Bus crew'],
      ['/en/crew/today', 'Bus crew'],
    ]);
    const worker = await app.inject({ url: '/crew/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['service-worker-allowed']).toBe('/');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject('/crew/manifest.ar.webmanifest');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toEqual({ start_url: '/crew' });
    // The families' app beside it, on the same shell.
    await expectPrerendered(app, [
      ['/family', 'الأسرة'],
      ['/family/', 'الأسرة'],
      ['/en/family/today', 'Family'],
    ]);
    expect((await app.inject('/family/sw.js')).headers['service-worker-allowed']).toBe('/');
    const asset = await app.inject('/crew/static/js/index.7a8b9c0d.js');
    expect(asset.body).toBe('render()');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/crew/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/crewmate')).statusCode).toBe(404);
  });

  it('sends the precompressed copy the browser accepts, with its encoding, Vary and cache headers', async () => {
    const app = await serve();
    const url = '/static/js/vendor.9f8e7d6c.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(LARGE_BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(LARGE_BUNDLE.length / 10);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LARGE_BUNDLE);
    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_BUNDLE);
    // An entry point keeps `no-cache` when its compressed copy is the one sent.
    const entry = await app.inject({
      url: '/remotes/fleet/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends the pages read and compressed at start, in the encoding the browser accepts', async () => {
    const root = fakeBuild();
    const app = Fastify();
    await app.register(staticSite, { root });
    await app.ready();
    writeFileSync(join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>half-written</title>');
    writeFileSync(join(root, 'landing', 'dist', 'en', 'index.html'), '');
    expect((await app.inject('/en/dashboard/bus-screen')).body).toContain('<title>Rihla</title>');
    expect((await app.inject('/en')).body).toContain('<h1>Rihla</h1>');
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>من نحن</h1>');
    const gzip = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>Rihla</title>');
  });

  it('answers the sign-in URLs with their prerendered page, whatever the query, and its assets immutable', async () => {
    const app = await serve();
    await expectPrerendered(app, [
      ['/login', 'تسجيل الدخول إلى رحلة'],
      ['/login?redirect=%2Fdashboard%2Fbus-screen', 'تسجيل الدخول إلى رحلة'],
      ['/en/login', 'Sign in to Rihla'],
      ['/en/login/', 'Sign in to Rihla'],
      ['/en/login?redirect=%2Fen%2Fdashboard', 'Sign in to Rihla'],
    ]);
    // Every other page is still the console's.
    expect((await app.inject('/en/dashboard')).body).toContain('<title>Rihla</title>');
    const asset = await app.inject('/signin/static/js/login.0a1b2c3d.js');
    expect(asset.body).toBe('hydrateRoot()');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const app = await serve();
    const res = await app.inject('/static/js/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });
});
