import { splitLocale } from '@rihla/shared/routes/match-route';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HOME_PATH } from '../app/locale-routing';
import { ErrorPage } from '../shell/errors/error-page';

/** Any path outside the route table (the server answers it with HTTP 404 too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <main className="centered-page">
      <ErrorPage
        statusCode={404}
        description={t('errors.pageNotFound', {
          path: pathname,
          defaultValue: `Page not found: ${pathname}`,
        })}
        homeHref={localizedPath(HOME_PATH, splitLocale(pathname).locale)}
      />
    </main>
  );
}
