import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Package } from '@rihla/shared/contracts/packages';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Money } from '@rihla/shared/ui/money';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PackageListFilter } from '../hooks/use-package-list-query';

interface PackageTableProps {
  data: ListResponse<Package> | undefined;
  loading: boolean;
  query: ListQuery<PackageListFilter>;
  update(patch: ListQueryPatch<PackageListFilter>): void;
}

/** Packages with their price and options; the name opens the package's form for who may write. */
export function PackageTable({ data, loading, query, update }: PackageTableProps) {
  const { t } = useTranslation('finance');
  const { can, locale, localePath } = useShell();
  const tableProps = useListTableProps<PackageListFilter, Package>(query, update, data?.total);

  const columns: TableColumnsType<Package> = [
    {
      ...sortableColumn(locale === 'ar' ? 'nameAr' : 'nameEn', query.sort),
      title: t('package.fields.name'),
      render: (_, p) =>
        can('finance:write') ? (
          <Link to={localePath(pathTo('package-update', { id: p.id }))}>{nameIn(locale, p)}</Link>
        ) : (
          nameIn(locale, p)
        ),
    },
    {
      ...sortableColumn('priceHalalas', query.sort),
      title: t('package.fields.price'),
      render: (_, p) => <Money halalas={p.priceHalalas} />,
    },
    { key: 'period', title: t('package.fields.period'), render: (_, p) => t(`package.period.${p.period}`) },
    {
      key: 'tripType',
      title: t('package.fields.tripType'),
      render: (_, p) => t(`package.tripType.${p.tripType}`),
    },
    {
      key: 'siblingDiscountPercent',
      title: t('package.fields.siblingDiscountPercent'),
      render: (_, p) => `${p.siblingDiscountPercent}%`,
    },
    { key: 'instalments', title: t('package.fields.instalments'), render: (_, p) => p.instalments },
    {
      key: 'active',
      title: t('package.fields.active'),
      render: (_, p) => (
        <Tag color={p.active ? 'green' : undefined}>
          {t(p.active ? 'package.active' : 'package.inactive')}
        </Tag>
      ),
    },
  ];

  return (
    <ListTable<Package>
      list="packages"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      {...tableProps}
    />
  );
}
