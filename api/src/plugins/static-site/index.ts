import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor } from './cache-headers';
import { type CompressedPage, compressPage, pageForm } from './compressed-page';
import { pageStatus } from './page-status';
import { landingPages, PHONE_APPS, phoneAppPages, phonePagePath, signInPages } from './prerendered-pages';
import { builtRemotes, remoteOrigins, resolveRemotesManifest } from './remotes-manifest';
import { htmlSecurityHeaders } from './security-headers';

export interface StaticSiteOptions {
  /** Repository root holding host/dist, landing/dist, crew/dist, family/dist and remotes/<name>/dist. */
  root: string;
  /** REMOTES_MANIFEST: JSON map of remote name -> manifest URL (runtime configuration). */
  remotesManifest?: string;
}

/**
 * Serves the product's front end from the API process: the prerendered landing pages at `/`,
 * `/about` and their `/en` twins (assets under `/landing/`), the host's prerendered sign-in page
 * at `/login` and `/en/login` (assets under `/signin/`), the phone apps at `/crew`, `/family` and
 * `/en/crew`, `/en/family` (assets, manifests and service worker under `/crew/`, `/family/`), the host for every other page
 * (with the build-id.json its build writes), each remote under `/remotes/<name>/` and the
 * remotes manifest. Page URLs get the host's index.html with 200 when the route table knows
 * them, 404 otherwise.
 */
async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const hostDist = join(options.root, 'host', 'dist');
  const remotesDir = join(options.root, 'remotes');
  const indexFile = join(hostDist, 'index.html');
  const manifest = resolveRemotesManifest(remotesDir, options.remotesManifest);

  app.get('/remotes-manifest.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return manifest;
  });

  // In development the host and remotes run on rsbuild dev servers; only the manifest above is ours.
  if (!existsSync(indexFile)) {
    app.log.warn({ hostDist }, 'host build not found: serving the API only (run `pnpm build`)');
    return;
  }
  const securityHeaders = htmlSecurityHeaders(remoteOrigins(manifest));
  const setHeaders = (reply: FastifyReply, path: string) => {
    // `path` is the file sent, `x.js.br` when the precompressed copy went out.
    const file = path.replace(/\.(br|gz)$/, '');
    reply.header('cache-control', cacheControlFor(file));
    reply.header('vary', 'accept-encoding');
    // An HTML file asked for by its own name (/index.html, /landing/…/index.html, a remote's
    // index.html) is a page like any other: it may not be framed, nor run scripts from elsewhere.
    if (file.endsWith('.html')) reply.headers(securityHeaders);
  };
  // The build wrote `.br` and `.gz` copies (shared/build/precompress-plugin.ts): send the one the
  // browser accepts, with its Content-Encoding, instead of compressing per request.
  const servedFiles = { decorateReply: false, cacheControl: false, preCompressed: true } as const;

  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    wildcard: false,
    ...servedFiles,
    setHeaders,
  });
  for (const name of builtRemotes(remotesDir)) {
    await app.register(fastifyStatic, {
      root: join(remotesDir, name, 'dist'),
      prefix: `/remotes/${name}/`,
      ...servedFiles,
      setHeaders: (reply, path) => {
        setHeaders(reply, path);
        // A remote may be loaded by a host served from another origin.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const landingDist = join(options.root, 'landing', 'dist');
  const landing = landingPages(landingDist);
  // Pages are read and compressed once: a new build is deployed by restarting the process.
  const hostPage = compressPage(readFileSync(indexFile, 'utf8'));
  const signIn = signInPages(hostDist);
  if (landing.size > 0) {
    await app.register(fastifyStatic, {
      root: landingDist,
      prefix: '/landing/',
      index: false,
      ...servedFiles,
      setHeaders,
    });
  }

  const phonePages = new Map<string, CompressedPage>();
  for (const phoneApp of PHONE_APPS) {
    const dist = join(options.root, phoneApp, 'dist');
    const pages = phoneAppPages(phoneApp, dist);
    if (pages.size === 0) continue;
    for (const [path, page] of pages) phonePages.set(path, page);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/${phoneApp}/`,
      index: false,
      ...servedFiles,
      setHeaders: (reply, path) => {
        setHeaders(reply, path);
        const file = path.replace(/\.(br|gz)$/, '');
        // The worker lives under /<app>/ but its scope is the page of each language, /en/<app> too.
        if (file.endsWith('/sw.js')) reply.header('service-worker-allowed', '/');
        if (file.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const phonePath = phonePagePath(pathname);
    const phonePage = phonePath && phonePages.get(phonePath);
    const { body, encoding } = pageForm(
      phonePage || (landing.get(pathname) ?? signIn.get(pathname) ?? hostPage),
      request.headers['accept-encoding'],
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(phonePage ? 200 : pageStatus(pathname))
      .headers({ ...securityHeaders, 'cache-control': 'no-cache', vary: 'accept-encoding' })
      .type('text/html; charset=utf-8')
      .send(body);
  };

  // The assets' folder itself: a page, not a directory listing the static plugin refuses.
  for (const phoneApp of PHONE_APPS) {
    if (phonePages.has(`/${phoneApp}`)) app.get(`/${phoneApp}/`, sendPage);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/remotes/') &&
      !pathname.startsWith('/static/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}

export default fp(staticSite, { name: 'static-site' });
