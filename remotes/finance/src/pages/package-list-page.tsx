import type { Package, PackageInput } from '@rihla/shared/contracts/packages';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Button, Form, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nameIn, useFinanceMutation, useList } from '../features/api';
import { Money } from '../features/money';
import {
  EMPTY_PACKAGE,
  PACKAGE_FORM_FIELDS,
  PackageForm,
  type PackageFormValues,
  toPackageInput,
} from '../features/packages/package-form';

const FILTERS = ['active'] as const;

/** Packages with their price and options; a new one is created in place above the list. */
export default function PackageListPage() {
  const { t } = useTranslation('finance');
  const { api, can, locale, localePath } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const packages = useList<Package>('packages', apiParams);
  const tableProps = useListTableProps<(typeof FILTERS)[number], Package>(
    query,
    update,
    packages.data?.total,
  );
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<PackageFormValues>();
  const onError = useSaveErrorHandler(form, PACKAGE_FORM_FIELDS);
  const create = useFinanceMutation(
    (input: PackageInput): Promise<Package> => api.post('packages', { json: input }).json(),
    (saved) => t('package.created', { name: nameIn(locale, saved) }),
    true,
  );

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
    <ListPageLayout
      title={t('package.list.title')}
      exportHref={csvExportUrl('packages', apiParams)}
      error={packages.error}
      onRetry={() => packages.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('package.list.search')}
          />
          <Select
            allowClear
            aria-label={t('package.fields.active')}
            placeholder={t('package.list.allStates')}
            value={query.filters.active}
            onChange={(active?: string) => update({ filters: { active } })}
            options={[
              { value: 'true', label: t('package.active') },
              { value: 'false', label: t('package.inactive') },
            ]}
            style={{ minInlineSize: 160 }}
          />
          {can('finance:write') && !creating && (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('package.list.new')}
            </Button>
          )}
        </>
      }
    >
      {creating && (
        <section aria-label={t('package.list.new')} style={{ marginBlockEnd: 16 }}>
          <PackageForm
            form={form}
            initialValues={EMPTY_PACKAGE}
            submitting={create.isPending}
            onFinish={(values) =>
              create.mutate(toPackageInput(values), {
                onSuccess: () => {
                  form.resetFields();
                  setCreating(false);
                },
                onError,
              })
            }
            onCancel={() => setCreating(false)}
          />
        </section>
      )}
      <Table<Package>
        rowKey="id"
        columns={columns}
        dataSource={packages.data?.items}
        loading={packages.isFetching}
        {...tableProps}
      />
    </ListPageLayout>
  );
}
