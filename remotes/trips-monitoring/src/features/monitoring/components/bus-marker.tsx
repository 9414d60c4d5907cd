import { type DivIcon, divIcon } from 'leaflet';

/** One icon per colour for every bus of every map: Leaflet redraws a marker only when its icon object changes. */
const icons = new Map<string, DivIcon>();

/** A bus on the map: a round badge in the colour of its freshness, apart from the stops' pins. */
export function busMarker(color: string): DivIcon {
  let icon = icons.get(color);
  if (!icon) {
    icon = divIcon({
      className: 'rihla-bus-marker',
      html: `<svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><circle cx="15" cy="15" r="13" fill="${color}" stroke="#fff" stroke-width="3"/><path d="M9 9h12v9H9zM9 14h12M11 20v2M19 20v2" fill="none" stroke="#fff" stroke-width="1.8"/></svg>`,
      iconSize: [30, 30],
      iconAnchor: [15, 15],
      tooltipAnchor: [0, -14],
    });
    icons.set(color, icon);
  }
  return icon;
}
