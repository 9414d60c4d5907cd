import { DRIVER_ROLES, DRIVER_STATUSES } from '@rihla/shared/contracts/drivers';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { EXPIRY_WARNING_DAYS } from '@rihla/shared/ui/expiry-tag';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Checkbox, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrivers } from '../features/drivers/api/get-drivers';
import { DriverTable } from '../features/drivers/components/driver-table';
import { useDeleteDriverAction } from '../features/drivers/hooks/use-delete-driver-action';
import { useDriverListQuery } from '../features/drivers/hooks/use-driver-list-query';

export default function DriverListPage() {
  const { t } = useTranslation('fleet');
  const { can } = useShell();
  const { query, update, apiParams } = useDriverListQuery();
  const drivers = useDrivers(apiParams);
  const deleteDriver = useDeleteDriverAction();
  const canWrite = can('fleet:write');

  return (
    <ListPageLayout
      title={t('driver.list.title')}
      exportHref={csvExportUrl('drivers', apiParams)}
      add={canWrite ? { label: t('driver.list.add'), path: pathTo('driver-add') } : undefined}
      error={drivers.error}
      onRetry={() => drivers.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('driver.list.searchPlaceholder')}
          />
          <Select
            allowClear
            aria-label={t('driver.fields.status')}
            placeholder={t('driver.list.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={DRIVER_STATUSES.map((s) => ({ value: s, label: t(`driver.status.${s}`) }))}
            style={{ minInlineSize: 160 }}
          />
          <Select
            allowClear
            aria-label={t('driver.fields.role')}
            placeholder={t('driver.list.allRoles')}
            value={query.filters.role}
            onChange={(role?: string) => update({ filters: { role } })}
            options={DRIVER_ROLES.map((r) => ({ value: r, label: t(`driver.role.${r}`) }))}
            style={{ minInlineSize: 140 }}
          />
          <Checkbox
            checked={Boolean(query.filters.expiringWithinDays)}
            onChange={(e) =>
              update({
                filters: { expiringWithinDays: e.target.checked ? String(EXPIRY_WARNING_DAYS) : undefined },
              })
            }
          >
            {t('driver.list.expiringFilter', { count: EXPIRY_WARNING_DAYS })}
          </Checkbox>
        </>
      }
    >
      <DriverTable
        data={drivers.data}
        loading={drivers.isFetching}
        query={query}
        update={update}
        canWrite={canWrite}
        onDelete={deleteDriver}
      />
    </ListPageLayout>
  );
}
