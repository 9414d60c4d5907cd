import { driverNameIn } from '@rihla/shared/contracts/drivers';
import { TRIP_STATUSES, type Trip } from '@rihla/shared/contracts/trips';
import { nameIn } from '@rihla/shared/format/name-in';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link, useNavigate } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { DateText } from '@rihla/shared/ui/date-text';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Button, Select, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useTrips } from '../features/trips/api/get-trips';
import { BusSelect, DriverSelect, SchoolSelect } from '../features/trips/components/pickers';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';

export const TRIP_LIST_FILTERS = ['date', 'status', 'schoolId', 'busId', 'driverId', 'seriesId'] as const;

export default function TripListPage() {
  const { t } = useTranslation('trips');
  const { can, localePath, locale } = useShell();
  const navigate = useNavigate();
  const { query, update, apiParams } = useListQueryParams(TRIP_LIST_FILTERS);
  const trips = useTrips(apiParams);
  const tableProps = useListTableProps<(typeof TRIP_LIST_FILTERS)[number], Trip>(
    query,
    update,
    trips.data?.total,
  );
  const filter = (key: (typeof TRIP_LIST_FILTERS)[number]) => (value?: string | null) =>
    update({ filters: { [key]: value ?? undefined } });

  const columns: TableColumnsType<Trip> = [
    {
      ...sortableColumn('date', query.sort),
      title: t('fields.date'),
      render: (_, trip) => <DateText value={trip.date} hijri={false} />,
    },
    {
      ...sortableColumn('departureTime', query.sort),
      title: t('fields.departureTime'),
      render: (_, trip) => <Ltr>{`${trip.departureTime}–${trip.arrivalTime}`}</Ltr>,
    },
    {
      ...sortableColumn('name', query.sort),
      title: t('fields.name'),
      render: (_, trip) => <Link to={localePath(pathTo('trip-update', { id: trip.id }))}>{trip.name}</Link>,
    },
    { key: 'direction', title: t('fields.direction'), render: (_, trip) => t(`direction.${trip.direction}`) },
    {
      key: 'school',
      title: t('fields.school'),
      render: (_, trip) => nameIn(locale, trip.school),
    },
    { key: 'bus', title: t('fields.bus'), render: (_, trip) => <Ltr>{trip.bus.plateNumber}</Ltr> },
    { key: 'driver', title: t('fields.driver'), render: (_, trip) => driverNameIn(locale, trip.driver) },
    {
      key: 'riders',
      title: t('fields.riders'),
      render: (_, trip) => t('list.ridersOf', { riders: trip.riderCount, students: trip.studentCount }),
    },
    {
      ...sortableColumn('status', query.sort),
      title: t('fields.status'),
      render: (_, trip) => <TripStatusTag status={trip.status} />,
    },
  ];

  return (
    <ListPageLayout
      title={t('list.title')}
      exportHref={csvExportUrl('trips', apiParams)}
      add={can('trips:write') ? { label: t('list.add'), path: pathTo('trip-add') } : undefined}
      actions={
        can('trips:write') ? (
          <Button onClick={() => navigate(localePath(pathTo('route-planner')))}>{t('planner.title')}</Button>
        ) : null
      }
      error={trips.error}
      onRetry={() => trips.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('list.searchPlaceholder')}
          />
          <DateInput
            calendars={false}
            aria-label={t('fields.date')}
            placeholder={t('list.anyDate')}
            value={query.filters.date ? dayjs(query.filters.date) : null}
            onChange={(value) => filter('date')(value ? value.format('YYYY-MM-DD') : undefined)}
            style={{ inlineSize: 160 }}
          />
          <Select
            allowClear
            aria-label={t('fields.status')}
            placeholder={t('list.allStatuses')}
            value={query.filters.status}
            onChange={filter('status')}
            options={TRIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            style={{ minInlineSize: 150 }}
          />
          <SchoolSelect
            allowClear
            aria-label={t('fields.school')}
            placeholder={t('list.allSchools')}
            value={query.filters.schoolId}
            onChange={filter('schoolId')}
            style={{ minInlineSize: 200 }}
          />
          {/* A school's staff read no fleet: their trips are filtered by date, status and school. */}
          {can('fleet:read') ? (
            <>
              <BusSelect
                allowClear
                aria-label={t('fields.bus')}
                placeholder={t('list.allBuses')}
                value={query.filters.busId}
                onChange={filter('busId')}
                style={{ minInlineSize: 150 }}
              />
              <DriverSelect
                allowClear
                aria-label={t('fields.driver')}
                placeholder={t('list.allDrivers')}
                value={query.filters.driverId}
                onChange={filter('driverId')}
                style={{ minInlineSize: 180 }}
              />
            </>
          ) : null}
        </>
      }
    >
      <ListTable<Trip>
        list="trips"
        columns={columns}
        dataSource={trips.data?.items}
        loading={trips.isFetching}
        {...tableProps}
      />
    </ListPageLayout>
  );
}
