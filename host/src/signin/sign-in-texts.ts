import type { Locale } from '@rihla/shared/routes/route-table';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';

/**
 * The sign-in page's texts, taken from the host's message files (one place to translate them).
 * Only these keys reach the sign-in bundle: the build drops the JSON's unused properties.
 */
export interface SignInTexts {
  appName: string;
  title: string;
  subtitle: string;
  email: string;
  password: string;
  submit: string;
  pending: string;
  rateLimited: string;
  networkError: string;
  codeTitle: string;
  codeSubtitle: string;
  code: string;
  codeSubmit: string;
  /** "… for {{days}} days": the company's number of days goes in. */
  rememberDevice: string;
  startOver: string;
  codeRequired: string;
  otherLanguage: string;
}

export const SIGN_IN_TEXTS: Record<Locale, SignInTexts> = {
  ar: { appName: ar.app.name, ...ar.login, otherLanguage: ar.header.otherLanguage },
  en: { appName: en.app.name, ...en.login, otherLanguage: en.header.otherLanguage },
};
