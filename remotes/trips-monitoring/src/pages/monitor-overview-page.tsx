import type { BusLive } from '@rihla/shared/contracts/monitoring';
import { freshnessOf } from '@rihla/shared/contracts/monitoring-screens';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Ltr } from '@rihla/shared/ui/ltr';
import { MapCanvas } from '@rihla/shared/ui/map/map-canvas';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useLiveFeed } from '@rihla/shared/ui/use-live-feed';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Tooltip } from 'react-leaflet';
import { Link, useNavigate } from 'react-router';
import { busMarker } from '../features/monitoring/components/bus-marker';
import { FRESHNESS_COLORS, FreshnessTag, useNow } from '../features/monitoring/components/freshness-tag';
import { EtaText, LatenessTag } from '../features/monitoring/components/lateness-tag';
import { monitorKeys, useLiveBuses } from '../features/monitoring/monitoring-api';
import { useLiveInvalidate } from '../features/monitoring/use-live-invalidate';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';

type Fix = Pick<BusLive, 'lat' | 'lng' | 'speedKmh' | 'at' | 'lateMinutes' | 'etaSeconds'>;
/** Fixes arrive up to once a second per bus; the map is redrawn at most this often. */
const FLUSH_MS = 1_000;

/** A fix overtaken by a newer one of its bus (a slower connection) still arrives: it does not move the bus back. */
const isOlder = (fix: Fix, than: Fix | undefined) => !!than?.at && !!fix.at && fix.at < than.at;

/** The latest fix of each bus from the feed, coalesced per bus and applied once a second. */
function useLiveFixes(): Map<string, Fix> {
  const pending = useRef(new Map<string, Fix>());
  const [fixes, setFixes] = useState(() => new Map<string, Fix>());
  useLiveFeed((event) => {
    if (event.kind !== 'position') return;
    const p = event.data as Fix & { busId: string };
    if (!isOlder(p, pending.current.get(p.busId))) pending.current.set(p.busId, p);
  });
  useEffect(() => {
    const timer = setInterval(() => {
      if (pending.current.size === 0) return;
      const batch = pending.current;
      pending.current = new Map();
      setFixes((previous) => {
        const next = new Map(previous);
        for (const [busId, fix] of batch) if (!isOlder(fix, previous.get(busId))) next.set(busId, fix);
        return next;
      });
    }, FLUSH_MS);
    return () => clearInterval(timer);
  }, []);
  return fixes;
}

export default function MonitorOverviewPage() {
  const { t } = useTranslation('trips');
  const { localePath } = useShell();
  const navigate = useNavigate();
  const buses = useLiveBuses();
  const fixes = useLiveFixes();
  const now = useNow();
  // A trip starting or ending changes which buses are on the road.
  useLiveInvalidate(
    [monitorKeys.buses],
    (event) => event.kind === 'trip_event' || event.kind === 'status' || event.kind === 'plan',
  );
  const rows = useMemo(
    () => (buses.data ?? []).map((bus) => ({ ...bus, ...(fixes.get(bus.busId) ?? {}) })),
    [buses.data, fixes],
  );
  const placed = rows.filter((bus) => bus.lat !== null && bus.lng !== null);
  const fitTo = placed.length > 0 ? placed.map((bus) => [bus.lat!, bus.lng!] as [number, number]) : null;
  // Refit when the set of buses changes, not on each move.
  const fitKey = placed.map((bus) => bus.busId).join();
  const bounds = useMemo(() => fitTo, [fitKey]);

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
            <Button onClick={() => navigate(localePath(pathTo('alert-centre')))}>{t('alerts.title')}</Button>
          </>
        }
      />
      {buses.error ? <LoadErrorResult error={buses.error} onRetry={() => buses.refetch()} /> : null}
      <Flex vertical gap={16}>
        <Card title={t('monitor.busesOnRoad', { count: rows.length })}>
          <MapCanvas label={t('monitor.mapLabel')} height={420} fitTo={bounds}>
            {placed.map((bus) => (
              <Marker
                key={bus.busId}
                position={[bus.lat!, bus.lng!]}
                icon={busMarker(FRESHNESS_COLORS[freshnessOf(bus.at, now)])}
                title={bus.plateNumber}
                eventHandlers={{
                  click: () => navigate(localePath(pathTo('trip-tracking-map', { id: bus.tripId }))),
                }}
              >
                <Tooltip direction="top">
                  {bus.plateNumber} · {bus.tripName} · {t(`monitor.freshness.${freshnessOf(bus.at, now)}`)}
                </Tooltip>
              </Marker>
            ))}
          </MapCanvas>
        </Card>
        <Card>
          <Table<BusLive>
            rowKey="busId"
            columns={columns}
            dataSource={rows}
            loading={buses.isLoading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('monitor.noBuses') }}
          />
        </Card>
      </Flex>
    </>
  );
}
