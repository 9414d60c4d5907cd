import {
  REGISTRATION_STATUSES,
  type RegistrationRequest,
} from '@rihla/shared/contracts/registration-requests';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { ListPageLayout } from '@rihla/shared/ui/list-page-layout';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { SearchInput } from '@rihla/shared/ui/search-input';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Button, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportUrl, nameIn, useList, useSchoolOptions } from '../features/api/queries';
import { RequestStatusTag } from '../features/requests/request-status-tag';
import { ReviewDrawer } from '../features/requests/review-drawer';
import { useRequestDecisions } from '../features/requests/use-request-decisions';

const FILTERS = ['status', 'schoolId'] as const;
type Filter = (typeof FILTERS)[number];

export default function RegistrationRequestsPage() {
  const { t } = useTranslation('families');
  const { locale, can } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const requests = useList<RegistrationRequest>('registration-requests', apiParams);
  const schools = useSchoolOptions();
  const tableProps = useListTableProps<Filter, RegistrationRequest>(query, update, requests.data?.total);
  const { bulkApprove } = useRequestDecisions();
  const [selected, setSelected] = useState<string[]>([]);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const canWrite = can('families:write');
  const review = requests.data?.items.find((r) => r.id === reviewing) ?? null;

  const columns: TableColumnsType<RegistrationRequest> = [
    {
      key: 'reference',
      title: t('request.fields.reference'),
      render: (_, r) => (
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          onClick={() => setReviewing(r.id)}
          aria-label={t('request.review.open', { reference: r.reference })}
        >
          <Ltr>{r.reference}</Ltr>
        </Button>
      ),
    },
    {
      ...sortableColumn('createdAt', query.sort),
      title: t('request.fields.createdAt'),
      render: (_, r) => <DateTimeText value={r.createdAt} />,
    },
    {
      ...sortableColumn('studentNameAr', query.sort),
      title: t('request.fields.studentNameAr'),
      render: (_, r) => <span lang="ar">{r.studentNameAr}</span>,
    },
    {
      ...sortableColumn('parentName', query.sort),
      title: t('request.fields.parentName'),
      render: (_, r) => r.parentName,
    },
    { key: 'phone', title: t('request.fields.parentPhone'), render: (_, r) => <Ltr>{r.parentPhone}</Ltr> },
    { key: 'school', title: t('request.fields.school'), render: (_, r) => nameIn(locale, r.school) },
    { key: 'package', title: t('request.fields.package'), render: (_, r) => nameIn(locale, r.package) },
    {
      ...sortableColumn('status', query.sort),
      title: t('request.fields.status'),
      render: (_, r) => <RequestStatusTag status={r.status} position={r.waitlistPosition} />,
    },
    {
      key: 'review',
      title: t('common.actions'),
      render: (_, r) => (
        <Button size="small" onClick={() => setReviewing(r.id)}>
          {t('request.actions.review')}
        </Button>
      ),
    },
  ];

  const runBulk = async () => {
    try {
      await bulkApprove.mutateAsync(selected);
      setSelected([]);
    } catch {
      // toasted by the mutation
    }
  };

  return (
    <ListPageLayout
      title={t('request.list.title')}
      exportHref={exportUrl('registration-requests', apiParams)}
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
          {canWrite ? (
            <Popconfirm
              title={t('request.bulk.title', { count: selected.length })}
              description={t('request.bulk.description')}
              okText={t('request.actions.approve')}
              cancelText={t('common.back')}
              onConfirm={runBulk}
              disabled={selected.length === 0}
            >
              <Button type="primary" disabled={selected.length === 0} loading={bulkApprove.isPending}>
                {t('request.bulk.button', { count: selected.length })}
              </Button>
            </Popconfirm>
          ) : null}
        </>
      }
    >
      <Table<RegistrationRequest>
        rowKey="id"
        columns={columns}
        dataSource={requests.data?.items}
        loading={requests.isFetching}
        rowSelection={
          canWrite
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                getCheckboxProps: (r) => ({
                  disabled: r.status === 'approved' || r.status === 'rejected',
                  'aria-label': t('request.bulk.select', { reference: r.reference }),
                }),
              }
            : undefined
        }
        {...tableProps}
      />
      <ReviewDrawer request={review} onClose={() => setReviewing(null)} />
    </ListPageLayout>
  );
}
