import { useTranslation } from 'react-i18next';

/**
 * The namespace the host's own texts live in (`host` in the app, a page test's default in tests),
 * for shared parts that take a namespace, such as the audit history card.
 */
export function useHostNamespace(): string {
  const { i18n } = useTranslation();
  const namespace = i18n.options.defaultNS;
  return typeof namespace === 'string' ? namespace : 'translation';
}
