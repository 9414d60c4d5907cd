import type { MobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { createContext, useContext } from 'react';
import { type CrewMessages, MESSAGES } from './messages';

const PlaceContext = createContext<MobilePlace | null>(null);

export const PlaceProvider = PlaceContext.Provider;

/** The page's place (language, direction, paths) and its copy. */
export function useCrew(): { place: MobilePlace; m: CrewMessages } {
  const place = useContext(PlaceContext);
  if (!place) throw new Error('useCrew outside PlaceProvider');
  return { place, m: MESSAGES[place.locale] };
}
