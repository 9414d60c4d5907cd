import 'leaflet/dist/leaflet.css';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert } from 'antd';
import type { LatLngBoundsExpression, LatLngExpression, LeafletMouseEvent } from 'leaflet';
import { type ReactNode, useEffect, useState } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useUiText } from '../ui-texts';
import { useAppConfig } from '../use-app-config';
import { DEFAULT_CENTER } from './default-center';
import { shownAttribution, useTileFallback } from './tile-fallback';

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

/** The notice above the map takes some of its height: Leaflet is told, so the view stays centred. */
function Resized({ when }: { when: unknown }) {
  const map = useMap();
  useEffect(() => {
    map.invalidateSize({ animate: false });
  }, [map, when]);
  return null;
}

function ClickHandler({ onClick }: { onClick(position: { lat: number; lng: number }): void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onClick({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/**
 * The deployment's tile layer while its tiles load. When they cannot (no internet, the tile
 * server down), the layer is dropped so the plain grid shows instead of grey squares, and the
 * map says why; every marker and route stays on the map.
 */
function DeploymentTiles({
  url,
  attribution,
  onUnreachable,
}: {
  url: string;
  attribution: string;
  onUnreachable(): void;
}) {
  const { locale } = useShell();
  const t = useUiText();
  const eventHandlers = useTileFallback(onUnreachable);
  return (
    <TileLayer
      // A new key per language: Leaflet reads the attribution only when the layer is added.
      key={locale}
      url={url}
      attribution={shownAttribution(attribution, t('map.osmAttribution'), locale)}
      eventHandlers={eventHandlers}
    />
  );
}

/**
 * Every Rihla map: Leaflet with the deployment's tiles (`GET /app-config`), or a plain grid
 * when there are none or they cannot be loaded, so routes, stops and buses always show. Always
 * laid out LTR: a map has no reading direction, and Leaflet's panes break under `dir="rtl"`.
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
  const { direction } = useShell();
  const t = useUiText();
  const tiles = config?.mapTiles;
  // The tile URL that proved unreachable: a changed setting gets its own chance.
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const tilesDown = tiles != null && unreachable === tiles.url;
  return (
    <section
      aria-label={label}
      dir="ltr"
      style={{ blockSize: height, inlineSize: '100%', display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      {tilesDown ? (
        <div dir={direction}>
          <Alert
            type="warning"
            showIcon
            title={t('map.tilesUnreachable')}
            description={t('map.tilesUnreachableHelp')}
          />
        </div>
      ) : null}
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom
        style={{
          flex: 1,
          minBlockSize: 0,
          inlineSize: '100%',
          borderRadius: 8,
          // Leaflet's controls and panes carry z-indexes up to 1000: kept inside the map, so the
          // zoom buttons scroll under the sticky page header instead of over it.
          isolation: 'isolate',
          // Without tiles (none set, or unreachable), a faint grid still shows that the map moves.
          background:
            'repeating-linear-gradient(0deg, #eef2f4 0 1px, transparent 1px 48px), repeating-linear-gradient(90deg, #eef2f4 0 1px, #f8fafb 1px 48px)',
        }}
      >
        {tiles && !tilesDown ? (
          <DeploymentTiles
            url={tiles.url}
            attribution={tiles.attribution}
            onUnreachable={() => setUnreachable(tiles.url)}
          />
        ) : null}
        <Resized when={tilesDown} />
        {fitTo ? <FitBounds bounds={fitTo} /> : null}
        {onClick ? <ClickHandler onClick={onClick} /> : null}
        {children}
      </MapContainer>
    </section>
  );
}
