import type { Locale } from '../routes/route-table';

/** Where a phone app is and in which language: `/crew` is Arabic, `/en/crew` English. */
export interface MobilePlace {
  locale: Locale;
  dir: 'rtl' | 'ltr';
  /** The app's own page in this language, `/crew` or `/en/crew`: the service worker's scope. */
  basePath: string;
  /** The same page in the other language. */
  otherPath: string;
}

/** The place of the phone app `app` (`crew`, later `family`) from the page's path. */
export function mobilePlace(app: string, pathname: string): MobilePlace {
  const english = pathname === '/en' || pathname.startsWith('/en/');
  const arabicPath = `/${app}`;
  const englishPath = `/en/${app}`;
  return english
    ? { locale: 'en', dir: 'ltr', basePath: englishPath, otherPath: arabicPath }
    : { locale: 'ar', dir: 'rtl', basePath: arabicPath, otherPath: englishPath };
}

/** Sets `<html lang dir>` for the page's language (the prerendered page has them already). */
export function applyPlace(place: MobilePlace): void {
  document.documentElement.lang = place.locale;
  document.documentElement.dir = place.dir;
}
