import { splitLocale } from '../routes/match-route';
import { type Locale, localizedPath } from '../routes/route-table';

/** The same page in another language: `/dashboard/x` <-> `/en/dashboard/x`, `/` <-> `/en`. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localizedPath(splitLocale(pathname).path, locale);
}
