import { switchLocalePath } from '@rihla/shared/i18n/locale-path';
import { type Locale, localizedPath } from '@rihla/shared/routes/route-table';
import { HOME_PATH } from '../app/locale-routing';
import { safeRedirect } from '../app/safe-redirect';

/** Where the console opens after signing in: `?redirect=` when it is ours, else the overview. */
export function signInTarget(search: string, locale: Locale): string {
  return safeRedirect(new URLSearchParams(search).get('redirect'), localizedPath(HOME_PATH, locale));
}

/** The operator's saved language wins over the one they signed in with (their account, on any device). */
export function inSavedLocale(target: string, saved: Locale | null, origin: string): string {
  if (!saved) return target;
  const url = new URL(target, origin);
  return switchLocalePath(url.pathname, saved) + url.search + url.hash;
}
