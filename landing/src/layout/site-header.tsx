import { writeLocaleCookie } from '@rihla/shared/i18n/locale-cookie';
import { LOGIN_PATH, localizedPath } from '@rihla/shared/routes/route-table';
import { type LandingPage, pageUrl } from '../landing-pages';
import { useLanding } from '../messages-context';

export function SiteHeader({ page }: { page: LandingPage }) {
  const { locale, m } = useLanding();
  const other = locale === 'ar' ? 'en' : 'ar';
  const home = pageUrl('home', locale);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {m.nav.skip}
      </a>
      <div className="site-header__inner">
        <a className="brand" href={home}>
          <span className="brand__mark" aria-hidden="true" />
          {m.brand}
        </a>
        <nav className="site-nav" aria-label={m.nav.label}>
          <a href={home} aria-current={page === 'home' ? 'page' : undefined}>
            {m.nav.home}
          </a>
          <a href={pageUrl('about', locale)} aria-current={page === 'about' ? 'page' : undefined}>
            {m.nav.about}
          </a>
          <a href={`${home}#packages`}>{m.nav.packages}</a>
          <a className="site-nav__cta" href={`${home}#register`}>
            {m.nav.register}
          </a>
          <a href={localizedPath(LOGIN_PATH, locale)}>{m.nav.signIn}</a>
          <a
            href={pageUrl(page, other)}
            lang={other}
            hrefLang={other}
            onClick={() => writeLocaleCookie(other)}
          >
            {m.nav.otherLanguage}
          </a>
        </nav>
      </div>
    </header>
  );
}
