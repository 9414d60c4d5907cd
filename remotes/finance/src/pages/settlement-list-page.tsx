import { SETTLEMENT_STATUSES, type Settlement } from '@rihla/shared/contracts/settlements';
import { formatGregorian } from '@rihla/shared/format/date';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useList } from '../features/api';
import { Money } from '../features/money';
import { SettlementStatusTag } from '../features/settlement-status-tag';

const FILTERS = ['status'] as const;

export default function SettlementListPage() {
  const { t } = useTranslation('finance');
  const { can, localePath } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const settlements = useList<Settlement>('settlements', apiParams);
  const tableProps = useListTableProps<(typeof FILTERS)[number], Settlement>(
    query,
    update,
    settlements.data?.total,
  );
  const columns: TableColumnsType<Settlement> = [
    {
      ...sortableColumn('number', query.sort),
      title: t('settlement.fields.number'),
      render: (_, s) => (
        <Link to={localePath(pathTo('settlement-details', { id: s.id }))}>
          <Ltr>#{s.number}</Ltr>
        </Link>
      ),
    },
    { key: 'driver', title: t('settlement.fields.driver'), render: (_, s) => s.driverName },
    {
      ...sortableColumn('periodStart', query.sort),
      title: t('settlement.fields.period'),
      render: (_, s) => (
        <Ltr>
          {formatGregorian(s.periodStart)} – {formatGregorian(s.periodEnd)}
        </Ltr>
      ),
    },
    { key: 'trips', title: t('settlement.fields.trips'), render: (_, s) => s.tripCount },
    {
      ...sortableColumn('netHalalas', query.sort),
      title: t('settlement.fields.net'),
      render: (_, s) => <Money halalas={s.netHalalas} />,
    },
    {
      key: 'status',
      title: t('settlement.fields.status'),
      render: (_, s) => <SettlementStatusTag status={s.status} />,
    },
  ];
  return (
    <ListPageLayout
      title={t('settlement.list.title')}
      exportHref={csvExportUrl('settlements', apiParams)}
      add={
        can('finance:write')
          ? { label: t('settlement.list.new'), path: pathTo('settlement-compose') }
          : undefined
      }
      error={settlements.error}
      onRetry={() => settlements.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('settlement.list.search')}
          />
          <Select
            allowClear
            aria-label={t('settlement.fields.status')}
            placeholder={t('settlement.list.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={SETTLEMENT_STATUSES.map((s) => ({ value: s, label: t(`settlement.status.${s}`) }))}
            style={{ minInlineSize: 160 }}
          />
        </>
      }
    >
      <Table<Settlement>
        rowKey="id"
        columns={columns}
        dataSource={settlements.data?.items}
        loading={settlements.isFetching}
        {...tableProps}
      />
    </ListPageLayout>
  );
}
