import { splitLocale } from '@rihla/shared/routes/match-route';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { applyLocale } from '../i18n/apply-locale';
import { changeLocale, i18n, loadLocaleMessages } from '../i18n/i18n';
import { loadAllRemoteMessages } from '../remotes/remote-messages';
import { resolveLocale } from './locale-routing';

/** Runs before every page whose language differs from the last: messages first, then render. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const decision = resolveLocale(new URL(request.url));
  if (decision.redirect) throw redirect(decision.redirect);
  // Every message file of the new language first, so no page shows raw keys after the switch.
  await Promise.all([loadLocaleMessages(decision.locale), loadAllRemoteMessages(decision.locale)]);
  await changeLocale(decision.locale);
  applyLocale(decision.locale);
  document.title = i18n.t('app.name');
  return { locale: decision.locale };
}

export function shouldRevalidateRoot({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  const current = splitLocale(currentUrl.pathname);
  const next = splitLocale(nextUrl.pathname);
  return current.locale !== next.locale || next.path === '/' || next.path === '/login';
}
