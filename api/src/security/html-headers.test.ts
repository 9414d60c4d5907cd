import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES, localizedPath, ROUTES } from '@rihla/shared/routes/route-table';
import { DATABASES } from '../test/databases';
import { startTestApp, type TestApp } from '../test/test-app';

const REMOTE_ORIGIN = 'https://fleet.example.test';

/** The smallest build the static site serves: the host page and the four prerendered landing pages. */
function pagesOnly(): string {
  const root = mkdtempSync(join(tmpdir(), 'rihla-html-headers-'));
  const page = (dir: string, html: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
  };
  page(join(root, 'host', 'dist'), '<!doctype html><title>Rihla</title>');
  writeFileSync(join(root, 'host', 'dist', 'build-id.json'), '{"buildId":"html-headers"}');
  for (const dir of ['', 'about', 'en', 'en/about'])
    page(join(root, 'landing', 'dist', dir), '<!doctype html><h1>رحلة</h1>');
  page(join(root, 'remotes', 'fleet', 'dist'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'remotes', 'fleet', 'dist', 'remoteEntry.js'), 'export {};');
  writeFileSync(join(root, 'remotes', 'fleet', 'dist', 'mf-manifest.json'), '{}');
  return root;
}

describe.each(DATABASES)('headers of every HTML answer on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      STATIC_ROOT: pagesOnly(),
      REMOTES_MANIFEST: JSON.stringify({ fleet: `${REMOTE_ORIGIN}/mf-manifest.json` }),
    });
  });
  afterAll(() => t?.close());

  const id = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
  const pageUrls = () => [
    ...ROUTES.flatMap((route) =>
      LOCALES.map((locale) => localizedPath(route.path.replace(':id', id), locale)),
    ),
    '/dashboard/no-such-page',
    '/en/no-such-page',
    '/dashboard/buses/not-an-id',
  ];

  it('sends a CSP that runs scripts only from this site and the remotes, and the other headers', async () => {
    const urls = pageUrls();
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) {
      const response = await t.app.inject(url);
      expect(response.headers['content-type'], url).toContain('text/html');
      const policy = Object.fromEntries(
        String(response.headers['content-security-policy'])
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      );
      expect(policy['script-src'], url).toEqual(["'self'", REMOTE_ORIGIN]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['base-uri'], url).toEqual(["'self'"]);
      expect(response.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
  });

  it('sends them with every HTML file asked for by its own name, and the landing page cannot be framed', async () => {
    for (const url of [
      '/index.html',
      '/landing/index.html',
      '/landing/en/about/index.html',
      '/landing/about/index.html',
      '/remotes/fleet/index.html',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
        expect(response.headers['x-frame-options'], url).toBe('DENY');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
    // Scripts are not pages: no CSP needed there, and nothing else changes for them.
    const script = await t.app.inject('/remotes/fleet/remoteEntry.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('gives the API documentation page a CSP too', async () => {
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.headers['content-security-policy']).toBeDefined();
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});
