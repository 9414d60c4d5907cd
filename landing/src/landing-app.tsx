import type { Locale } from '@rihla/shared/routes/route-table';
import type { LandingPage } from './landing-pages';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { LocaleProvider } from './messages-context';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';

/** The landing layout of the spec around one page; rendered at build time and hydrated. */
export function LandingApp({ page, locale }: { page: LandingPage; locale: Locale }) {
  return (
    <LocaleProvider value={locale}>
      <SiteHeader page={page} />
      <main id="main" className="landing-main">
        {page === 'home' ? <HomePage /> : <AboutPage />}
      </main>
      <SiteFooter />
    </LocaleProvider>
  );
}
