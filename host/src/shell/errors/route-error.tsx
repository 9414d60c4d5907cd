import { splitLocale } from '@rihla/shared/routes/match-route';
import { localizedPath } from '@rihla/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { HOME_PATH } from '../../app/locale-routing';
import { describeError } from './error-description';
import { ErrorPage } from './error-page';

/** Error element of every route: an invalid `{id}` is a 404, anything else the other view. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const homeHref = localizedPath(HOME_PATH, splitLocale(pathname).locale);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        statusCode={404}
        description={t('errors.invalidId', { path: pathname, defaultValue: `Page Not Found: ${pathname}` })}
        homeHref={homeHref}
      />
    );
  }
  return <ErrorPage {...describeError(error)} homeHref={homeHref} />;
}
