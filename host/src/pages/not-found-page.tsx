import { splitLocale } from '@rihla/shared/routes/match-route';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPage } from '../shell/errors/error-page';
import { HomeLink } from '../shell/errors/home-link';
import { isolatePath } from '../shell/errors/isolate-path';

/** Any path outside the route table (the server answers it with HTTP 404 too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const { locale } = splitLocale(pathname);
  return (
    <main className="centered-page">
      <ErrorPage
        statusCode={404}
        description={t('errors.pageNotFound', {
          path: isolatePath(pathname, locale),
          defaultValue: `Page not found: ${pathname}`,
        })}
        action={<HomeLink />}
      />
    </main>
  );
}
