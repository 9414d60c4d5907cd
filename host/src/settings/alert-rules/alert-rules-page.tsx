import { ALERT_THRESHOLDS, type AlertRule, WEEKDAYS } from '@rihla/shared/contracts/alert-rules';
import type { AlertSeverity } from '@rihla/shared/contracts/monitoring';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Button, Card, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsFrame } from '../settings-frame';
import { useAlertRules, useRuleOperators } from './api/alert-rules';
import { AlertRuleDrawer } from './components/alert-rule-drawer';
import { weekdayName } from './components/rule-texts';

const SEVERITY_COLORS: Record<AlertSeverity, string> = { info: 'blue', warning: 'orange', critical: 'red' };

/** /dashboard/settings/alert-rules: when each kind of alert is raised, how grave it is and who is told. */
export function AlertRulesPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('settings.sections.settings-alert-rules.title')} lead={t('alertRules.lead')}>
      <AlertRules />
    </SettingsFrame>
  );
}

/** Inside the frame, so another role's browser asks the API nothing. */
function AlertRules() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const rules = useAlertRules();
  const operators = useRuleOperators();
  const [editing, setEditing] = useState<AlertRule['type'] | null>(null);
  const list = (items: string[]) => items.join(locale === 'ar' ? '، ' : ', ');
  const nameOf = (id: string) => operators.data?.find((o) => o.id === id)?.name ?? id;

  const whom = (group: AlertRule['notify']) => {
    if (group.channels.length === 0) return t('alertRules.nobody');
    const people = [...group.roles.map((r) => t(`roles.${r}`)), ...group.operatorIds.map(nameOf)];
    return (
      <Space orientation="vertical" size={0}>
        <span>{list(group.channels.map((c) => t(`alertRules.channels.${c}`)))}</span>
        {people.length > 0 ? <Typography.Text type="secondary">{list(people)}</Typography.Text> : null}
        {group.phones.map((phone) => (
          <Ltr key={phone}>{phone}</Ltr>
        ))}
      </Space>
    );
  };

  const columns: TableColumnsType<AlertRule> = [
    {
      key: 'type',
      title: t('alertRules.fields.kind'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <strong>{t(`alertRules.types.${r.type}`)}</strong>
          {r.version === 0 ? (
            <Typography.Text type="secondary">{t('alertRules.default')}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'enabled',
      title: t('alertRules.fields.state'),
      render: (_, r) =>
        r.enabled ? <Tag color="success">{t('alertRules.on')}</Tag> : <Tag>{t('alertRules.off')}</Tag>,
    },
    {
      key: 'severity',
      title: t('alertRules.fields.severity'),
      render: (_, r) => (
        <Tag color={SEVERITY_COLORS[r.severity]}>{t(`alertRules.severities.${r.severity}`)}</Tag>
      ),
    },
    {
      key: 'threshold',
      title: t('alertRules.fields.threshold'),
      render: (_, r) => {
        const unit = ALERT_THRESHOLDS[r.type]?.unit;
        return unit && r.threshold !== null
          ? t(`alertRules.units.${unit}`, { value: r.threshold, count: r.threshold })
          : '—';
      },
    },
    {
      key: 'when',
      title: t('alertRules.fields.when'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>
            {r.weekdays.length === WEEKDAYS.length
              ? t('alertRules.everyDay')
              : list(r.weekdays.map((d) => weekdayName(d, locale, 'short')))}
          </span>
          <span>
            {r.activeFrom && r.activeUntil ? (
              <Ltr>{`${r.activeFrom}–${r.activeUntil}`}</Ltr>
            ) : (
              t('alertRules.allDay')
            )}
          </span>
        </Space>
      ),
    },
    { key: 'notify', title: t('alertRules.notify'), render: (_, r) => whom(r.notify) },
    {
      key: 'escalation',
      title: t('alertRules.escalation'),
      render: (_, r) =>
        r.escalation.afterMinutes === null ? (
          t('alertRules.noEscalation')
        ) : (
          <Space orientation="vertical" size={0}>
            <span>{t('alertRules.after', { count: r.escalation.afterMinutes })}</span>
            {whom(r.escalation)}
          </Space>
        ),
    },
    {
      key: 'actions',
      title: t('alertRules.actions'),
      render: (_, r) => (
        <Button
          size="small"
          onClick={() => setEditing(r.type)}
          aria-label={t('alertRules.editOf', { kind: t(`alertRules.types.${r.type}`) })}
        >
          {t('alertRules.edit')}
        </Button>
      ),
    },
  ];

  const rule = rules.data?.find((r) => r.type === editing);
  return (
    <Card>
      <Table<AlertRule>
        rowKey="type"
        columns={columns}
        dataSource={rules.data}
        loading={rules.isFetching}
        pagination={false}
        scroll={{ x: true }}
      />
      {rule ? (
        <AlertRuleDrawer rule={rule} operators={operators.data ?? []} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
