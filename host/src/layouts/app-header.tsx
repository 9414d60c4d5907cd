import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';

/** The operator, their role, the language switch and sign-out. */
export function AppHeader() {
  const { t } = useTranslation();
  const { session, locale, setLocale, signOut } = useShell();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <header className="app-header">
      <div className="app-header__operator">
        <span className="app-header__name">{session?.operator.name}</span>
        {session && <span className="app-header__role">{t(`roles.${session.operator.role}`)}</span>}
      </div>
      <div className="app-header__actions">
        <button type="button" className="button button--ghost" lang={other} onClick={() => setLocale(other)}>
          {t('header.otherLanguage')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void signOut()}>
          {t('header.signOut')}
        </button>
      </div>
    </header>
  );
}
