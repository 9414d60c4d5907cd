import { pathTo } from '@rihla/shared/routes/path-to';
import { LOGIN_PATH, type Locale, localizedPath } from '@rihla/shared/routes/route-table';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionStore, useSession } from './session-store';

const ACCOUNT_PATH = pathTo('account');

/** Every dashboard page needs a session; without one, sign in and come back here. */
export function RequireSession({ locale, children }: { locale: Locale; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (session?.operator.mustChangePassword && pathname !== localizedPath(ACCOUNT_PATH, locale)) {
    // A temporary password opens nothing but the password change (the API refuses the rest).
    return <Navigate to={localizedPath(ACCOUNT_PATH, locale)} replace />;
  }
  if (session) return children;
  if (sessionStore.wasSignedOut()) return <Navigate to={localizedPath(LOGIN_PATH, locale)} replace />;
  const back = encodeURIComponent(pathname + search + hash);
  return <Navigate to={`${localizedPath(LOGIN_PATH, locale)}?redirect=${back}`} replace />;
}
