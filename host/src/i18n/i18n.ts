import { withLabels } from '@rihla/shared/i18n/labels';
import { PLACES_LABELS } from '@rihla/shared/i18n/messages/places';
import type { Locale } from '@rihla/shared/routes/route-table';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const HOST_NAMESPACE = 'host';
const FALLBACK_LOCALE = 'en-US';

/**
 * Message files are separate chunks, fetched only for the language in use; the schools' and
 * stops' labels their exports share come from @rihla/shared.
 */
const loaders: Record<Locale, () => Promise<Record<string, unknown>>> = {
  ar: async () => withLabels((await import('./locales/ar.json')).default, PLACES_LABELS.ar),
  en: async () => withLabels((await import('./locales/en.json')).default, PLACES_LABELS.en),
};

export const i18n: I18n = i18next.createInstance();

export async function initI18n(locale: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: locale,
    // `en-US` resolves to the `en` messages (languageOnly), the spec's fallback locale.
    fallbackLng: FALLBACK_LOCALE,
    load: 'languageOnly',
    ns: [HOST_NAMESPACE],
    defaultNS: HOST_NAMESPACE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLocaleMessages(locale);
}

/** Loads a message file once; a failure logs `Failed locale loading` and rethrows. */
export async function loadLocaleMessages(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, HOST_NAMESPACE)) return;
  try {
    const messages = await loaders[locale]();
    i18n.addResourceBundle(locale, HOST_NAMESPACE, messages, true, true);
  } catch (error) {
    console.error('Failed locale loading', error);
    throw error;
  }
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocaleMessages(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
