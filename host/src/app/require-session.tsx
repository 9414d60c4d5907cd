import { LOGIN_PATH, type Locale, localizedPath } from '@rihla/shared/routes/route-table';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionStore, useSession } from './session-store';

/** Every dashboard page needs a session; without one, sign in and come back here. */
export function RequireSession({ locale, children }: { locale: Locale; children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (session) return children;
  if (sessionStore.wasSignedOut()) return <Navigate to={localizedPath(LOGIN_PATH, locale)} replace />;
  const back = encodeURIComponent(pathname + search + hash);
  return <Navigate to={`${localizedPath(LOGIN_PATH, locale)}?redirect=${back}`} replace />;
}
