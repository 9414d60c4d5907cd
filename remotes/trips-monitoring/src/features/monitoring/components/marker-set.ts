import type { DivIcon, LayerGroup, Marker } from 'leaflet';
import { marker } from 'leaflet';

/** One marker as the map should show it now; the builders are called only when their key changed. */
export interface MarkerSpec {
  key: string;
  lat: number;
  lng: number;
  iconKey: string;
  icon: () => DivIcon;
  title: string;
  tipKey: string;
  tip: () => HTMLElement;
  /** What a click opens: the trip of a bus, the zoom into a cluster. */
  open: () => void;
}

interface Shown {
  marker: Marker;
  /** What was last drawn: a marker is touched only when one of these changes. */
  lat: number;
  lng: number;
  iconKey: string;
  tipKey: string;
  open: () => void;
}

/**
 * The markers on one Leaflet layer, by key: placing a spec creates its marker, or moves,
 * recolours or retitles the existing one only where the spec differs from what was drawn.
 */
export class MarkerSet {
  private readonly shown = new Map<string, Shown>();

  constructor(private readonly group: LayerGroup) {}

  place(spec: MarkerSpec): void {
    const entry = this.shown.get(spec.key);
    if (!entry) {
      const created = marker([spec.lat, spec.lng], { icon: spec.icon(), title: spec.title, keyboard: true });
      created.bindTooltip(spec.tip(), { direction: 'top' });
      const fresh: Shown = { ...spec, marker: created };
      created.on('click', () => fresh.open());
      this.shown.set(spec.key, fresh);
      this.group.addLayer(created);
      return;
    }
    entry.open = spec.open;
    if (entry.lat !== spec.lat || entry.lng !== spec.lng) {
      entry.marker.setLatLng([spec.lat, spec.lng]);
      entry.lat = spec.lat;
      entry.lng = spec.lng;
    }
    if (entry.iconKey !== spec.iconKey) {
      entry.marker.setIcon(spec.icon());
      entry.iconKey = spec.iconKey;
      const element = entry.marker.getElement();
      if (element) element.title = spec.title;
    }
    if (entry.tipKey !== spec.tipKey) {
      entry.marker.setTooltipContent(spec.tip());
      entry.tipKey = spec.tipKey;
    }
  }

  /** Removes every marker whose key is not among those placed in this draw. */
  keepOnly(keys: ReadonlySet<string>): void {
    for (const [key, entry] of this.shown)
      if (!keys.has(key)) {
        this.group.removeLayer(entry.marker);
        this.shown.delete(key);
      }
  }

  clear(): void {
    this.group.remove();
    this.shown.clear();
  }
}
