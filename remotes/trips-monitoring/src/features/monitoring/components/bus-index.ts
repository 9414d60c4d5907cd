import { type Freshness, freshnessOf } from '@rihla/shared/contracts/monitoring-screens';
import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import Supercluster from 'supercluster';

/** A bus as the overview map draws it. */
export interface MapBus {
  busId: string;
  tripId: string;
  plateNumber: string;
  tripName: string;
  lat: number;
  lng: number;
  at: string | null;
  /** The crew has the crew app open on this bus. */
  crewOnline?: boolean;
}

export interface BusProps {
  index: number;
  freshness: Freshness;
}
export type Counts = Record<Freshness, number>;
export type BusIndex = Supercluster<BusProps, Counts>;

/** Nearby buses merge within this many pixels; from this zoom on, every bus stands alone. */
const CLUSTER_RADIUS_PX = 60;
const LAST_CLUSTERED_ZOOM = 15;
/** Beyond the visible map, markers already placed for a small pan (a share of the view's size). */
const VIEW_PADDING = 0.25;

/** The buses' spatial index, each cluster counting its buses per signal state. */
export function busIndex(buses: readonly MapBus[], now: number): BusIndex {
  const index: BusIndex = new Supercluster<BusProps, Counts>({
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
  return index;
}

/** The view to query: the whole world while the map is not laid out yet (no size to measure). */
export function viewBox(map: LeafletMap): [number, number, number, number] {
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
