import type { Stop } from '@rihla/shared/contracts/stops';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { Marker, Tooltip } from 'react-leaflet';

interface HomeMapProps {
  label: string;
  home: { lat: number; lng: number; label: string } | null;
  stop: (Pick<Stop, 'lat' | 'lng'> & { label: string }) | null;
  height?: number;
}

/**
 * The family's home and the stop the bus takes the student at, fitted in view. The pins are
 * keyboard-focusable buttons (they open their tooltip), so each carries its label as a title.
 */
export function HomeMap({ label, home, stop, height = 320 }: HomeMapProps) {
  const points = [home, stop].filter((p): p is NonNullable<typeof p> => p !== null);
  const fitTo = points.length > 1 ? points.map((p) => [p.lat, p.lng] as [number, number]) : null;
  const center = points[0] ? ([points[0].lat, points[0].lng] as [number, number]) : undefined;
  return (
    <MapCanvas label={label} center={center} zoom={15} fitTo={fitTo} height={height}>
      {home ? (
        <Marker position={[home.lat, home.lng]} icon={mapPin({ color: '#b45309' })} title={home.label}>
          <Tooltip>{home.label}</Tooltip>
        </Marker>
      ) : null}
      {stop ? (
        <Marker position={[stop.lat, stop.lng]} icon={mapPin({ color: '#0f766e' })} title={stop.label}>
          <Tooltip>{stop.label}</Tooltip>
        </Marker>
      ) : null}
    </MapCanvas>
  );
}
