import type { LeafletEventHandlerFnMap } from 'leaflet';
import { useRef } from 'react';

/** The attribution the API sends unless the deployment sets its own (`MAP_TILE_ATTRIBUTION`). */
const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * Tiles that failed this many times before any loaded are taken as unreachable (a site without
 * internet, a tile server down): one failed tile among loaded ones is only a gap.
 */
const FAILED_TILES_BEFORE_FALLBACK = 3;

/**
 * The attribution a map shows: the default one in the reader's language (`translated`), linked as
 * OpenStreetMap asks; a deployment's own attribution as it was set.
 */
export function shownAttribution(attribution: string, translated: string, locale: 'ar' | 'en'): string {
  if (attribution !== DEFAULT_TILE_ATTRIBUTION) return attribution;
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  return `<a href="https://www.openstreetmap.org/copyright" lang="${locale}" dir="${direction}">${translated}</a>`;
}

/** A tile layer's event handlers that call `onUnreachable` once its tiles prove unreachable. */
export function useTileFallback(onUnreachable: () => void): LeafletEventHandlerFnMap {
  const tally = useRef({ loaded: 0, failed: 0 });
  return {
    tileload: () => {
      tally.current.loaded += 1;
    },
    tileerror: () => {
      tally.current.failed += 1;
      if (tally.current.loaded === 0 && tally.current.failed >= FAILED_TILES_BEFORE_FALLBACK) onUnreachable();
    },
  };
}
