import { SIGN_IN_LINK_FRAGMENT } from '@rihla/shared/contracts/family';

/**
 * The token of an e-mailed sign-in link, `/family#link=<token>` (`/en/family#…`): taken once, and
 * the address loses its fragment so the token stays in no history and a reload does not try it
 * again. Null when the page was opened without one.
 */
export function takeSignInLink(): { path: string; body: { token: string } } | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get(SIGN_IN_LINK_FRAGMENT);
  if (token === null) return null;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return { path: 'auth/link/verify', body: { token: token.trim() } };
}
