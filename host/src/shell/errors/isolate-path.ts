import type { Locale } from '@rihla/shared/routes/route-table';

/**
 * A path inside Arabic text is wrapped in Unicode isolates (LRI ... PDI) so `/nope/x` is not
 * reordered to `nope/x/`. English text stays byte-exact ("Page not found: /nope/x").
 */
export function isolatePath(path: string, locale: Locale): string {
  return locale === 'ar' ? `\u2066${path}\u2069` : path;
}
