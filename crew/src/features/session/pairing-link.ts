import { mobilePlace } from '@rihla/shared/mobile/mobile-locale';

/**
 * The pairing code of the link a dispatcher's QR opens, `/crew/pair#<code>` (`/en/crew/pair#…`):
 * taken once, and the page's address goes back to the app's own so the code stays in no history
 * and a reload does not try it again. Null on any other page.
 */
export function takePairingLink(): { path: string; body: { code: string } } | null {
  const { pathname, hash } = window.location;
  const { basePath } = mobilePlace('crew', pathname);
  if (pathname.replace(/\/$/, '') !== `${basePath}/pair`) return null;
  window.history.replaceState(null, '', basePath);
  const code = decodeURIComponent(hash.slice(1)).trim();
  return { path: 'auth/pair', body: { code } };
}
