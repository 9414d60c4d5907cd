import {
  DISRUPTION_REASONS,
  DISRUPTION_STATUSES,
  type Disruption,
} from '@rihla/shared/contracts/disruptions';
import { driverNameOf } from '@rihla/shared/contracts/drivers';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Select, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisruptions } from '../features/disruptions/api/get-disruptions';
import { TripStatusTag } from '../features/trips/components/trip-status-tag';

const FILTERS = ['status', 'reason'] as const;

export default function DisruptedTripListPage() {
  const { t } = useTranslation('trips');
  const { localePath, locale } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const disruptions = useDisruptions(apiParams);
  const tableProps = useListTableProps<(typeof FILTERS)[number], Disruption>(
    query,
    update,
    disruptions.data?.total,
  );

  const columns: TableColumnsType<Disruption> = [
    {
      ...sortableColumn('occurredAt', query.sort),
      title: t('disruption.occurredAt'),
      render: (_, d) => <DateTimeText value={d.occurredAt} />,
    },
    {
      key: 'trip',
      title: t('disruption.trip'),
      render: (_, d) => (
        <Link to={localePath(pathTo('disrupted-trip-update', { id: d.id }))}>{d.trip.name}</Link>
      ),
    },
    { key: 'bus', title: t('fields.bus'), render: (_, d) => <Ltr>{d.trip.busPlate}</Ltr> },
    { key: 'driver', title: t('fields.driver'), render: (_, d) => driverNameOf(locale, d.trip) },
    {
      ...sortableColumn('reason', query.sort),
      title: t('disruption.reason'),
      render: (_, d) => t(`reason.${d.reason}`),
    },
    {
      ...sortableColumn('minutesLost', query.sort),
      title: t('disruption.minutesLost'),
      render: (_, d) => t('common.minutes', { count: d.minutesLost }),
    },
    {
      key: 'tripStatus',
      title: t('fields.status'),
      render: (_, d) => <TripStatusTag status={d.trip.status} />,
    },
    {
      ...sortableColumn('status', query.sort),
      title: t('disruption.resolution'),
      render: (_, d) => (
        <Tag color={d.status === 'open' ? 'error' : 'success'}>{t(`disruptionStatus.${d.status}`)}</Tag>
      ),
    },
  ];

  return (
    <ListPageLayout
      title={t('disruption.listTitle')}
      exportHref={csvExportUrl('disruptions', apiParams)}
      error={disruptions.error}
      onRetry={() => disruptions.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('disruption.searchPlaceholder')}
          />
          <Select
            allowClear
            aria-label={t('fields.status')}
            placeholder={t('disruption.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={DISRUPTION_STATUSES.map((s) => ({ value: s, label: t(`disruptionStatus.${s}`) }))}
            style={{ minInlineSize: 140 }}
          />
          <Select
            allowClear
            aria-label={t('disruption.reason')}
            placeholder={t('disruption.allReasons')}
            value={query.filters.reason}
            onChange={(reason?: string) => update({ filters: { reason } })}
            options={DISRUPTION_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
            style={{ minInlineSize: 160 }}
          />
        </>
      }
    >
      <ListTable<Disruption>
        list="disruptions"
        columns={columns}
        dataSource={disruptions.data?.items}
        loading={disruptions.isFetching}
        {...tableProps}
      />
    </ListPageLayout>
  );
}
