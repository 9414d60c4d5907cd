import { useShell } from '@rihla/shared/shell/shell-context';
import { layerGroup } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import type { ClusterFeature, PointFeature } from 'supercluster';
import { type BusIndex, type BusProps, busIndex, type Counts, type MapBus, viewBox } from './bus-index';
import { busSpec, clusterSpec } from './cluster-markers';
import { MarkerSet } from './marker-set';

/**
 * Every bus of the overview on one Leaflet layer, clustered with supercluster (ADR 0025): only
 * the clusters and buses in view are markers, and a marker is moved, recoloured or retitled only
 * when its own place, signal or text changes. Data changes (a redraw of coalesced fixes, the
 * clock's tick) rebuild the index once; a pan or zoom only queries it.
 */
export function BusClusterLayer({
  buses,
  now,
  onOpen,
}: {
  buses: readonly MapBus[];
  now: number;
  onOpen(tripId: string): void;
}) {
  const map = useMap();
  const { t, i18n } = useTranslation('trips');
  const { locale } = useShell();
  const state = useRef<{ draw: () => void; load: (buses: readonly MapBus[], now: number) => void }>(null);
  const texts = useRef({ t, dir: i18n.dir(), locale, onOpen });
  texts.current = { t, dir: i18n.dir(), locale, onOpen };

  useEffect(() => {
    const markers = new MarkerSet(layerGroup().addTo(map));
    let index: BusIndex = busIndex([], 0);
    let current: readonly MapBus[] = [];

    const draw = () => {
      const seen = new Set<string>();
      for (const feature of index.getClusters(viewBox(map), Math.round(map.getZoom()))) {
        const spec =
          'cluster' in feature.properties && feature.properties.cluster
            ? clusterSpec(feature as ClusterFeature<Counts>, texts.current, map, () => index)
            : busSpec(
                current[(feature as PointFeature<BusProps>).properties.index]!,
                feature.geometry.coordinates as [number, number],
                (feature as PointFeature<BusProps>).properties.freshness,
                texts.current,
                (tripId) => texts.current.onOpen(tripId),
              );
        seen.add(spec.key);
        markers.place(spec);
      }
      markers.keepOnly(seen);
    };

    const load = (buses: readonly MapBus[], now: number) => {
      current = buses;
      index = busIndex(buses, now);
      draw();
    };

    state.current = { draw, load };
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      markers.clear();
      state.current = null;
    };
  }, [map]);

  useEffect(() => {
    state.current?.load(buses, now);
  }, [buses, now]);

  // A change of language retitles what is shown.
  useEffect(() => {
    state.current?.draw();
  }, [t, locale]);

  return null;
}
