import { LOCALES, type Locale } from '../routes/route-table';

/** The language the operator chose last, remembered for 365 days (spec section 9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readLocaleCookie(cookie: string = document.cookie): Locale | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function writeLocaleCookie(locale: Locale): void {
  // The Cookie Store API is missing in Firefox and Safari < 18.4; the string is built above.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = localeCookie(locale);
}

/** First browser language we speak; null when none matches. */
export function detectBrowserLocale(languages: readonly string[] = navigator.languages): Locale | null {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}
