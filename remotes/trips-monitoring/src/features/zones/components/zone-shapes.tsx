import type { Geofence, GeofenceKind } from '@rihla/shared/contracts/geofences';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Circle, Polygon, Tooltip } from 'react-leaflet';

export const ZONE_COLORS: Record<GeofenceKind, string> = {
  school: '#1e40af',
  depot: '#115e59',
  no_go: '#b91c1c',
  other: '#5b21b6',
};

/** The zones as light shapes on a map, named on hover; `light` for an overlay under the buses. */
export function ZoneShapes({
  zones,
  light = false,
  selectedId,
  onSelect,
}: {
  zones: readonly Geofence[];
  light?: boolean;
  selectedId?: string | null;
  onSelect?(zone: Geofence): void;
}) {
  const { locale } = useShell();
  return zones.map((zone) => {
    const color = ZONE_COLORS[zone.kind];
    const options = {
      color,
      weight: zone.id === selectedId ? 3 : light ? 1 : 2,
      fillOpacity: light ? 0.06 : 0.15,
      interactive: !light,
    };
    const events = onSelect ? { click: () => onSelect(zone) } : undefined;
    const tooltip = light ? null : <Tooltip sticky>{nameIn(locale, zone)}</Tooltip>;
    return zone.shape.type === 'circle' ? (
      <Circle
        key={zone.id}
        center={zone.shape.center}
        radius={zone.shape.radiusM}
        pathOptions={options}
        eventHandlers={events}
      >
        {tooltip}
      </Circle>
    ) : (
      <Polygon key={zone.id} positions={zone.shape.points} pathOptions={options} eventHandlers={events}>
        {tooltip}
      </Polygon>
    );
  });
}
