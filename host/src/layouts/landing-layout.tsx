import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

/** The "landing" layout of the spec (home, about), for the public pages of a later issue. */
export function LandingLayout() {
  const { t } = useTranslation();
  const { locale, setLocale, localePath } = useShell();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <div className="landing">
      <header className="landing__header">
        <Link to={localePath('/')} className="landing__brand">
          {t('app.name')}
        </Link>
        <nav className="landing__nav" aria-label={t('nav.label')}>
          <Link to={localePath('/about')}>{t('landing.about')}</Link>
          <Link to={localePath('/login')}>{t('login.submit')}</Link>
          <button
            type="button"
            className="button button--ghost"
            lang={other}
            onClick={() => setLocale(other)}
          >
            {t('header.otherLanguage')}
          </button>
        </nav>
      </header>
      <main id="main" className="landing__main">
        <Outlet />
      </main>
    </div>
  );
}
