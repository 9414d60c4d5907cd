import type { ListResponse } from '@rihla/shared/contracts/common';
import { driverNameOf } from '@rihla/shared/contracts/drivers';
import type { Settlement } from '@rihla/shared/contracts/settlements';
import { formatGregorian } from '@rihla/shared/format/date';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementListFilter } from '../hooks/use-settlement-list-query';
import { SettlementStatusTag } from './settlement-status-tag';

interface SettlementTableProps {
  data: ListResponse<Settlement> | undefined;
  loading: boolean;
  query: ListQuery<SettlementListFilter>;
  update(patch: ListQueryPatch<SettlementListFilter>): void;
}

/** Settlements by number, each opening its statement. */
export function SettlementTable({ data, loading, query, update }: SettlementTableProps) {
  const { t } = useTranslation('finance');
  const { localePath, locale } = useShell();
  const tableProps = useListTableProps<SettlementListFilter, Settlement>(query, update, data?.total);
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
    { key: 'driver', title: t('settlement.fields.driver'), render: (_, s) => driverNameOf(locale, s) },
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
    <ListTable<Settlement>
      list="settlements"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
