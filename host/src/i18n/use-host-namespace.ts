import { useTranslation } from 'react-i18next';

/**
 * The i18next namespace host pages read by default (`host` in the console, the test instance's
 * own in page tests), for shared components that take a namespace, such as the history card.
 */
export function useHostNamespace(): string {
  const { defaultNS } = useTranslation().i18n.options;
  const first = Array.isArray(defaultNS) ? defaultNS[0] : defaultNS;
  return typeof first === 'string' ? first : 'translation';
}
