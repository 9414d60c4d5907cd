import type { TripDetails } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { mapPin } from '@rihla/shared/ui/map/map-pin';
import { Alert, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Polyline } from 'react-leaflet';
import { busMarker } from '../features/monitoring/components/bus-marker';
import {
  FRESHNESS_COLORS,
  FreshnessTag,
  useFreshness,
} from '../features/monitoring/components/freshness-tag';
import { EtaText, LatenessTag } from '../features/monitoring/components/lateness-tag';
import { LiveTripHeader } from '../features/monitoring/components/live-trip-header';
import { ReplayControl } from '../features/monitoring/components/replay-control';
import { useBusFix } from '../features/monitoring/hooks/use-bus-fix';
import { useLiveTrack } from '../features/monitoring/hooks/use-live-track';
import { useLiveTrip } from '../features/monitoring/hooks/use-live-trip';
import { useZones } from '../features/zones/api/zones-api';
import { ZoneShapes } from '../features/zones/components/zone-shapes';

const FINISHED = new Set(['completed', 'cancelled']);

function TrackingMap({ trip, live }: { trip: TripDetails; live: ReturnType<typeof useLiveTrip>['live'] }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const track = useLiveTrack(trip.id, live.data);
  const fix = useBusFix(trip, live.data);
  const finished = FINISHED.has(trip.status);
  const [replayAt, setReplayAt] = useState<number | null>(null);
  const index = replayAt ?? track.length - 1;
  const shown = finished ? track.slice(0, index + 1) : track;
  const bus = finished ? track[index] : fix;
  const freshness = useFreshness(fix?.at ?? null);
  const stops = trip.stops.map((s) => [s.lat, s.lng] as [number, number]);
  // Fit the route and the loaded track; a live fix does not refit (FitBounds compares by value).
  const loadedTrack = (live.data?.positions ?? []).map((p) => [p.lat, p.lng] as [number, number]);
  const bounds = stops.length > 0 ? [...stops, ...loadedTrack] : null;
  const nextStop = trip.stops.find((s) => s.stopId === fix?.nextStopId);
  const zones = useZones();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions size="small" column={{ xs: 1, md: 4 }}>
          <Descriptions.Item label={t('monitor.signal')}>
            {finished ? t('monitor.replay') : <FreshnessTag lastAt={fix?.at ?? null} />}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitor.nextStop')}>
            {!finished && nextStop ? nameIn(locale, nextStop) : t('common.none')}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitor.eta')}>
            {finished ? t('common.none') : <EtaText seconds={fix?.etaSeconds ?? null} />}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitor.lateness')}>
            <LatenessTag minutes={fix?.lateMinutes ?? live.data?.lateMinutes ?? 0} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        {track.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title={t(finished ? 'monitor.noRecordedTrack' : 'monitor.noTrack')}
            style={{ marginBlockEnd: 16 }}
          />
        ) : null}
        <MapCanvas label={t('monitor.trackLabel')} height={460} fitTo={bounds}>
          {/* The zones, faint under the route and the bus, as on the overview (ADR 0062). */}
          <ZoneShapes zones={zones.data ?? []} light />
          {stops.length > 1 ? <Polyline positions={stops} color="#94a3b8" dashArray="6 6" /> : null}
          {trip.stops.map((stop, i) => (
            <Marker
              key={stop.stopId}
              position={[stop.lat, stop.lng]}
              icon={mapPin({ label: i + 1 })}
              title={nameIn(locale, stop)}
              // Display only (the details page lists the stops): no click or Tab stop on the map.
              interactive={false}
              keyboard={false}
            />
          ))}
          {shown.length > 1 ? (
            <Polyline positions={shown.map((p) => [p.lat, p.lng] as [number, number])} color="#0f766e" />
          ) : null}
          {bus ? (
            <Marker
              position={[bus.lat, bus.lng]}
              icon={busMarker(finished ? FRESHNESS_COLORS.live : FRESHNESS_COLORS[freshness])}
              title={trip.bus.plateNumber}
              zIndexOffset={1000}
              interactive={false}
              keyboard={false}
            />
          ) : null}
        </MapCanvas>
        {finished && track.length > 0 ? (
          <div style={{ marginBlockStart: 16 }}>
            <ReplayControl track={track} index={index} onChange={setReplayAt} />
          </div>
        ) : null}
      </Card>
    </Flex>
  );
}

/** The trip on the map: route and stops, the bus moving live with the ETA; a replay once finished. */
export default function TripTrackingMapPage() {
  const { t } = useTranslation('trips');
  const { id = '' } = useParams();
  const { trip, live } = useLiveTrip(id);
  return (
    <>
      <LiveTripHeader
        trip={trip.data}
        backTo={pathTo('monitor-overview')}
        other={{ path: pathTo('trip-details', { id }), label: t('monitor.openDetails') }}
      />
      <LoadedRecord query={trip}>{(data) => <TrackingMap trip={data} live={live} />}</LoadedRecord>
    </>
  );
}
