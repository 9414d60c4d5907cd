import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPage } from '../shell/errors/error-page';

/** The URL this page of the console was loaded at (module evaluation is part of the first load). */
const DOCUMENT_URL = window.location.href;

/**
 * The console's route for /login and /en/login. The sign-in page is a prerendered page of its own
 * (ADR 0045), so a navigation to it inside the console (signed out, a session that ended) becomes
 * a page load. Should the server ever send the console itself for that URL (a build without the
 * sign-in page), loading it again would loop: the operator is told instead.
 */
export function SignInHandOff() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const url = new URL(pathname + search + hash, window.location.origin).href;
  const servedAsConsole = url === DOCUMENT_URL;
  useEffect(() => {
    if (!servedAsConsole) window.location.replace(url);
  }, [url, servedAsConsole]);
  if (!servedAsConsole) return null;
  return (
    <main className="centered-page">
      <ErrorPage statusCode={503} description={t('errors.signInMissing')} />
    </main>
  );
}
