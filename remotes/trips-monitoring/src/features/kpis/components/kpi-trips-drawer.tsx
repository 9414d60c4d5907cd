import { driverNameOf } from '@rihla/shared/contracts/drivers';
import type { KpiFigure, KpiTrip } from '@rihla/shared/contracts/kpis';
import { nameIn } from '@rihla/shared/format/name-in';
import { formatNumber } from '@rihla/shared/format/number';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { CsvExportLink } from '@rihla/shared/ui/csv-export-link';
import { DateText } from '@rihla/shared/ui/date-text';
import { useErrorDetail } from '@rihla/shared/ui/error-detail';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Alert, Drawer, Flex, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useKpiTrips } from '../api/get-kpi-trips';

interface KpiTripsDrawerProps {
  figure: KpiFigure | undefined;
  params: URLSearchParams;
  page: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
  onClose(): void;
}

/** The trips behind one figure, each with its own figures and a link to its details. */
export function KpiTripsDrawer({ figure, params, page, pageSize, onPage, onClose }: KpiTripsDrawerProps) {
  const { t } = useTranslation('trips');
  const { locale, localePath } = useShell();
  const detail = useErrorDetail();
  const trips = useKpiTrips(params, figure !== undefined);
  const n = (value: number, digits = 0) => formatNumber(value, locale, { maximumFractionDigits: digits });

  const columns: TableColumnsType<KpiTrip> = [
    {
      key: 'date',
      title: t('fields.date'),
      render: (_, trip) => <DateText value={trip.date} hijri={false} />,
    },
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, trip) => (
        <Link to={localePath(pathTo('trip-details', { id: trip.tripId }))}>{trip.name}</Link>
      ),
    },
    {
      key: 'school',
      title: t('fields.school'),
      render: (_, trip) => nameIn(locale, { nameAr: trip.schoolNameAr, nameEn: trip.schoolNameEn }),
    },
    { key: 'bus', title: t('fields.bus'), render: (_, trip) => <Ltr>{trip.busPlate}</Ltr> },
    { key: 'driver', title: t('fields.driver'), render: (_, trip) => driverNameOf(locale, trip) },
    {
      key: 'schoolArrival',
      title: t('kpis.schoolArrival'),
      render: (_, trip) =>
        trip.schoolArrival === null ? (
          '—'
        ) : (
          <Tag color={trip.schoolArrival === 'late' ? 'orange' : 'green'}>
            {t(`kpis.arrival.${trip.schoolArrival}`)}
            {trip.schoolArrival === 'late'
              ? ` · ${t('kpis.trips.minutes', { count: trip.schoolLateMinutes })}`
              : ''}
          </Tag>
        ),
    },
    {
      key: 'stops',
      title: t('kpis.stopsLate'),
      render: (_, trip) =>
        `${n(trip.stopsLate)} / ${n(trip.stopsOnTime + trip.stopsLate + trip.stopsUnrecorded)}`,
    },
    { key: 'km', title: t('kpis.kilometres'), render: (_, trip) => n(trip.kilometres, 1) },
    { key: 'minutes', title: t('kpis.serviceMinutes'), render: (_, trip) => n(trip.serviceMinutes) },
    {
      key: 'riders',
      title: t('kpis.riders'),
      render: (_, trip) => `${n(trip.riders)} / ${n(trip.capacity)}`,
    },
    { key: 'noShows', title: t('kpis.noShows'), render: (_, trip) => n(trip.noShows) },
    { key: 'alerts', title: t('kpis.alerts'), render: (_, trip) => n(trip.alerts) },
  ];

  return (
    <Drawer
      open={figure !== undefined}
      onClose={onClose}
      width="min(1100px, 100vw)"
      title={figure ? t('kpis.trips.title', { figure: t(`kpis.trips.of.${figure}`) }) : ''}
      destroyOnHidden
    >
      <Flex justify="end" style={{ marginBlockEnd: 12 }}>
        <CsvExportLink href={csvExportUrl('kpis/trips', params)} />
      </Flex>
      {trips.error ? (
        <Alert type="error" showIcon title={t('kpis.trips.failed')} description={detail(trips.error)} />
      ) : (
        <Table<KpiTrip>
          size="small"
          rowKey="tripId"
          columns={columns}
          dataSource={trips.data?.items}
          loading={trips.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('kpis.trips.none') }}
          pagination={{
            current: page,
            pageSize,
            total: trips.data?.total ?? 0,
            onChange: onPage,
            showSizeChanger: true,
          }}
        />
      )}
    </Drawer>
  );
}
