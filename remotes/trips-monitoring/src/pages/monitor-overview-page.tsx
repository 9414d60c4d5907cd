import type { BusLive } from '@rihla/shared/contracts/monitoring';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Ltr } from '@rihla/shared/ui/ltr';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { isOlderFix, useNewestFixes } from '@rihla/shared/ui/use-newest-fixes';
import { Button, Card, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveBuses } from '../features/monitoring/api/get-live-buses';
import { BusClusterLayer } from '../features/monitoring/components/bus-cluster-layer';
import type { MapBus } from '../features/monitoring/components/bus-index';
import { FreshnessTag, useNow } from '../features/monitoring/components/freshness-tag';
import { EtaText, LatenessTag } from '../features/monitoring/components/lateness-tag';
import { MapLegend } from '../features/monitoring/components/map-legend';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';
import { useZones } from '../features/zones/api/zones-api';
import { ZoneShapes } from '../features/zones/components/zone-shapes';

/** Above this many buses the list is virtualised. */
const VIRTUAL_FROM_ROWS = 20;

/** The south-west and north-east corners around the buses: fitting them fits every bus. */
function cornersOf(buses: readonly MapBus[]): [[number, number], [number, number]] | null {
  if (buses.length === 0) return null;
  let [south, west, north, east] = [90, 180, -90, -180];
  for (const { lat, lng } of buses) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

export default function MonitorOverviewPage() {
  const { t } = useTranslation('trips');
  const { localePath, can } = useShell();
  const navigate = useNavigate();
  const buses = useLiveBuses();
  const zones = useZones();
  const fixes = useNewestFixes();
  const now = useNow();
  // Each bus where its newest fix puts it, the loaded one or a later one from the feed.
  const rows = useMemo(
    () =>
      (buses.data ?? []).map((bus) => {
        const fix = fixes.get(bus.busId);
        return fix && !isOlderFix(fix, bus) ? { ...bus, ...fix } : bus;
      }),
    [buses.data, fixes],
  );
  const placed = useMemo(
    () => rows.filter((bus): bus is typeof bus & MapBus => bus.lat !== null && bus.lng !== null),
    [rows],
  );
  // Refit when the set of buses changes, not on each move: to the corners of where they are.
  const fitKey = placed.map((bus) => bus.busId).join();
  const bounds = useMemo(() => cornersOf(placed), [fitKey]);
  const openTrip = useCallback(
    (tripId: string) => navigate(localePath(pathTo('trip-tracking-map', { id: tripId }))),
    [navigate, localePath],
  );

  const columns: TableColumnsType<BusLive> = [
    { key: 'plate', title: t('fields.bus'), render: (_, bus) => <Ltr>{bus.plateNumber}</Ltr> },
    {
      key: 'trip',
      title: t('monitor.trip'),
      render: (_, bus) => (
        <Link to={localePath(pathTo('trip-tracking-map', { id: bus.tripId }))}>{bus.tripName}</Link>
      ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, bus) => <TripStatusTag status={bus.tripStatus} />,
    },
    { key: 'signal', title: t('monitor.signal'), render: (_, bus) => <FreshnessTag lastAt={bus.at} /> },
    {
      key: 'late',
      title: t('monitor.lateness'),
      render: (_, bus) => <LatenessTag minutes={bus.lateMinutes} />,
    },
    { key: 'eta', title: t('monitor.eta'), render: (_, bus) => <EtaText seconds={bus.etaSeconds} /> },
    { key: 'onBoard', title: t('monitor.onBoard'), render: (_, bus) => bus.onBoard },
    {
      key: 'crewApp',
      title: t('monitor.crewApp.column'),
      render: (_, bus) =>
        bus.crewOnline ? (
          <Tag color="blue">{t('monitor.crewApp.online')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('monitor.crewApp.offline')}</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('monitor.overviewTitle')}
        actions={
          <>
            <Button onClick={() => navigate(localePath(pathTo('trips-status')))}>
              {t('monitor.statusTitle')}
            </Button>
            <Button onClick={() => navigate(localePath(pathTo('on-board')))}>{t('onBoard.open')}</Button>
            {can('trips:read') ? (
              <Button onClick={() => navigate(localePath(pathTo('alert-centre')))}>
                {t('alerts.title')}
              </Button>
            ) : null}
          </>
        }
      />
      {buses.error ? <LoadErrorResult error={buses.error} onRetry={() => buses.refetch()} /> : null}
      <Flex vertical gap={16}>
        <Card title={t('monitor.busesOnRoad', { number: rows.length })}>
          <MapCanvas label={t('monitor.mapLabel')} height={420} fitTo={bounds}>
            {/* The zones, faint under the buses (ADR 0062). */}
            <ZoneShapes zones={zones.data ?? []} light />
            <BusClusterLayer buses={placed} now={now} onOpen={openTrip} />
          </MapCanvas>
          <div style={{ marginBlockStart: 12 }}>
            <MapLegend />
          </div>
        </Card>
        <Card>
          <Table<BusLive>
            rowKey="busId"
            columns={columns}
            dataSource={rows}
            loading={buses.isLoading}
            pagination={false}
            // A fleet of thousands: only the rows in view are in the page. A short list stays a plain
            // table (an empty scroll box with nothing to focus would trap keyboard users).
            virtual={rows.length > VIRTUAL_FROM_ROWS}
            scroll={rows.length > VIRTUAL_FROM_ROWS ? { x: 960, y: 480 } : { x: 'max-content' }}
            locale={{ emptyText: t('monitor.noBuses') }}
          />
        </Card>
      </Flex>
    </>
  );
}
