import { LOCALES, type Locale, localizedPath } from '@rihla/shared/routes/route-table';

/** The public pages this app prerenders: `/`, `/about` and their `/en` twins. */
export type LandingPage = 'home' | 'about';

const LANDING_PAGES: Record<LandingPage, string> = { home: '/', about: '/about' };

export function pageUrl(page: LandingPage, locale: Locale): string {
  return localizedPath(LANDING_PAGES[page], locale);
}

/** Every (page, locale) pair the build writes, with the file each lands in under dist/. */
export function prerenderTargets(): { page: LandingPage; locale: Locale; file: string }[] {
  return LOCALES.flatMap((locale) =>
    (Object.keys(LANDING_PAGES) as LandingPage[]).map((page) => {
      const url = pageUrl(page, locale);
      return { page, locale, file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html` };
    }),
  );
}

/** Which page a URL shows, for the client when it starts (hydration or dev server). */
export function pageFromPath(pathname: string): { page: LandingPage; locale: Locale } {
  const locale: Locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar';
  const rest = locale === 'en' ? pathname.slice(3) || '/' : pathname;
  return { page: rest.replace(/\/$/, '') === '/about' ? 'about' : 'home', locale };
}
