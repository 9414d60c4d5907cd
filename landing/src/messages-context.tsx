import type { Locale } from '@rihla/shared/routes/route-table';
import { createContext, useContext } from 'react';
import { type LandingMessages, MESSAGES } from './messages';

const LocaleContext = createContext<Locale>('ar');

export const LocaleProvider = LocaleContext.Provider;

/** The page's language and its copy. */
export function useLanding(): { locale: Locale; m: LandingMessages } {
  const locale = useContext(LocaleContext);
  return { locale, m: MESSAGES[locale] };
}
