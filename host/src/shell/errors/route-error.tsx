import { splitLocale } from '@rihla/shared/routes/match-route';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isLoadFailure } from '../../remotes/is-load-failure';
import { reloadOnce } from '../../remotes/reload-guard';
import { describeError } from './error-description';
import { ErrorPage } from './error-page';
import { HomeLink } from './home-link';
import { isolatePath } from './isolate-path';

/** A message file or chunk of an old build that is gone: reload once (guarded), else show the error. */
function useReloadOnLoadFailure(error: unknown, pathname: string): boolean {
  const [reloading] = useState(() => isLoadFailure(error) && reloadOnce(pathname));
  return reloading;
}

/** Error element of every route: an invalid `{id}` is a 404, anything else the other view. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { locale } = splitLocale(pathname);
  const reloading = useReloadOnLoadFailure(error, pathname);
  if (reloading) return null;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        statusCode={404}
        description={t('errors.invalidId', {
          path: isolatePath(pathname, locale),
          defaultValue: `Page Not Found: ${pathname}`,
        })}
        action={<HomeLink />}
      />
    );
  }
  return <ErrorPage {...describeError(error)} action={<HomeLink />} />;
}
