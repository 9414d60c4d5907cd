import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

type Locale = 'ar' | 'en';

/** What a phone app says about itself, per language (install prompt, home-screen label, title). */
export interface MobileAppCopy {
  name: string;
  shortName: string;
  description: string;
}

export interface MobileShellOptions {
  /** The app's folder in URLs: `/<app>` (Arabic), `/en/<app>` (English), assets under `/<app>/`. */
  app: string;
  copy: Record<Locale, MobileAppCopy>;
  themeColor: string;
  backgroundColor: string;
  /** The dev server's port (its API calls go to the API on :8080). */
  devPort: number;
  /** The worker shows web push messages and opens their page when one is tapped (ADR 0074). */
  notifications?: boolean;
}

const DIR: Record<Locale, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };
/**
 * Precached at install: what the first screen needs offline in either language, the Latin and
 * Arabic faces' woff2 included (a phone that switches language offline would otherwise have none).
 * Other scripts' faces and the rest are cached when used.
 */
const PRECACHED =
  /\.(js|css|png|svg)$|(inter-latin|noto-sans-arabic-(arabic|latin))-(basic-\d00|\d00-normal)\.[0-9a-f]+\.woff2$/;

const pagePath = (app: string, locale: Locale) => (locale === 'ar' ? `/${app}` : `/en/${app}`);
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function manifest(options: MobileShellOptions, locale: Locale) {
  const { app, copy } = options;
  return {
    id: pagePath(app, locale),
    name: copy[locale].name,
    short_name: copy[locale].shortName,
    description: copy[locale].description,
    lang: locale,
    dir: DIR[locale],
    start_url: pagePath(app, locale),
    scope: pagePath(app, locale),
    display: 'standalone',
    orientation: 'portrait',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    icons: [
      { src: `/${app}/icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${app}/icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/${app}/icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

function headTags(options: MobileShellOptions, locale: Locale): string {
  const { app, copy } = options;
  return [
    `<title>${escapeHtml(copy[locale].name)}</title>`,
    `<meta name="description" content="${escapeHtml(copy[locale].description)}" />`,
    `<meta name="theme-color" content="${options.themeColor}" />`,
    `<link rel="manifest" href="/${app}/manifest.${locale}.webmanifest" />`,
    `<link rel="icon" href="/${app}/icons/icon.svg" type="image/svg+xml" />`,
    `<link rel="apple-touch-icon" href="/${app}/icons/apple-touch-icon.png" />`,
  ].join('\n    ');
}

/**
 * The service worker: pages network-first (a new deployment is seen at once when online, the
 * cached page when not), the app's own files cache-first (their names carry content hashes),
 * nothing else (the API's answers are the app's to keep: an offline queue, not a stale cache).
 */
function serviceWorker(app: string, version: string, precache: string[], notifications: boolean): string {
  return `// Written by the build (shared/build/mobile-shell-plugin.ts).
const CACHE = ${JSON.stringify(`${app}-${version}`)};
const PRECACHE = ${JSON.stringify(precache)};
const PAGES = { ar: ${JSON.stringify(`/${app}/index.html`)}, en: ${JSON.stringify(`/${app}/en/index.html`)} };
const ASSETS = ${JSON.stringify(`/${app}/`)};

// Both languages' pages too: a phone that switches language with no network still finds its page.
const PAGE_URLS = { ar: ${JSON.stringify(`/${app}`)}, en: ${JSON.stringify(`/en/${app}`)} };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all([
          cache.addAll(PRECACHE),
          ...Object.entries(PAGE_URLS).map(([locale, url]) =>
            fetch(url).then((answer) => (answer.ok ? cache.put(PAGES[locale], answer) : undefined)),
          ),
        ]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(${JSON.stringify(`${app}-`)}) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    const page = url.pathname === '/en' || url.pathname.startsWith('/en/') ? PAGES.en : PAGES.ar;
    event.respondWith(
      fetch(request)
        .then((answer) => {
          if (answer.ok) caches.open(CACHE).then((cache) => cache.put(page, answer.clone()));
          return answer;
        })
        .catch(() => caches.match(page).then((cached) => cached || Response.error())),
    );
    return;
  }
  if (!url.pathname.startsWith(ASSETS)) return;
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((answer) => {
          if (answer.ok) {
            const copy = answer.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return answer;
        }),
    ),
  );
});
${notifications ? pushHandlers(app) : ''}`;
}

/**
 * Web push (ADR 0074): a message (`{ title, body, url, tag }`, sent by the API's push channel) is
 * shown as a notification, one per tag (a notice pushed twice replaces itself), and the app's open
 * pages are told so they read their inbox again; tapping it focuses the app on its page (the inbox)
 * or opens it there.
 */
function pushHandlers(app: string): string {
  return `
const ICON = ${JSON.stringify(`/${app}/icons/icon-192.png`)};

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : PAGE_URLS.ar;
  event.waitUntil(
    self.registration
      .showNotification(message.title || '', { body: message.body || '', tag: message.tag, icon: ICON, data: { url } })
      .then(() => self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
      .then((windows) => windows.forEach((client) => client.postMessage({ type: 'push', tag: message.tag }))),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || PAGE_URLS.ar, self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === url.pathname);
      if (!open) return self.clients.openWindow(url.href);
      open.postMessage({ type: 'open', url: url.href });
      return open.focus();
    }),
  );
});
`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );
}

/**
 * The install shell of a phone app (crew, family), written after the app's build into its dist/:
 * the page of each language (`index.html` Arabic right-to-left, `en/index.html` English) with its
 * head, a web app manifest per language, and the service worker `sw.js` that keeps the app usable
 * offline. It also gives the app its page template (`phone-app.html`, `<!--mobile-head-->` where
 * the head goes), its files' place under `/<app>/` and its dev server. List it before
 * pluginPrecompress: hooks run in that order, so the files written here are compressed too.
 */
export function pluginMobileShell(options: MobileShellOptions): RsbuildPlugin {
  return {
    name: 'rihla:mobile-shell',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          html: {
            template: fileURLToPath(new URL('./phone-app.html', import.meta.url)),
            inject: 'body',
            title: '',
          },
          output: { filenameHash: true, assetPrefix: `/${options.app}/` },
          server: {
            port: options.devPort,
            historyApiFallback: true,
            proxy: { '/api': 'http://localhost:8080' },
          },
          dev: { assetPrefix: `/${options.app}/` },
        }),
      );
      if (api.context.action !== 'build') return;
      api.onAfterBuild(() => {
        const dist = api.context.distPath;
        const template = readFileSync(join(dist, 'index.html'), 'utf8');
        const pages: Record<Locale, string> = {
          ar: template.replace('<!--mobile-head-->', headTags(options, 'ar')),
          en: template
            .replace('<html lang="ar" dir="rtl">', '<html lang="en" dir="ltr">')
            .replace('<!--mobile-head-->', headTags(options, 'en')),
        };
        writeFileSync(join(dist, 'index.html'), pages.ar);
        mkdirSync(join(dist, 'en'), { recursive: true });
        writeFileSync(join(dist, 'en', 'index.html'), pages.en);
        for (const locale of ['ar', 'en'] as const) {
          writeFileSync(
            join(dist, `manifest.${locale}.webmanifest`),
            `${JSON.stringify(manifest(options, locale), null, 2)}\n`,
          );
        }
        const files = filesUnder(dist).filter((file) => !/\.(br|gz)$/.test(file) && file !== 'sw.js');
        const version = createHash('sha256');
        for (const file of files) version.update(file).update(readFileSync(join(dist, file)));
        const precache = files
          .filter((file) => PRECACHED.test(file) || file.endsWith('index.html'))
          .map((file) => `/${options.app}/${file}`);
        writeFileSync(
          join(dist, 'sw.js'),
          serviceWorker(
            options.app,
            version.digest('hex').slice(0, 12),
            precache,
            options.notifications ?? false,
          ),
        );
      });
    },
  };
}
