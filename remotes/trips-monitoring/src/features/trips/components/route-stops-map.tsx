import type { Stop } from '@rihla/shared/contracts/stops';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip as MapTooltip, Marker, Polyline } from 'react-leaflet';
import type { TripStopValues } from './trip-form-values';

export const ROUTE_COLOR = '#0f766e';
const OTHER_COLOR = '#94a3b8';

/**
 * Every stop on the map, the route's numbered in its colour and joined by a line; clicking a pin that
 * is not on the route yet adds it.
 */
export function RouteStopsMap({
  stops,
  route,
  nameOf,
  onPick,
}: {
  stops: Stop[];
  route: TripStopValues[];
  nameOf: (stop: Stop) => string;
  onPick: (stop: Stop) => void;
}) {
  const { t } = useTranslation('trips');
  const otherIcon = useMemo(() => mapPin({ color: OTHER_COLOR }), []);
  const byId = useMemo(() => new Map(stops.map((s) => [s.id, s])), [stops]);
  const positions = route.map((s) => byId.get(s.stopId)).filter((s): s is Stop => Boolean(s));
  return (
    <MapCanvas
      label={t('add.mapLabel')}
      height={360}
      fitTo={
        positions.length > 1
          ? positions.map((s) => [s.lat, s.lng] as [number, number])
          : stops.length > 1
            ? stops.map((s) => [s.lat, s.lng] as [number, number])
            : null
      }
    >
      {stops.map((stop) => {
        const index = route.findIndex((s) => s.stopId === stop.id);
        return (
          <Marker
            key={stop.id}
            position={[stop.lat, stop.lng]}
            icon={index >= 0 ? mapPin({ color: ROUTE_COLOR, label: index + 1 }) : otherIcon}
            title={nameOf(stop)}
            alt={nameOf(stop)}
            // Pointer only: the search below adds a stop from the keyboard without
            // tabbing through every pin, and close stops' pins overlap.
            keyboard={false}
            eventHandlers={{ click: () => onPick(stop) }}
          >
            <MapTooltip>{nameOf(stop)}</MapTooltip>
          </Marker>
        );
      })}
      {positions.length > 1 ? (
        <Polyline positions={positions.map((s) => [s.lat, s.lng] as [number, number])} color={ROUTE_COLOR} />
      ) : null}
    </MapCanvas>
  );
}
