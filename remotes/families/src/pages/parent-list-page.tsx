import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParents } from '../features/parents/api/get-parents';
import { ParentTable } from '../features/parents/components/parent-table';
import { useParentListQuery } from '../features/parents/hooks/use-parent-list-query';

export default function ParentListPage() {
  const { t } = useTranslation('families');
  const { query, update, apiParams } = useParentListQuery();
  const parents = useParents(apiParams);

  return (
    <ListPageLayout
      title={t('parent.list.title')}
      exportHref={csvExportUrl('parents', apiParams)}
      error={parents.error}
      onRetry={() => parents.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('parent.list.searchPlaceholder')}
          />
          <Select
            allowClear
            aria-label={t('parent.fields.balance')}
            placeholder={t('parent.list.allBalances')}
            value={query.filters.balance}
            onChange={(balance?: string) => update({ filters: { balance } })}
            options={['owing', 'clear'].map((b) => ({ value: b, label: t(`parent.balance.${b}`) }))}
            style={{ minInlineSize: 180 }}
          />
        </>
      }
    >
      <ParentTable data={parents.data} loading={parents.isFetching} query={query} update={update} />
    </ListPageLayout>
  );
}
