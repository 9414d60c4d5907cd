import {
  ALERT_STATUSES,
  ALERT_TYPES,
  type Alert,
  type AlertStatus,
} from '@rihla/shared/contracts/monitoring';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import { Button, Card, Flex, Alert as Notice, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../features/alerts/api/get-alerts';
import { AlertActions } from '../features/alerts/components/alert-actions';

const FILTERS = ['status', 'type'] as const;
const STATUS_COLORS: Record<AlertStatus, string> = {
  open: 'error',
  acknowledged: 'warning',
  resolved: 'success',
};

/** The alert centre: every alert the buses raised, filtered by status and type; acknowledge and resolve. */
export default function AlertCentrePage() {
  const { t } = useTranslation('trips');
  const { localePath, can } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const alerts = useAlerts(apiParams);
  const tableProps = useListTableProps<(typeof FILTERS)[number], Alert>(query, update, alerts.data?.total);

  const columns: TableColumnsType<Alert> = [
    { key: 'raisedAt', title: t('alerts.raisedAt'), render: (_, a) => <DateTimeText value={a.raisedAt} /> },
    {
      key: 'type',
      title: t('alerts.type'),
      render: (_, a) => (
        <Tag color={a.type === 'sos' ? 'red' : 'orange'}>
          {t(`alertType.${a.type}`)}
          {a.value !== null ? ` · ${t(`alerts.value.${a.type}`, { count: a.value, value: a.value })}` : ''}
        </Tag>
      ),
    },
    { key: 'bus', title: t('fields.bus'), render: (_, a) => <Ltr>{a.plateNumber}</Ltr> },
    {
      key: 'trip',
      title: t('monitor.trip'),
      render: (_, a) =>
        a.tripId ? (
          <Link to={localePath(pathTo('trip-details', { id: a.tripId }))}>{a.tripName}</Link>
        ) : (
          t('common.none')
        ),
    },
    {
      key: 'status',
      title: t('fields.status'),
      render: (_, a) => (
        <Space orientation="vertical" size={0}>
          <Tag color={STATUS_COLORS[a.status]}>{t(`alerts.status.${a.status}`)}</Tag>
          {(a.resolvedBy ?? a.acknowledgedBy) ? (
            <span>{t('event.by', { name: a.resolvedBy ?? a.acknowledgedBy })}</span>
          ) : null}
        </Space>
      ),
    },
    ...(can('trips:write')
      ? [
          {
            key: 'actions',
            title: t('update.actions'),
            render: (_: unknown, a: Alert) => <AlertActions alert={a} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHeader title={t('alerts.title')} />
      <Card>
        <Flex gap="middle" wrap align="center" style={{ marginBlockEnd: 16 }}>
          <Select
            allowClear
            aria-label={t('fields.status')}
            placeholder={t('list.allStatuses')}
            value={query.filters.status}
            onChange={(status?: string) => update({ filters: { status } })}
            options={ALERT_STATUSES.map((s) => ({ value: s, label: t(`alerts.status.${s}`) }))}
            style={{ minInlineSize: 160 }}
          />
          <Select
            allowClear
            aria-label={t('alerts.type')}
            placeholder={t('alerts.allTypes')}
            value={query.filters.type}
            onChange={(type?: string) => update({ filters: { type } })}
            options={ALERT_TYPES.map((type) => ({ value: type, label: t(`alertType.${type}`) }))}
            style={{ minInlineSize: 200 }}
          />
        </Flex>
        {alerts.error ? (
          <Notice
            type="error"
            showIcon
            title={alerts.error.message}
            action={<Button onClick={() => alerts.refetch()}>{t('alerts.retry')}</Button>}
            style={{ marginBlockEnd: 16 }}
          />
        ) : null}
        <Table<Alert>
          rowKey="id"
          columns={columns}
          dataSource={alerts.data?.items}
          loading={alerts.isFetching}
          locale={{ emptyText: t('alerts.none') }}
          {...tableProps}
        />
      </Card>
    </>
  );
}
