import { divIcon } from 'leaflet';

export interface MapPinOptions {
  /** Fill colour of the pin. */
  color?: string;
  /** A short label inside the pin (a stop's order number). */
  label?: string | number;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A pin drawn in SVG: no marker images to bundle (Leaflet's default icon paths break under a
 * bundler), any colour, an optional number inside.
 */
export function mapPin({ color = '#0f766e', label }: MapPinOptions = {}) {
  const text =
    label === undefined
      ? ''
      : `<text x="14" y="18" text-anchor="middle" font-size="11" font-weight="700" fill="#fff" font-family="system-ui,sans-serif">${escapeHtml(String(label))}</text>`;
  return divIcon({
    className: 'rihla-map-pin',
    html: `<svg width="28" height="38" viewBox="0 0 28 38" aria-hidden="true"><path d="M14 1C7 1 1.5 6.4 1.5 13.2 1.5 22.5 14 37 14 37s12.5-14.5 12.5-23.8C26.5 6.4 21 1 14 1z" fill="${escapeHtml(color)}" stroke="#fff" stroke-width="2"/>${text || '<circle cx="14" cy="13.5" r="4.5" fill="#fff"/>'}</svg>`,
    iconSize: [28, 38],
    iconAnchor: [14, 37],
    popupAnchor: [0, -32],
    tooltipAnchor: [0, -30],
  });
}
