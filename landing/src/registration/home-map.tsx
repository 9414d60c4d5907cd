import 'leaflet/dist/leaflet.css';
import { DEFAULT_CENTER } from '@rihla/shared/ui/map/default-center';
import { useEffect, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';

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
 * without tiles the map is a plain grid that still takes a click.
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
  const [tiles, setTiles] = useState<Tiles | null>(null);
  useEffect(() => {
    fetch('/api/v1/app-config')
      .then((response) => (response.ok ? response.json() : null))
      .then((config: { mapTiles?: Tiles | null } | null) => setTiles(config?.mapTiles ?? null))
      .catch(() => setTiles(null));
  }, []);
  const center: [number, number] = value ? [value.lat, value.lng] : DEFAULT_CENTER;
  return (
    <section aria-label={label} dir="ltr" className="home-map">
      <MapContainer
        center={center}
        zoom={value ? 15 : 11}
        scrollWheelZoom={false}
        className="home-map__canvas"
      >
        {tiles && <TileLayer url={tiles.url} attribution={tiles.attribution} />}
        <ClickToChoose onChoose={onChoose} />
        {value && (
          <CircleMarker center={[value.lat, value.lng]} radius={10} pathOptions={{ color: '#0f766e' }} />
        )}
      </MapContainer>
    </section>
  );
}
