import { driverNameOf } from '@rihla/shared/contracts/drivers';
import type { MonitorTrip } from '@rihla/shared/contracts/monitoring-screens';
import { TRIP_STATUSES, type TripStatus } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useSearchParams } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useListColumns } from '@rihla/shared/ui/list-columns';
import { LoadErrorResult } from '@rihla/shared/ui/load-error-result';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { Card, Flex, Select, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMonitorToday } from '../features/monitoring/api/get-monitor-today';
import { FreshnessTag } from '../features/monitoring/components/freshness-tag';
import { EtaText, LatenessTag } from '../features/monitoring/components/lateness-tag';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';

const ACTIVE: readonly TripStatus[] = ['in_progress', 'disrupted'];

/** Today's trips as they run: status, lateness against the plan, next stop and ETA, riders on board. */
export default function MonitorTripsPage() {
  const { t } = useTranslation('trips');
  const { localePath, locale } = useShell();
  const [params, setParams] = useSearchParams();
  const status = TRIP_STATUSES.find((s) => s === params.get('status'));
  const today = useMonitorToday();
  const rows = (today.data?.trips ?? []).filter((trip) => !status || trip.status === status);

  const columns: TableColumnsType<MonitorTrip> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, trip) => <Link to={localePath(pathTo('trip-details', { id: trip.id }))}>{trip.name}</Link>,
    },
    { key: 'status', title: t('fields.status'), render: (_, trip) => <TripStatusTag status={trip.status} /> },
    {
      key: 'time',
      title: t('fields.departureTime'),
      render: (_, trip) => <Ltr>{`${trip.departureTime}–${trip.arrivalTime}`}</Ltr>,
    },
    { key: 'bus', title: t('fields.bus'), render: (_, trip) => <Ltr>{trip.plateNumber}</Ltr> },
    { key: 'driver', title: t('fields.driver'), render: (_, trip) => driverNameOf(locale, trip) },
    {
      key: 'late',
      title: t('monitor.lateness'),
      render: (_, trip) =>
        ACTIVE.includes(trip.status) || trip.lateMinutes > 0 ? (
          <LatenessTag minutes={trip.lateMinutes} />
        ) : null,
    },
    {
      key: 'next',
      title: t('monitor.nextStop'),
      render: (_, trip) =>
        trip.nextStop ? (
          <Space size={4}>
            {nameIn(locale, trip.nextStop)}
            <span>·</span>
            <EtaText seconds={trip.etaSeconds} />
          </Space>
        ) : null,
    },
    { key: 'onBoard', title: t('monitor.onBoard'), render: (_, trip) => trip.onBoard },
    {
      key: 'signal',
      title: t('monitor.signal'),
      render: (_, trip) => (ACTIVE.includes(trip.status) ? <FreshnessTag lastAt={trip.lastAt} /> : null),
    },
    {
      key: 'map',
      title: t('monitor.map'),
      render: (_, trip) => (
        <Link to={localePath(pathTo('trip-tracking-map', { id: trip.id }))}>{t('monitor.openMap')}</Link>
      ),
    },
  ];

  const listColumns = useListColumns('monitor-trips', columns);
  return (
    <>
      <PageHeader title={t('monitor.tripsTitle')} backTo={pathTo('trips-status')} />
      {today.error ? <LoadErrorResult error={today.error} onRetry={() => today.refetch()} /> : null}
      <Card>
        <Flex gap="middle" wrap align="center" style={{ marginBlockEnd: 16 }}>
          <Select
            allowClear
            aria-label={t('fields.status')}
            placeholder={t('list.allStatuses')}
            value={status}
            onChange={(next?: string) => setParams(next ? { status: next } : {})}
            options={TRIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minInlineSize: 160 }}
          />
          {listColumns.chooser}
        </Flex>
        <Table<MonitorTrip>
          rowKey="id"
          columns={listColumns.columns}
          dataSource={rows}
          loading={today.isLoading}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('monitor.noTrips') }}
        />
      </Card>
    </>
  );
}
