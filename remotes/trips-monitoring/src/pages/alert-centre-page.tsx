import { ALERT_THRESHOLDS } from '@rihla/shared/contracts/alert-rules';
import {
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  ALERT_TYPES,
  type Alert,
  type AlertSeverity,
  type AlertStatus,
} from '@rihla/shared/contracts/monitoring';
import { nameIn } from '@rihla/shared/format/name-in';
import { pathTo } from '@rihla/shared/routes/path-to';
import { Link } from '@rihla/shared/routes/router';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateTimeText } from '@rihla/shared/ui/date-text';
import { useListColumns } from '@rihla/shared/ui/list-columns';
import { useListTableProps } from '@rihla/shared/ui/list-table-props';
import { Ltr } from '@rihla/shared/ui/ltr';
import { PageHeader } from '@rihla/shared/ui/page-header';
import { useListQueryParams } from '@rihla/shared/ui/use-list-query-params';
import {
  Button,
  Card,
  Flex,
  Alert as Notice,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlertOperators } from '../features/alerts/api/get-alert-operators';
import { useAlerts } from '../features/alerts/api/get-alerts';
import { AlertActions } from '../features/alerts/components/alert-actions';
import { useBusOptions } from '../features/trips/api/get-bus-options';

const FILTERS = ['status', 'type', 'severity', 'busId'] as const;
const SEVERITY_COLORS: Record<AlertSeverity, string> = { info: 'blue', warning: 'orange', critical: 'red' };
const STATUS_COLORS: Record<AlertStatus, string> = {
  open: 'error',
  acknowledged: 'warning',
  resolved: 'success',
};

/**
 * The alert centre: every alert the buses raised, with the rule that raised it, filtered by status,
 * kind, severity and bus; acknowledge, assign and resolve with a note.
 */
export default function AlertCentrePage() {
  const { t } = useTranslation('trips');
  const { localePath, can, locale } = useShell();
  const { query, update, apiParams } = useListQueryParams(FILTERS);
  const alerts = useAlerts(apiParams);
  const buses = useBusOptions();
  const operators = useAlertOperators(can('trips:write'));
  // The rule as it stood when the alert was raised: its threshold in its unit, or the default.
  const ruleOf = (a: Alert) => {
    const unit = ALERT_THRESHOLDS[a.type]?.unit;
    const threshold =
      unit && a.rule.threshold !== null
        ? t(`alertRule.threshold.${unit}`, { value: a.rule.threshold, count: a.rule.threshold })
        : null;
    const version =
      a.rule.version === 0 ? t('alertRule.default') : t('alertRule.version', { version: a.rule.version });
    return threshold ? `${version} · ${threshold}` : version;
  };
  const tableProps = useListTableProps<(typeof FILTERS)[number], Alert>(query, update, alerts.data?.total);

  const columns: TableColumnsType<Alert> = [
    { key: 'raisedAt', title: t('alerts.raisedAt'), render: (_, a) => <DateTimeText value={a.raisedAt} /> },
    {
      key: 'type',
      title: t('alerts.type'),
      render: (_, a) => (
        <Space orientation="vertical" size={0}>
          <Tag color={a.type === 'sos' ? 'red' : 'orange'}>
            {t(`alertType.${a.type}`)}
            {a.value !== null ? ` · ${t(`alerts.value.${a.type}`, { count: a.value, value: a.value })}` : ''}
          </Tag>
          {a.zoneNameAr !== null && a.zoneNameEn !== null ? (
            <Typography.Text>
              {t('alerts.zone', { name: nameIn(locale, { nameAr: a.zoneNameAr, nameEn: a.zoneNameEn }) })}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary">{t('alertRule.raisedBy', { rule: ruleOf(a) })}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'severity',
      title: t('alertRule.severity'),
      render: (_, a) => (
        <Tag color={SEVERITY_COLORS[a.severity]}>{t(`alertRule.severities.${a.severity}`)}</Tag>
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
          <Space size={4} wrap>
            <Tag color={STATUS_COLORS[a.status]}>{t(`alerts.status.${a.status}`)}</Tag>
            {a.escalatedAt ? <Tag color="magenta">{t('alerts.escalated')}</Tag> : null}
          </Space>
          {(a.resolvedBy ?? a.acknowledgedBy) ? (
            <span>{t('event.by', { name: a.resolvedBy ?? a.acknowledgedBy })}</span>
          ) : null}
          {a.assignedToName ? <span>{t('alerts.assignedTo', { name: a.assignedToName })}</span> : null}
          {a.resolutionNote ? <Typography.Text type="secondary">{a.resolutionNote}</Typography.Text> : null}
        </Space>
      ),
    },
    ...(can('trips:write')
      ? [
          {
            key: 'actions',
            title: t('update.actions'),
            render: (_: unknown, a: Alert) => <AlertActions alert={a} operators={operators.data ?? []} />,
          },
        ]
      : []),
  ];

  const listColumns = useListColumns('alerts', columns);
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
          <Select
            allowClear
            aria-label={t('alertRule.severity')}
            placeholder={t('alerts.allSeverities')}
            value={query.filters.severity}
            onChange={(severity?: string) => update({ filters: { severity } })}
            options={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`alertRule.severities.${s}`) }))}
            style={{ minInlineSize: 160 }}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t('fields.bus')}
            placeholder={t('alerts.allBuses')}
            value={query.filters.busId}
            onChange={(busId?: string) => update({ filters: { busId } })}
            options={(buses.data ?? []).map((b) => ({ value: b.id, label: b.plateNumber }))}
            style={{ minInlineSize: 180 }}
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
        {listColumns.chooser}
        <Table<Alert>
          rowKey="id"
          columns={listColumns.columns}
          dataSource={alerts.data?.items}
          loading={alerts.isFetching}
          locale={{ emptyText: t('alerts.none') }}
          {...tableProps}
        />
      </Card>
    </>
  );
}
