import { matchRoute, splitLocale } from '@rihla/shared/routes/match-route';
import { LOGIN_PATH } from '@rihla/shared/routes/route-table';

/**
 * The server's answer status for a page URL, from the same route table the host router
 * reads: known pages 200; unknown paths and invalid `{id}`s 404 (the host then shows
 * "Page not found" / "Page Not Found" itself).
 */
export function pageStatus(pathname: string): 200 | 404 {
  const { path } = splitLocale(pathname);
  if (path === LOGIN_PATH || path === `${LOGIN_PATH}/`) return 200;
  return matchRoute(pathname).kind === 'page' ? 200 : 404;
}
