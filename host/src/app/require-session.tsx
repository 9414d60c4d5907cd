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
  const owesSomething = session?.operator.mustChangePassword || session?.operator.mustEnrolSecondFactor;
  if (owesSomething && pathname !== localizedPath(ACCOUNT_PATH, locale)) {
    // A temporary password, or a second factor the company requires and the operator has not set
    // up, opens nothing but the account page (the API refuses the rest).
    return <Navigate to={localizedPath(ACCOUNT_PATH, locale)} replace />;
  }
  if (session) return children;
  if (sessionStore.wasSignedOut()) return <Navigate to={localizedPath(LOGIN_PATH, locale)} replace />;
  const back = encodeURIComponent(pathname + search + hash);
  return <Navigate to={`${localizedPath(LOGIN_PATH, locale)}?redirect=${back}`} replace />;
}
