import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CompressedPage, compressPage } from './compressed-page';

/** URL paths -> the prerendered HTML file (relative to a build's dist/) written for them. */
type PageFiles = [paths: string[], file: string][];

/**
 * The prerendered pages of a build: URL path → the HTML written for it, read and compressed once
 * at start. A file the build did not write is left out; the host then answers that URL itself.
 */
function prerenderedPages(dist: string, files: PageFiles): Map<string, CompressedPage> {
  const pages = new Map<string, CompressedPage>();
  for (const [paths, file] of files) {
    const full = join(dist, file);
    if (!existsSync(full)) continue;
    const page = compressPage(readFileSync(full, 'utf8'));
    for (const path of paths) pages.set(path, page);
  }
  return pages;
}

/** The public pages of landing/dist (built by `@rihla/landing`, ADR 0013). */
export function landingPages(landingDist: string): Map<string, CompressedPage> {
  return prerenderedPages(landingDist, [
    [['/'], 'index.html'],
    [['/about', '/about/'], join('about', 'index.html')],
    [['/en', '/en/'], join('en', 'index.html')],
    [['/en/about', '/en/about/'], join('en', 'about', 'index.html')],
  ]);
}

/** The sign-in page of each language, prerendered into host/dist by the host's build (ADR 0045). */
export function signInPages(hostDist: string): Map<string, CompressedPage> {
  return prerenderedPages(hostDist, [
    [['/login', '/login/'], join('login', 'index.html')],
    [['/en/login', '/en/login/'], join('en', 'login', 'index.html')],
  ]);
}

/** The phone apps (ADR 0051, 0053), each served at `/<app>` and `/en/<app>` from `<app>/dist`. */
export const PHONE_APPS = ['crew', 'family'] as const;
export type PhoneApp = (typeof PHONE_APPS)[number];

/**
 * A phone app's pages (`<app>/dist`): one per language, written by its build
 * (shared/build/mobile-shell-plugin.ts); the app shows its screens itself, so every path under
 * `/<app>/` or `/en/<app>/` without a file extension is that page too (see `phonePagePath`).
 */
export function phoneAppPages(app: PhoneApp, dist: string): Map<string, CompressedPage> {
  return prerenderedPages(dist, [
    [[`/${app}`], 'index.html'],
    [[`/en/${app}`], join('en', 'index.html')],
  ]);
}

/** `/crew`, `/crew/…`, `/en/family`, `/en/family/…` -> the app's page of that language; else undefined. */
export function phonePagePath(pathname: string): string | undefined {
  const match = /^(\/en)?\/(crew|family)(\/[^.]*)?$/.exec(pathname);
  return match ? `${match[1] ?? ''}/${match[2]}` : undefined;
}
