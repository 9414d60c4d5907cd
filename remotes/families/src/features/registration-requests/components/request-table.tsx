import type { ListResponse } from '@rihla/shared/contracts/common';
import type { RegistrationRequest } from '@rihla/shared/contracts/registration-requests';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { InertWhenHidden } from '@rihla/shared/ui/inert-when-hidden';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RequestListFilter } from '../hooks/use-request-list-query';
import { PossibleDuplicateTag } from './possible-duplicate';
import { RequestStatusTag } from './request-status-tag';

interface RequestTableProps {
  data: ListResponse<RegistrationRequest> | undefined;
  loading: boolean;
  query: ListQuery<RequestListFilter>;
  update(patch: ListQueryPatch<RequestListFilter>): void;
  onReview(request: RegistrationRequest): void;
  /** The rows ticked for a bulk approval; no ticks for an operator who may not decide. */
  selection: { selected: string[]; onChange(ids: string[]): void } | null;
}

/** The registration queue; a request still open (pending, waitlisted) can be ticked for bulk approval. */
export function RequestTable({ data, loading, query, update, onReview, selection }: RequestTableProps) {
  const { t } = useTranslation('families');
  const { locale } = useShell();
  const tableProps = useListTableProps<RequestListFilter, RegistrationRequest>(query, update, data?.total);

  const columns: TableColumnsType<RegistrationRequest> = [
    {
      key: 'reference',
      title: t('request.fields.reference'),
      render: (_, r) => (
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          onClick={() => onReview(r)}
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
      render: (_, r) => (
        <>
          <RequestStatusTag status={r.status} position={r.waitlistPosition} />
          <PossibleDuplicateTag request={r} />
        </>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Button size="small" onClick={() => onReview(r)}>
          {t('request.actions.review')}
        </Button>
      ),
    },
  ];

  return (
    <ListTable<RegistrationRequest>
      list="registration-requests"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selected,
              columnTitle: (selectAll) => <InertWhenHidden>{selectAll}</InertWhenHidden>,
              onChange: (keys) => selection.onChange(keys as string[]),
              getCheckboxProps: (r) => ({
                disabled: r.status === 'approved' || r.status === 'rejected',
                'aria-label': t('request.bulk.select', { reference: r.reference }),
              }),
            }
          : undefined
      }
      {...tableProps}
    />
  );
}
