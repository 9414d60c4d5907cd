import {
  detectBrowserLocale,
  LOCALE_COOKIE,
  localeCookie,
  readLocaleCookie,
} from '@rihla/shared/i18n/locale-cookie';
import { switchLocalePath } from '@rihla/shared/i18n/locale-path';
import { decideLocale, resolveLocale } from './locale-routing';

const url = (path: string) => new URL(path, 'https://rihla.test');

describe('locale switch keeps the page', () => {
  it.each([
    ['/dashboard/bus-screen', 'en', '/en/dashboard/bus-screen'],
    ['/en/dashboard/bus-screen', 'ar', '/dashboard/bus-screen'],
    ['/en', 'ar', '/'],
    ['/', 'en', '/en'],
    ['/en/login', 'ar', '/login'],
    ['/dashboard', 'ar', '/dashboard'],
  ] as const)('%s in %s is %s', (from, locale, to) => {
    expect(switchLocalePath(from, locale)).toBe(to);
  });
});

describe('locale decided from the URL', () => {
  const none = { cookie: null, browser: null };

  it('reads Arabic from unprefixed paths and English under /en', () => {
    expect(decideLocale(url('/dashboard/trip-screen'), none)).toEqual({ locale: 'ar' });
    expect(decideLocale(url('/en/dashboard/trip-screen'), none)).toEqual({ locale: 'en' });
  });

  it('sends the root to the dashboard in the remembered, else detected, language', () => {
    expect(decideLocale(url('/'), none)).toEqual({ locale: 'ar', redirect: '/dashboard' });
    expect(decideLocale(url('/'), { cookie: null, browser: 'en' }).redirect).toBe('/en/dashboard');
    expect(decideLocale(url('/'), { cookie: 'ar', browser: 'en' }).redirect).toBe('/dashboard');
    expect(decideLocale(url('/en'), { cookie: 'ar', browser: 'ar' }).redirect).toBe('/en/dashboard');
  });

  it('follows the browser on the sign-in page only on a first visit', () => {
    const firstVisit = decideLocale(url('/login?redirect=%2Fdashboard'), { cookie: null, browser: 'en' });
    expect(firstVisit).toEqual({ locale: 'en', redirect: '/en/login?redirect=%2Fdashboard' });
    expect(decideLocale(url('/login'), { cookie: 'ar', browser: 'en' })).toEqual({ locale: 'ar' });
    expect(decideLocale(url('/dashboard'), { cookie: null, browser: 'en' })).toEqual({ locale: 'ar' });
  });
});

describe('language cookie', () => {
  it('is kept 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe(`${LOCALE_COOKIE}=en; Max-Age=31536000; Path=/; SameSite=Lax`);
  });

  it('remembers the language the URL shows', () => {
    resolveLocale(url('/en/dashboard'));
    expect(readLocaleCookie()).toBe('en');
    resolveLocale(url('/dashboard'));
    expect(readLocaleCookie()).toBe('ar');
  });
});

describe('browser language', () => {
  it('is the first language we speak, by its base tag', () => {
    expect(detectBrowserLocale(['fr-FR', 'en-GB', 'ar'])).toBe('en');
    expect(detectBrowserLocale(['ar-SA'])).toBe('ar');
    expect(detectBrowserLocale(['fr-FR'])).toBeNull();
  });
});
