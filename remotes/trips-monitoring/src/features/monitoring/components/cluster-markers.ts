import type { Freshness } from '@rihla/shared/contracts/monitoring-screens';
import { formatNumber } from '@rihla/shared/format/number';
import type { Locale } from '@rihla/shared/routes/route-table';
import type { TFunction } from 'i18next';
import { type DivIcon, divIcon, type Map as LeafletMap } from 'leaflet';
import type { ClusterFeature } from 'supercluster';
import type { BusIndex, Counts, MapBus } from './bus-index';
import { busMarker } from './bus-marker';
import { FRESHNESS_COLORS } from './freshness-tag';
import type { MarkerSpec } from './marker-set';

const WORST_FIRST: readonly Freshness[] = ['offline', 'stale', 'live'];
/** A cluster's badge carries white text: the signal colours, the amber one darker for contrast (5:1). */
const CLUSTER_COLORS: Record<Freshness, string> = { ...FRESHNESS_COLORS, stale: '#b45309' };

/** What the markers are written in. */
export interface MarkerTexts {
  t: TFunction;
  dir: 'ltr' | 'rtl';
  locale: Locale;
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

/** A cluster's marker: its count in the worst signal's colour; a click zooms in until it splits. */
export function clusterSpec(
  feature: ClusterFeature<Counts>,
  { t, dir, locale }: MarkerTexts,
  map: LeafletMap,
  currentIndex: () => BusIndex,
): MarkerSpec {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  const cluster = feature.properties;
  const count = cluster.point_count;
  const worst = WORST_FIRST.find((state) => cluster[state] > 0) ?? 'live';
  const label = formatNumber(count, locale);
  const title = t('monitor.clusterTitle', { count, number: label });
  const states = WORST_FIRST.filter((state) => cluster[state] > 0);
  const indexThen = currentIndex();
  return {
    key: `cluster:${cluster.cluster_id}`,
    lat,
    lng,
    iconKey: `${count}|${worst}|${locale}`,
    icon: () => clusterIcon(count, worst, label),
    title,
    tipKey: `${title}|${states.map((state) => cluster[state]).join()}`,
    tip: () =>
      tooltipElement(
        [
          { text: title },
          ...states.map((state) => ({
            text: `${t(`monitor.freshness.${state}`)} ${formatNumber(cluster[state], locale)}`,
          })),
        ],
        dir,
      ),
    open: () => {
      // The index may have been rebuilt since: then one step closer is as good.
      let to = map.getZoom() + 2;
      try {
        if (indexThen === currentIndex()) to = indexThen.getClusterExpansionZoom(cluster.cluster_id);
      } catch {}
      map.setView([lat, lng], Math.min(to, map.getMaxZoom()), { animate: false });
    },
  };
}

/**
 * One bus's marker in its signal's colour, marked while its crew app is open: its plate, trip,
 * signal and crew app on hover; a click opens the trip.
 */
export function busSpec(
  bus: MapBus,
  [lng, lat]: [number, number],
  state: Freshness,
  { t, dir }: MarkerTexts,
  open: (tripId: string) => void,
): MarkerSpec {
  const stateText = t(`monitor.freshness.${state}`);
  const crew = bus.crewOnline ? [{ text: t('monitor.crewApp.online') }] : [];
  return {
    key: bus.busId,
    lat,
    lng,
    iconKey: `${state}|${bus.crewOnline === true}`,
    icon: () => busMarker(FRESHNESS_COLORS[state], bus.crewOnline),
    title: bus.plateNumber,
    tipKey: `${bus.plateNumber}|${bus.tripName}|${stateText}|${crew.length}|${dir}`,
    tip: () =>
      tooltipElement(
        [{ text: bus.plateNumber, ltr: true }, { text: bus.tripName }, { text: stateText }, ...crew],
        dir,
      ),
    open: () => open(bus.tripId),
  };
}
