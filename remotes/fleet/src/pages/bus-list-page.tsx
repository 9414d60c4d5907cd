import { BUS_SERVICE_FILTERS, BUS_STATUSES } from '@rihla/shared/contracts/buses';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuses } from '../features/buses/api/get-buses';
import { BusTable } from '../features/buses/components/bus-table';
import { useBusListQuery } from '../features/buses/hooks/use-bus-list-query';
import { useDeleteBusAction } from '../features/buses/hooks/use-delete-bus-action';

export default function BusListPage() {
  const { t } = useTranslation('fleet');
  const { can } = useShell();
  const { query, update, apiParams } = useBusListQuery();
  const buses = useBuses(apiParams);
  const deleteBus = useDeleteBusAction();
  const canWrite = can('fleet:write');

  return (
    <ListPageLayout
      title={t('bus.list.title')}
      exportHref={csvExportUrl('buses', apiParams)}
      add={canWrite ? { label: t('bus.list.add'), path: pathTo('bus-add') } : undefined}
      error={buses.error}
      onRetry={() => buses.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('bus.list.searchPlaceholder')}
          />
          <Select
            allowClear
            aria-label={t('bus.fields.status')}
            placeholder={t('bus.list.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={BUS_STATUSES.map((s) => ({ value: s, label: t(`bus.status.${s}`) }))}
            style={{ minInlineSize: 180 }}
          />
          <Select
            allowClear
            aria-label={t('bus.fields.service')}
            placeholder={t('bus.list.anyService')}
            value={query.filters.service}
            onChange={(service?: string) => update({ filters: { service } })}
            options={BUS_SERVICE_FILTERS.map((s) => ({ value: s, label: t(`bus.serviceFilter.${s}`) }))}
            style={{ minInlineSize: 200 }}
          />
        </>
      }
    >
      <BusTable
        data={buses.data}
        loading={buses.isFetching}
        query={query}
        update={update}
        canWrite={canWrite}
        onDelete={deleteBus}
      />
    </ListPageLayout>
  );
}
