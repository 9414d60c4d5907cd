import type { MobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { createContext, useContext } from 'react';
import type { CrewApi } from './api/crew-api';
import { type CrewMessages, MESSAGES } from './messages';

interface CrewContextValue {
  place: MobilePlace;
  api: CrewApi;
}

const CrewContext = createContext<CrewContextValue | null>(null);

export const CrewProvider = CrewContext.Provider;

/** The page's place (language, direction, paths), its copy and the API client. */
export function useCrew(): CrewContextValue & { m: CrewMessages } {
  const value = useContext(CrewContext);
  if (!value) throw new Error('useCrew outside CrewProvider');
  return { ...value, m: MESSAGES[value.place.locale] };
}
