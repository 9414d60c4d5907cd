import type { LatLngTuple, LeafletEvent, Marker as LeafletMarker } from 'leaflet';
import { useEffect } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { DEFAULT_CENTER } from './default-center';
import { MapCanvas } from './map-canvas';
import { mapPin } from './map-pin';

export interface MapPosition {
  lat: number;
  lng: number;
}

interface LocationPickerProps {
  /** Accessible name of the map, e.g. "Location of the school on the map". */
  label: string;
  /** The place picked so far; null shows the map at the default centre without a pin. */
  value: MapPosition | null;
  onChange(position: MapPosition): void;
  height?: number | string;
}

/** Six decimals are about 10 cm: enough for a school gate, short enough to read back. */
const rounded = (position: MapPosition): MapPosition => ({
  lat: Math.round(position.lat * 1e6) / 1e6,
  lng: Math.round(position.lng * 1e6) / 1e6,
});

/** Typed coordinates off the visible map bring the map to them; a click or drag inside it does not. */
function KeepInView({ position }: { position: LatLngTuple }) {
  const map = useMap();
  const [lat, lng] = position;
  useEffect(() => {
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], map.getZoom(), { animate: false });
  }, [map, lat, lng]);
  return null;
}

/**
 * A place picked on the map: a click puts the pin there, the pin can be dragged. The form beside
 * it keeps latitude and longitude fields too, so a keyboard or a pasted coordinate works as well.
 */
export function LocationPicker({ label, value, onChange, height = 320 }: LocationPickerProps) {
  const center: LatLngTuple = value ? [value.lat, value.lng] : DEFAULT_CENTER;
  return (
    <MapCanvas
      label={label}
      center={center}
      zoom={value ? 15 : 11}
      height={height}
      onClick={(position) => onChange(rounded(position))}
    >
      {value ? <KeepInView position={center} /> : null}
      {value ? (
        <Marker
          position={center}
          icon={mapPin()}
          draggable
          eventHandlers={{
            dragend: (event: LeafletEvent) => onChange(rounded((event.target as LeafletMarker).getLatLng())),
          }}
        />
      ) : null}
    </MapCanvas>
  );
}
