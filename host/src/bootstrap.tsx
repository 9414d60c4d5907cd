import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@rihla/shared/styles/theme.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/dashboard.css';
import './styles/pages.css';
import { splitLocale } from '@rihla/shared/routes/match-route';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './app/routes';
import { startUp } from './app/start-up';
import { applyLocale } from './i18n/apply-locale';
import { HOST_NAMESPACE, i18n } from './i18n/i18n';
import { isLoadFailure } from './remotes/is-load-failure';
import { schedulePrefetch } from './remotes/prefetch-remotes';
import { reloadOnce } from './remotes/reload-guard';
import { describeError } from './shell/errors/error-description';
import { ErrorPage } from './shell/errors/error-page';

async function main(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { locale } = splitLocale(window.location.pathname);
  applyLocale(locale);
  const { error, fatal } = await startUp(locale);
  if (fatal) {
    console.error('Error while mounting app:', error);
    // A chunk of an old build gone after a deployment: one reload fetches the new build.
    if (isLoadFailure(error) && reloadOnce(window.location.pathname)) return;
    // Without its message file the page falls back to the built-in English texts: lay it out so.
    if (!i18n.hasResourceBundle(locale, HOST_NAMESPACE)) applyLocale('en');
    root.render(
      <main className="centered-page">
        <ErrorPage
          {...describeError(error)}
          action={
            <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
              {i18n.t('remote.retry', { defaultValue: 'Try again' })}
            </button>
          }
        />
      </main>,
    );
    return;
  }
  root.render(<RouterProvider router={createBrowserRouter(buildRoutes())} />);
  schedulePrefetch();
}

void main();
