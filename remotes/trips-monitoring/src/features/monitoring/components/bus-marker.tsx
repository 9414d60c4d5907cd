import { type DivIcon, divIcon } from 'leaflet';

/** One icon per colour for every bus of every map: Leaflet redraws a marker only when its icon object changes. */
const icons = new Map<string, DivIcon>();

/** The crew-app mark: a small phone on a white disc at the badge's top corner. */
export const CREW_APP_COLOR = '#1d4ed8';
const CREW_MARK = `<circle cx="30" cy="8" r="7" fill="#fff"/><rect x="26.5" y="3" width="7" height="10" rx="1.5" fill="${CREW_APP_COLOR}"/><circle cx="30" cy="11" r="0.9" fill="#fff"/>`;

/**
 * A bus on the map: a round badge in the colour of its freshness, apart from the stops' pins; with
 * a small phone at its corner while the crew has the crew app open.
 */
export function busMarker(color: string, crewOnline = false): DivIcon {
  const key = `${color}|${crewOnline}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = divIcon({
      className: 'rihla-bus-marker',
      html: `<svg width="38" height="30" viewBox="0 0 38 30" aria-hidden="true"><circle cx="15" cy="15" r="13" fill="${color}" stroke="#fff" stroke-width="3"/><path d="M9 9h12v9H9zM9 14h12M11 20v2M19 20v2" fill="none" stroke="#fff" stroke-width="1.8"/>${crewOnline ? CREW_MARK : ''}</svg>`,
      iconSize: [38, 30],
      iconAnchor: [15, 15],
      tooltipAnchor: [0, -14],
    });
    icons.set(key, icon);
  }
  return icon;
}
