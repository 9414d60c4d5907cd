import type { ListResponse } from '@rihla/shared/contracts/common';
import type { Notice } from '@rihla/shared/contracts/notices';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { ListTable } from '@rihla/shared/ui/list-table';
import { sortableColumn, useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import type { ListQuery, ListQueryPatch } from '@rihla/shared/ui/use-list-query-params';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRetryNotice } from '../api/retry-notice';
import { NoticeStatusTag } from './notice-status-tag';

interface NoticeTableProps<F extends string> {
  data: ListResponse<Notice> | undefined;
  loading: boolean;
  query: ListQuery<F>;
  update(patch: ListQueryPatch<F>): void;
  /** Off on a parent's own page, where every row is theirs. */
  showParent: boolean;
}

const RETRYABLE: ReadonlySet<Notice['status']> = new Set(['failed', 'unsent']);

/** Parents' notices, newest first; a failed or unsent one can be sent again by a dispatcher. */
export function NoticeTable<F extends string>({
  data,
  loading,
  query,
  update,
  showParent,
}: NoticeTableProps<F>) {
  const { t } = useTranslation('families');
  const { can, localePath } = useShell();
  const tableProps = useListTableProps<F, Notice>(query, update, data?.total);
  const retry = useRetryNotice({ success: () => t('notice.retry.done') });
  // The mutation toasts how it went; a second click while one is on its way sends nothing.
  const retryOnce = useOneSaveAtATime(retry);
  const canRetry = can('families:write');

  const columns: TableColumnsType<Notice> = [
    {
      ...sortableColumn('createdAt', query.sort),
      title: t('notice.fields.createdAt'),
      render: (_, n) => <DateTimeText value={n.createdAt} />,
    },
    {
      ...sortableColumn('event', query.sort),
      title: t('notice.fields.event'),
      render: (_, n) => t(`notice.event.${n.event}`),
    },
    ...(showParent
      ? [
          {
            key: 'parent',
            title: t('notice.fields.parent'),
            render: (_: unknown, n: Notice) =>
              n.parentId ? (
                <Link to={localePath(pathTo('parent-details', { id: n.parentId }))}>{n.parentName}</Link>
              ) : (
                t('notice.notYetParent')
              ),
          },
        ]
      : []),
    { key: 'channel', title: t('notice.fields.channel'), render: (_, n) => t(`notice.channel.${n.channel}`) },
    { key: 'address', title: t('notice.fields.address'), render: (_, n) => <Ltr>{n.address}</Ltr> },
    {
      ...sortableColumn('status', query.sort),
      title: t('notice.fields.status'),
      render: (_, n) => (
        <>
          <NoticeStatusTag status={n.status} />
          {n.sentAt ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              <DateTimeText value={n.sentAt} />
            </Typography.Text>
          ) : null}
          {n.status === 'unsent' && n.lastError === 'notices.noPushSubscription' ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('notices.noPushSubscription')}
            </Typography.Text>
          ) : null}
          {n.lastError && n.status !== 'unsent' ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              <Ltr>{n.lastError}</Ltr>
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    ...(canRetry
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_: unknown, n: Notice) =>
              RETRYABLE.has(n.status) ? (
                <Button
                  size="small"
                  loading={retry.isPending && retry.variables === n.id}
                  onClick={() => retryOnce(n.id, { onSuccess: () => undefined, onError: () => undefined })}
                  aria-label={t('notice.retry.label', { address: n.address })}
                >
                  {t('notice.retry.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <ListTable<Notice>
      list="notices"
      columns={columns}
      dataSource={data?.items}
      loading={loading}
      expandable={{
        expandedRowRender: (n) => (
          <>
            {/* The notice as the parent read it, in their language. */}
            <div lang={n.language} dir={n.language === 'ar' ? 'rtl' : 'ltr'}>
              <Typography.Text strong>{n.subject}</Typography.Text>
              <Typography.Paragraph style={{ marginBlockEnd: 4, whiteSpace: 'pre-line' }}>
                {n.body}
              </Typography.Paragraph>
            </div>
            <Typography.Text type="secondary">{t('notice.attempts', { count: n.attempts })}</Typography.Text>
          </>
        ),
      }}
      {...tableProps}
    />
  );
}
