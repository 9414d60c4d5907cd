import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { cacheControlFor } from './cache-headers';
import staticSite from './index';
import { pageStatus } from './page-status';
import { resolveRemotesManifest } from './remotes-manifest';

const busId = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';

function fakeBuild() {
  const root = mkdtempSync(join(tmpdir(), 'rihla-static-'));
  mkdirSync(join(root, 'host', 'dist', 'static', 'js'), { recursive: true });
  writeFileSync(join(root, 'host', 'dist', 'index.html'), '<!doctype html><title>Rihla</title>');
  writeFileSync(join(root, 'host', 'dist', 'build-id.json'), '{"buildId":"0123456789abcdef"}');
  writeFileSync(join(root, 'host', 'dist', 'static', 'js', 'index.1a2b3c4d.js'), 'console.log(1)');
  mkdirSync(join(root, 'remotes', 'fleet', 'dist'), { recursive: true });
  writeFileSync(join(root, 'remotes', 'fleet', 'dist', 'mf-manifest.json'), '{"id":"fleet"}');
  writeFileSync(join(root, 'remotes', 'fleet', 'dist', 'remoteEntry.js'), 'var fleet;');
  for (const [dir, title] of [
    ['', 'رحلة'],
    ['about', 'من نحن'],
    ['en', 'Rihla'],
    ['en/about', 'About Rihla'],
  ] as const) {
    mkdirSync(join(root, 'landing', 'dist', dir), { recursive: true });
    writeFileSync(join(root, 'landing', 'dist', dir, 'index.html'), `<!doctype html><h1>${title}</h1>`);
  }
  mkdirSync(join(root, 'landing', 'dist', 'static', 'js'), { recursive: true });
  writeFileSync(join(root, 'landing', 'dist', 'static', 'js', 'index.5e6f7a8b.js'), 'hydrate()');
  return root;
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
    expect(cacheControlFor('/x/static/js/index.1a2b3c4d.js')).toContain('immutable');
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
    for (const [url, headline] of [
      ['/', 'رحلة'],
      ['/about', 'من نحن'],
      ['/en', 'Rihla'],
      ['/en/', 'Rihla'],
      ['/en/about', 'About Rihla'],
    ] as const) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`<h1>${headline}</h1>`);
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await app.inject('/landing/static/js/index.5e6f7a8b.js');
    expect(asset.body).toBe('hydrate()');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/dashboard')).body).toContain('<title>Rihla</title>');
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const app = await serve();
    const res = await app.inject('/static/js/missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });
});
