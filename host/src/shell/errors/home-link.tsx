import { splitLocale } from '@rihla/shared/routes/match-route';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_PATH } from '../../app/locale-routing';

/** "Back to the dashboard" in the language of the current URL. */
export function HomeLink() {
  const { t } = useTranslation();
  const { locale } = splitLocale(useLocation().pathname);
  return (
    <Link className="button button--primary" to={localizedPath(HOME_PATH, locale)}>
      {t('errors.backHome', { defaultValue: 'Back to the dashboard' })}
    </Link>
  );
}
