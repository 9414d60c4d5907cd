import { detectBrowserLocale, readLocaleCookie, writeLocaleCookie } from '@rihla/shared/i18n/locale-cookie';
import { splitLocale } from '@rihla/shared/routes/match-route';
import { pathTo } from '@rihla/shared/routes/path-to';
import { DEFAULT_LOCALE, LOGIN_PATH, type Locale, localizedPath } from '@rihla/shared/routes/route-table';

export const HOME_PATH = pathTo('overview');

export interface LocaleDecision {
  locale: Locale;
  /** Where to send the browser instead, when the asked-for URL is not the page to show. */
  redirect?: string;
}

interface Env {
  cookie: Locale | null;
  browser: Locale | null;
}

/**
 * The URL decides the language (`/en/...` English, anything else Arabic). On the root path and
 * on the sign-in page a first visit (no cookie yet) follows the browser's language instead.
 */
export function decideLocale(url: URL, env: Env): LocaleDecision {
  const { locale, path } = splitLocale(url.pathname);
  const firstVisitLocale = env.cookie ? null : env.browser;
  if (path === '/') {
    const target = locale === DEFAULT_LOCALE ? (env.cookie ?? env.browser ?? DEFAULT_LOCALE) : locale;
    return { locale: target, redirect: localizedPath(HOME_PATH, target) };
  }
  if (path === LOGIN_PATH && locale === DEFAULT_LOCALE && firstVisitLocale && firstVisitLocale !== locale) {
    return { locale: firstVisitLocale, redirect: localizedPath(LOGIN_PATH, firstVisitLocale) + url.search };
  }
  return { locale };
}

/** Reads the browser, decides, and remembers the language in the `i18n_redirected` cookie. */
export function resolveLocale(url: URL): LocaleDecision {
  const decision = decideLocale(url, { cookie: readLocaleCookie(), browser: detectBrowserLocale() });
  writeLocaleCookie(decision.locale);
  return decision;
}
