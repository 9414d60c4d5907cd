/**
 * Hashed assets never change, so browsers keep them a year; entry points (HTML, manifests,
 * remote entries, the build id) must be revalidated so a new deployment is seen at once.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const ENTRY_FILES = /(^|\/)(index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|build-id\.json)$/;

export function cacheControlFor(path: string): string {
  if (ENTRY_FILES.test(path)) return REVALIDATE;
  // rsbuild writes content hashes into every file name under static/.
  if (/\/static\//.test(path) || /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/.test(path)) return IMMUTABLE;
  return REVALIDATE;
}
