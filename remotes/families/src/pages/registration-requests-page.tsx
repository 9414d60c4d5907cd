import { REGISTRATION_STATUSES } from '@rihla/shared/contracts/registration-requests';
import { nameIn } from '@rihla/shared/format/name-in';
import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationRequests } from '../features/registration-requests/api/get-registration-requests';
import { BulkApproveButton } from '../features/registration-requests/components/bulk-approve-button';
import { RequestTable } from '../features/registration-requests/components/request-table';
import { ReviewDrawer } from '../features/registration-requests/components/review-drawer';
import { useRequestListQuery } from '../features/registration-requests/hooks/use-request-list-query';
import { useSchoolOptions } from '../features/schools/api/get-school-options';

export default function RegistrationRequestsPage() {
  const { t } = useTranslation('families');
  const { locale, can } = useShell();
  const { query, update, apiParams } = useRequestListQuery();
  const requests = useRegistrationRequests(apiParams);
  const schools = useSchoolOptions();
  const [selected, setSelected] = useState<string[]>([]);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const canWrite = can('families:write');
  const review = requests.data?.items.find((r) => r.id === reviewing) ?? null;

  return (
    <ListPageLayout
      title={t('request.list.title')}
      exportHref={csvExportUrl('registration-requests', apiParams)}
      error={requests.error}
      onRetry={() => requests.refetch()}
      filters={
        <>
          <SearchInput
            value={query.q}
            onSearch={(q) => update({ q })}
            placeholder={t('request.list.searchPlaceholder')}
          />
          <Select
            allowClear
            aria-label={t('request.fields.status')}
            placeholder={t('request.list.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(`request.status.${s}`) }))}
            style={{ minInlineSize: 160 }}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t('request.fields.school')}
            placeholder={t('student.list.allSchools')}
            value={query.filters.schoolId}
            onChange={(schoolId?: string) => update({ filters: { schoolId } })}
            options={schools.data?.map((s) => ({ value: s.id, label: nameIn(locale, s) }))}
            style={{ minInlineSize: 220 }}
          />
          {canWrite ? <BulkApproveButton selected={selected} onDone={() => setSelected([])} /> : null}
        </>
      }
    >
      <RequestTable
        data={requests.data}
        loading={requests.isFetching}
        query={query}
        update={update}
        onReview={(r) => setReviewing(r.id)}
        selection={canWrite ? { selected, onChange: setSelected } : null}
      />
      <ReviewDrawer request={review} onClose={() => setReviewing(null)} />
    </ListPageLayout>
  );
}
