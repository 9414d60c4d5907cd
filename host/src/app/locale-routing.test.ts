import {
  detectBrowserLocale,
  LOCALE_COOKIE,
  localeCookie,
  readLocaleCookie,
} from '@rihla/shared/i18n/locale-cookie';
import { switchLocalePath } from '@rihla/shared/i18n/locale-path';
import { pathTo } from '@rihla/shared/routes/path-to';
import { decideLocale, resolveLocale } from './locale-routing';

const BUSES = pathTo('bus-list');
const OVERVIEW = pathTo('overview');
const TRIPS = pathTo('trip-list');

const url = (path: string) => new URL(path, 'https://rihla.test');

describe('locale switch keeps the page', () => {
  it.each([
    [BUSES, 'en', `/en${BUSES}`],
    [`/en${BUSES}`, 'ar', BUSES],
    ['/en', 'ar', '/'],
    ['/', 'en', '/en'],
    ['/en/login', 'ar', '/login'],
    [OVERVIEW, 'ar', OVERVIEW],
  ] as const)('%s in %s is %s', (from, locale, to) => {
    expect(switchLocalePath(from, locale)).toBe(to);
  });
});

describe('locale decided from the URL', () => {
  const none = { cookie: null, browser: null };

  it('reads Arabic from unprefixed paths and English under /en', () => {
    expect(decideLocale(url(TRIPS), none)).toEqual({ locale: 'ar' });
    expect(decideLocale(url(`/en${TRIPS}`), none)).toEqual({ locale: 'en' });
  });

  it('sends the root to the dashboard in the remembered, else detected, language', () => {
    expect(decideLocale(url('/'), none)).toEqual({ locale: 'ar', redirect: OVERVIEW });
    expect(decideLocale(url('/'), { cookie: null, browser: 'en' }).redirect).toBe(`/en${OVERVIEW}`);
    expect(decideLocale(url('/'), { cookie: 'ar', browser: 'en' }).redirect).toBe(OVERVIEW);
    expect(decideLocale(url('/en'), { cookie: 'ar', browser: 'ar' }).redirect).toBe(`/en${OVERVIEW}`);
  });

  it('follows the browser on the sign-in page only on a first visit', () => {
    const firstVisit = decideLocale(url('/login?redirect=%2Fdashboard'), { cookie: null, browser: 'en' });
    expect(firstVisit).toEqual({ locale: 'en', redirect: '/en/login?redirect=%2Fdashboard' });
    expect(decideLocale(url('/login'), { cookie: 'ar', browser: 'en' })).toEqual({ locale: 'ar' });
    expect(decideLocale(url(OVERVIEW), { cookie: null, browser: 'en' })).toEqual({ locale: 'ar' });
  });
});

describe('language cookie', () => {
  it('is kept 365 days on the whole site, SameSite=Lax', () => {
    expect(localeCookie('en')).toBe(`${LOCALE_COOKIE}=en; Max-Age=31536000; Path=/; SameSite=Lax`);
  });

  it('remembers the language the URL shows', () => {
    resolveLocale(url(`/en${OVERVIEW}`));
    expect(readLocaleCookie()).toBe('en');
    resolveLocale(url(OVERVIEW));
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
