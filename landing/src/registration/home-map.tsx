import 'leaflet/dist/leaflet.css';
import { DEFAULT_CENTER } from '@rihla/shared/ui/map/default-center';
import { shownAttribution, useTileFallback } from '@rihla/shared/ui/map/tile-fallback';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { useLanding } from '../messages-context';

interface Tiles {
  url: string;
  attribution: string;
}

function ClickToChoose({ onChoose }: { onChoose(lat: number, lng: number): void }) {
  useMapEvents({ click: (event) => onChoose(event.latlng.lat, event.latlng.lng) });
  return null;
}

/**
 * The home-location map of the registration form, loaded only when the parent opens it
 * (Leaflet stays out of the first load). Tiles come from the deployment (`/api/v1/app-config`);
 * without tiles, or when they cannot be loaded (the map then says so), the map is a plain grid
 * that still takes a click.
 */
export default function HomeMap({
  label,
  value,
  onChoose,
}: {
  label: string;
  value: { lat: number; lng: number } | null;
  onChoose(lat: number, lng: number): void;
}) {
  const { locale, m } = useLanding();
  const [tiles, setTiles] = useState<Tiles | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const tileEvents = useTileFallback(() => setUnreachable(true));
  useEffect(() => {
    fetch('/api/v1/app-config')
      .then((response) => (response.ok ? response.json() : null))
      .then((config: { mapTiles?: Tiles | null } | null) => setTiles(config?.mapTiles ?? null))
      .catch(() => setTiles(null));
  }, []);
  const center: [number, number] = value ? [value.lat, value.lng] : DEFAULT_CENTER;
  return (
    <>
      <section aria-label={label} dir="ltr" className="home-map">
        <MapContainer
          center={center}
          zoom={value ? 15 : 11}
          scrollWheelZoom={false}
          className="home-map__canvas"
        >
          {tiles && !unreachable && (
            <TileLayer
              key={locale}
              url={tiles.url}
              attribution={shownAttribution(tiles.attribution, m.form.mapAttribution, locale)}
              eventHandlers={tileEvents}
            />
          )}
          <ClickToChoose onChoose={onChoose} />
          {value && (
            <CircleMarker center={[value.lat, value.lng]} radius={10} pathOptions={{ color: '#0f766e' }} />
          )}
        </MapContainer>
      </section>
      {/* Outside the map's clipped box; the field's fieldset gives it the page's direction. */}
      {unreachable && (
        <p role="status" className="field__hint">
          {m.form.mapUnreachable}
        </p>
      )}
    </>
  );
}
