import { type Freshness, freshnessOf } from '@rihla/shared/contracts/monitoring-screens';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import {
  type DivIcon,
  divIcon,
  type LatLngBounds,
  type Map as LeafletMap,
  layerGroup,
  type Marker,
  marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';
import { busMarker } from './bus-marker';
import { FRESHNESS_COLORS } from './freshness-tag';

/** A bus as the overview map draws it. */
export interface MapBus {
  busId: string;
  tripId: string;
  plateNumber: string;
  tripName: string;
  lat: number;
  lng: number;
  at: string | null;
}

interface BusProps {
  index: number;
  freshness: Freshness;
}
type Counts = Record<Freshness, number>;

/** Nearby buses merge within this many pixels; from this zoom on, every bus stands alone. */
const CLUSTER_RADIUS_PX = 60;
const LAST_CLUSTERED_ZOOM = 15;
/** Beyond the visible map, markers already placed for a small pan (a share of the view's size). */
const VIEW_PADDING = 0.25;
const WORST_FIRST: readonly Freshness[] = ['offline', 'stale', 'live'];
/** A cluster's badge carries white text: the signal colours, the amber one darker for contrast (5:1). */
const CLUSTER_COLORS: Record<Freshness, string> = { ...FRESHNESS_COLORS, stale: '#b45309' };

interface Shown {
  marker: Marker;
  /** What was last drawn: a marker is touched only when one of these changes. */
  lat: number;
  lng: number;
  iconKey: string;
  tip: string;
  /** What a click opens: the trip of a bus, the zoom into a cluster. */
  open: () => void;
}

/** The view to query: the whole world while the map is not laid out yet (no size to measure). */
function viewBox(map: LeafletMap): [number, number, number, number] {
  const size = map.getSize();
  if (size.x === 0 || size.y === 0) return [-180, -85, 180, 85];
  const bounds: LatLngBounds = map.getBounds().pad(VIEW_PADDING);
  return [
    Math.max(-180, bounds.getWest()),
    Math.max(-85, bounds.getSouth()),
    Math.min(180, bounds.getEast()),
    Math.min(85, bounds.getNorth()),
  ];
}

/** A round badge with the number of buses, in the colour of the worst signal among them. */
function clusterIcon(count: number, worst: Freshness, label: string): DivIcon {
  const size = count < 100 ? 36 : count < 1000 ? 44 : 52;
  return divIcon({
    className: 'rihla-bus-cluster',
    html: `<span style="display:flex;align-items:center;justify-content:center;inline-size:${size}px;block-size:${size}px;border-radius:50%;background:${CLUSTER_COLORS[worst]};color:#fff;border:3px solid #fff;box-shadow:0 0 0 2px ${CLUSTER_COLORS[worst]}66;font:600 13px/1 system-ui,sans-serif;box-sizing:border-box">${label}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    tooltipAnchor: [0, -size / 2],
  });
}

/** A tooltip's content: text only (plates and trip names are data), the plate an LTR island. */
function tooltipElement(parts: readonly { text: string; ltr?: boolean }[], dir: 'ltr' | 'rtl'): HTMLElement {
  const element = document.createElement('span');
  element.dir = dir;
  for (const [i, part] of parts.entries()) {
    if (i > 0) element.append(' · ');
    if (part.ltr) {
      const island = document.createElement('bdi');
      island.dir = 'ltr';
      island.textContent = part.text;
      element.append(island);
    } else element.append(part.text);
  }
  return element;
}

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
    const group = layerGroup().addTo(map);
    const shown = new Map<string, Shown>();
    let index = new Supercluster<BusProps, Counts>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: LAST_CLUSTERED_ZOOM,
    });
    let current: readonly MapBus[] = [];

    const place = (
      key: string,
      lat: number,
      lng: number,
      iconKey: string,
      icon: () => DivIcon,
      title: string,
      tip: () => HTMLElement,
      tipKey: string,
      open: () => void,
    ) => {
      const entry = shown.get(key);
      if (!entry) {
        const created = marker([lat, lng], { icon: icon(), title, keyboard: true });
        created.bindTooltip(tip(), { direction: 'top' });
        const fresh: Shown = { marker: created, lat, lng, iconKey, tip: tipKey, open };
        created.on('click', () => fresh.open());
        shown.set(key, fresh);
        group.addLayer(created);
        return;
      }
      entry.open = open;
      if (entry.lat !== lat || entry.lng !== lng) {
        entry.marker.setLatLng([lat, lng]);
        entry.lat = lat;
        entry.lng = lng;
      }
      if (entry.iconKey !== iconKey) {
        entry.marker.setIcon(icon());
        entry.iconKey = iconKey;
        const element = entry.marker.getElement();
        if (element) element.title = title;
      }
      if (entry.tip !== tipKey) {
        entry.marker.setTooltipContent(tip());
        entry.tip = tipKey;
      }
    };

    const draw = () => {
      const { t, dir, locale } = texts.current;
      const zoom = Math.round(map.getZoom());
      const seen = new Set<string>();
      for (const feature of index.getClusters(viewBox(map), zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties && feature.properties.cluster) {
          const cluster = (feature as ClusterFeature<Counts>).properties;
          const key = `cluster:${cluster.cluster_id}`;
          const count = cluster.point_count;
          const worst = WORST_FIRST.find((state) => cluster[state] > 0) ?? 'live';
          const label = formatNumber(count, locale);
          const title = t('monitor.clusterTitle', { count, number: label });
          const states = WORST_FIRST.filter((state) => cluster[state] > 0);
          const tipKey = `${title}|${states.map((state) => cluster[state]).join()}`;
          const clusterId = cluster.cluster_id;
          const indexNow = index;
          seen.add(key);
          place(
            key,
            lat,
            lng,
            `${count}|${worst}|${locale}`,
            () => clusterIcon(count, worst, label),
            title,
            () =>
              tooltipElement(
                [
                  { text: title },
                  ...states.map((state) => ({
                    text: `${t(`monitor.freshness.${state}`)} ${formatNumber(cluster[state], locale)}`,
                  })),
                ],
                dir,
              ),
            tipKey,
            () => {
              // The index may have been rebuilt since: then one step closer is as good.
              let to = map.getZoom() + 2;
              try {
                if (indexNow === index) to = indexNow.getClusterExpansionZoom(clusterId);
              } catch {}
              map.setView([lat, lng], Math.min(to, map.getMaxZoom()), { animate: false });
            },
          );
        } else {
          const bus = current[(feature as PointFeature<BusProps>).properties.index]!;
          const state = (feature as PointFeature<BusProps>).properties.freshness;
          const stateText = t(`monitor.freshness.${state}`);
          seen.add(bus.busId);
          place(
            bus.busId,
            lat,
            lng,
            state,
            () => busMarker(FRESHNESS_COLORS[state]),
            bus.plateNumber,
            () =>
              tooltipElement(
                [{ text: bus.plateNumber, ltr: true }, { text: bus.tripName }, { text: stateText }],
                dir,
              ),
            `${bus.plateNumber}|${bus.tripName}|${stateText}|${dir}`,
            () => texts.current.onOpen(bus.tripId),
          );
        }
      }
      for (const [key, entry] of shown)
        if (!seen.has(key)) {
          group.removeLayer(entry.marker);
          shown.delete(key);
        }
    };

    const load = (buses: readonly MapBus[], now: number) => {
      current = buses;
      index = new Supercluster<BusProps, Counts>({
        radius: CLUSTER_RADIUS_PX,
        maxZoom: LAST_CLUSTERED_ZOOM,
        map: (props) => ({
          live: props.freshness === 'live' ? 1 : 0,
          stale: props.freshness === 'stale' ? 1 : 0,
          offline: props.freshness === 'offline' ? 1 : 0,
        }),
        reduce: (sum, props) => {
          sum.live += props.live;
          sum.stale += props.stale;
          sum.offline += props.offline;
        },
      });
      index.load(
        buses.map((bus, i) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [bus.lng, bus.lat] },
          properties: { index: i, freshness: freshnessOf(bus.at, now) },
        })),
      );
      draw();
    };

    state.current = { draw, load };
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      group.remove();
      shown.clear();
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
