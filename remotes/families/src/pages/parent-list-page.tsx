import type { Parent } from '@rihla/shared/contracts/parents';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportUrl, useList } from '../features/api/queries';
import { PARENT_LIST_FILTERS, ParentTable } from '../features/parents/parent-table';

export default function ParentListPage() {
  const { t } = useTranslation('families');
  const { query, update, apiParams } = useListQueryParams(PARENT_LIST_FILTERS);
  const parents = useList<Parent>('parents', apiParams);

  return (
    <ListPageLayout
      title={t('parent.list.title')}
      exportHref={exportUrl('parents', apiParams)}
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
