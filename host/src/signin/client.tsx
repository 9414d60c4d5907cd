import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
// After @fontsource's faces: the basic cuts win for the characters they hold (scripts/subset-fonts.mjs).
import '@rihla/shared/styles/fonts/basic-400.gen.css';
import '@rihla/shared/styles/fonts/basic-600.gen.css';
import '@rihla/shared/styles/theme.css';
import '../styles/base.css';
import '../styles/pages.css';
import { isLocale } from '@rihla/shared/i18n/locale-cookie';
import type { Locale } from '@rihla/shared/routes/route-table';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resolveLocale } from '../app/locale-routing';
import { directionOf } from '../i18n/direction';
import { SignInPage } from './sign-in-page';
import { inSavedLocale, signInTarget } from './sign-in-target';
import { SIGN_IN_TEXTS } from './sign-in-texts';

/** Into the console: a full page load of the host, which fetches the session itself. */
function openConsole(locale: Locale, savedLocale: Locale | null): void {
  const target = signInTarget(window.location.search, locale);
  window.location.replace(inSavedLocale(target, savedLocale, window.location.origin));
}

/** An operator already signed in goes on to the console instead of signing in twice. */
async function leaveIfSignedIn(locale: Locale): Promise<void> {
  const response = await fetch('/api/v1/auth/me', { credentials: 'same-origin' }).catch(() => null);
  if (!response) return;
  // Read whole even when refused (401): an answer left unread keeps its request open in the browser.
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) openConsole(locale, savedLocaleOf(body));
}

/** `operator.locale` of GET /auth/me's answer (the full contract is zod, which this page leaves out). */
function savedLocaleOf(body: unknown): Locale | null {
  if (typeof body !== 'object' || body === null || !('operator' in body)) return null;
  const { operator } = body;
  if (typeof operator !== 'object' || operator === null || !('locale' in operator)) return null;
  return isLocale(operator.locale) ? operator.locale : null;
}

function start(): void {
  // The first visit follows the browser's language (/login -> /en/login), and the cookie remembers it.
  const decision = resolveLocale(new URL(window.location.href));
  if (decision.redirect) {
    window.location.replace(decision.redirect);
    return;
  }
  const { locale } = decision;
  const root = document.getElementById('root');
  if (!root) throw new Error('The sign-in page has no #root');
  const texts = SIGN_IN_TEXTS[locale];
  const page = (
    <StrictMode>
      <SignInPage locale={locale} texts={texts} onSignedIn={(saved) => openConsole(locale, saved)} />
    </StrictMode>
  );
  // The build prerenders both pages; the dev server serves the bare template.
  if (root.hasChildNodes()) {
    hydrateRoot(root, page);
  } else {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    document.title = texts.appName;
    createRoot(root).render(page);
  }
  void leaveIfSignedIn(locale);
}

start();
