import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Parent } from '@rihla/shared/contracts/parents';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParentListFilter } from '../hooks/use-parent-list-query';
import { BalanceText } from './balance-text';

interface ParentTableProps {
  data: ListResponse<Parent> | undefined;
  loading: boolean;
  query: ListQuery<ParentListFilter>;
  update(patch: ListQueryPatch<ParentListFilter>): void;
}

export function ParentTable({ data, loading, query, update }: ParentTableProps) {
  const { t } = useTranslation('families');
  const { localePath, locale } = useShell();
  const tableProps = useListTableProps<ParentListFilter, Parent>(query, update, data?.total);

  const columns: TableColumnsType<Parent> = [
    {
      ...sortableColumn('name', query.sort),
      title: t('parent.fields.name'),
      render: (_, p) => <Link to={localePath(pathTo('parent-details', { id: p.id }))}>{p.name}</Link>,
    },
    { key: 'phone', title: t('parent.fields.phone'), render: (_, p) => <Ltr>{p.phone}</Ltr> },
    {
      key: 'children',
      title: t('parent.fields.children'),
      render: (_, p) =>
        p.children.length === 0
          ? t('common.none')
          : p.children.map((c) => (
              <Tag key={c.id} bordered={false}>
                {nameIn(locale, c)}
              </Tag>
            )),
    },
    {
      key: 'email',
      title: t('parent.fields.email'),
      render: (_, p) => (p.email ? <Ltr>{p.email}</Ltr> : t('common.none')),
    },
    {
      ...sortableColumn('balanceHalalas', query.sort),
      title: t('parent.fields.balance'),
      render: (_, p) => <BalanceText halalas={p.balanceHalalas} />,
    },
  ];

  return (
    <ListTable<Parent>
      list="parents"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
