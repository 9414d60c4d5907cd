import type { Freshness } from '@rihla/shared/contracts/monitoring-screens';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Tooltip } from 'react-leaflet';
import { busMarker } from './bus-marker';
import { FRESHNESS_COLORS } from './freshness-tag';

interface OverviewBusMarkerProps {
  tripId: string;
  plateNumber: string;
  tripName: string;
  lat: number;
  lng: number;
  freshness: Freshness;
  onOpen(tripId: string): void;
}

/**
 * One bus on the overview map. Memoised on plain values: a clock tick or another bus's fix
 * re-renders the page, and only the buses whose place or freshness changed are touched.
 */
export const OverviewBusMarker = memo(function OverviewBusMarker({
  tripId,
  plateNumber,
  tripName,
  lat,
  lng,
  freshness,
  onOpen,
}: OverviewBusMarkerProps) {
  const { t } = useTranslation('trips');
  return (
    <Marker
      position={[lat, lng]}
      icon={busMarker(FRESHNESS_COLORS[freshness])}
      title={plateNumber}
      eventHandlers={{ click: () => onOpen(tripId) }}
    >
      <Tooltip direction="top">
        {plateNumber} · {tripName} · {t(`monitor.freshness.${freshness}`)}
      </Tooltip>
    </Marker>
  );
});
