import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The prerendered public pages of landing/dist (built by `@rihla/landing`): URL path → the
 * HTML file written for it. Empty when the landing app is not built; the host then answers
 * those URLs itself.
 */
export function landingPages(landingDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const add = (paths: string[], file: string) => {
    const full = join(landingDist, file);
    if (existsSync(full)) for (const path of paths) pages.set(path, full);
  };
  add(['/'], 'index.html');
  add(['/about', '/about/'], join('about', 'index.html'));
  add(['/en', '/en/'], join('en', 'index.html'));
  add(['/en/about', '/en/about/'], join('en', 'about', 'index.html'));
  return pages;
}
