import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CompressedPage, compressPage } from './compressed-page';

/**
 * The prerendered public pages of landing/dist (built by `@rihla/landing`): URL path → the
 * HTML written for it, read and compressed once at start. Empty when the landing app is not built; the host then answers
 * those URLs itself.
 */
export function landingPages(landingDist: string): Map<string, CompressedPage> {
  const pages = new Map<string, CompressedPage>();
  const add = (paths: string[], file: string) => {
    const full = join(landingDist, file);
    if (!existsSync(full)) return;
    const page = compressPage(readFileSync(full, 'utf8'));
    for (const path of paths) pages.set(path, page);
  };
  add(['/'], 'index.html');
  add(['/about', '/about/'], join('about', 'index.html'));
  add(['/en', '/en/'], join('en', 'index.html'));
  add(['/en/about', '/en/about/'], join('en', 'about', 'index.html'));
  return pages;
}
