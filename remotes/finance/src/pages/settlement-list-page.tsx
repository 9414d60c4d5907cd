import { SETTLEMENT_STATUSES } from '@rihla/shared/contracts/settlements';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettlements } from '../features/settlements/api/get-settlements';
import { SettlementTable } from '../features/settlements/components/settlement-table';
import { useSettlementListQuery } from '../features/settlements/hooks/use-settlement-list-query';

export default function SettlementListPage() {
  const { t } = useTranslation('finance');
  const { can } = useShell();
  const { query, update, apiParams } = useSettlementListQuery();
  const settlements = useSettlements(apiParams);
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
      <SettlementTable
        data={settlements.data}
        loading={settlements.isFetching}
        query={query}
        update={update}
      />
    </ListPageLayout>
  );
}
