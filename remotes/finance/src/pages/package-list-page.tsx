import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackages } from '../features/packages/api/get-packages';
import { PackageCreate } from '../features/packages/components/package-create';
import { PackageTable } from '../features/packages/components/package-table';
import { usePackageListQuery } from '../features/packages/hooks/use-package-list-query';

/** Packages with their price and options; a new one is created in place above the list. */
export default function PackageListPage() {
  const { t } = useTranslation('finance');
  const { can } = useShell();
  const { query, update, apiParams } = usePackageListQuery();
  const packages = usePackages(apiParams);
  const [creating, setCreating] = useState(false);

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
      {creating && <PackageCreate onClose={() => setCreating(false)} />}
      <PackageTable data={packages.data} loading={packages.isFetching} query={query} update={update} />
    </ListPageLayout>
  );
}
