import 'leaflet/dist/leaflet.css';
import type { LatLngBoundsExpression, LatLngExpression, LeafletMouseEvent } from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useAppConfig } from '../use-app-config';
import { DEFAULT_CENTER } from './default-center';

export interface MapCanvasProps {
  /** Accessible name of the map region. */
  label: string;
  center?: LatLngExpression;
  zoom?: number;
  /** When given, the view fits these points (re-fitted when they change). */
  fitTo?: LatLngBoundsExpression | null;
  height?: number | string;
  onClick?(position: { lat: number; lng: number }): void;
  children?: ReactNode;
}

function FitBounds({ bounds }: { bounds: LatLngBoundsExpression }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  // Refit only when the points change (by value), not on every render. Without animation: a
  // page left while Leaflet animated the fit threw (`_leaflet_pos` of a removed pane).
  useEffect(() => {
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 16, animate: false });
  }, [map, key]);
  return null;
}

function ClickHandler({ onClick }: { onClick(position: { lat: number; lng: number }): void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onClick({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/**
 * Every Rihla map: Leaflet with the deployment's tiles (`GET /app-config`), or a plain grid
 * when there are none, so routes, stops and buses always show. Always laid out LTR: a map has
 * no reading direction, and Leaflet's panes break under `dir="rtl"`.
 */
export function MapCanvas({
  label,
  center = DEFAULT_CENTER,
  zoom = 12,
  fitTo,
  height = 360,
  onClick,
  children,
}: MapCanvasProps) {
  const config = useAppConfig();
  const tiles = config?.mapTiles;
  return (
    <section aria-label={label} dir="ltr" style={{ blockSize: height, inlineSize: '100%' }}>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom
        style={{
          blockSize: '100%',
          inlineSize: '100%',
          borderRadius: 8,
          // Leaflet's controls and panes carry z-indexes up to 1000: kept inside the map, so the
          // zoom buttons scroll under the sticky page header instead of over it.
          isolation: 'isolate',
          // Without tiles, a faint grid still shows that the map moves.
          background:
            'repeating-linear-gradient(0deg, #eef2f4 0 1px, transparent 1px 48px), repeating-linear-gradient(90deg, #eef2f4 0 1px, #f8fafb 1px 48px)',
        }}
      >
        {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
        {fitTo ? <FitBounds bounds={fitTo} /> : null}
        {onClick ? <ClickHandler onClick={onClick} /> : null}
        {children}
      </MapContainer>
    </section>
  );
}
