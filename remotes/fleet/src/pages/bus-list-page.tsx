import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { BUS_STATUSES } from '@rihla/shared/contracts/buses';
import { useShell } from '@rihla/shared/shell/shell-context';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Alert, Button, Card, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { busesExportUrl } from '../features/buses/api/export-buses';
import { useBuses } from '../features/buses/api/get-buses';
import { BusTable } from '../features/buses/components/bus-table';
import { useBusListQuery } from '../features/buses/hooks/use-bus-list-query';
import { useDeleteBusAction } from '../features/buses/hooks/use-delete-bus-action';

export default function BusListPage() {
  const { t } = useTranslation('fleet');
  const { can, localePath } = useShell();
  const navigate = useNavigate();
  const { query, update, apiParams } = useBusListQuery();
  const buses = useBuses(apiParams);
  const deleteBus = useDeleteBusAction();
  const canWrite = can('fleet:write');

  return (
    <>
      <PageHeader
        title={t('bus.list.title')}
        actions={
          <>
            <Button icon={<DownloadOutlined />} href={busesExportUrl(apiParams)} download>
              {t('common.exportCsv')}
            </Button>
            {canWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => navigate(localePath('/dashboard/bus-screen/add-bus'))}
              >
                {t('bus.list.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <Flex gap="middle" wrap style={{ marginBlockEnd: 16 }}>
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
        </Flex>
        {buses.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('common.loadFailed')}
            description={buses.error.message}
            action={<Button onClick={() => buses.refetch()}>{t('common.retry')}</Button>}
            style={{ marginBlockEnd: 16 }}
          />
        ) : null}
        <BusTable
          data={buses.data}
          loading={buses.isFetching}
          query={query}
          update={update}
          canWrite={canWrite}
          onDelete={deleteBus}
        />
      </Card>
    </>
  );
}
