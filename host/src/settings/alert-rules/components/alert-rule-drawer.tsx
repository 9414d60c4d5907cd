import {
  ALERT_RULE_CHANNELS,
  ALERT_THRESHOLDS,
  type AlertOperator,
  type AlertRule,
  type AlertRuleInput,
  alertRuleInputSchema,
  WEEKDAYS,
} from '@rihla/shared/contracts/alert-rules';
import { ROLES } from '@rihla/shared/contracts/auth';
import { ALERT_SEVERITIES } from '@rihla/shared/contracts/monitoring';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { Button, Checkbox, Divider, Drawer, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveAlertRule } from '../api/alert-rules';
import { weekdayName } from './rule-texts';

interface RecipientValues {
  channels: string[];
  roles: string[];
  operatorIds: string[];
  phones: string[];
}

interface RuleFormValues {
  enabled: boolean;
  severity: AlertRule['severity'];
  threshold: number | null;
  weekdays: number[];
  activeFrom: string;
  activeUntil: string;
  notify: RecipientValues;
  escalation: RecipientValues & { afterMinutes: number | null };
}

function toValues(rule: AlertRule): RuleFormValues {
  return { ...rule, activeFrom: rule.activeFrom ?? '', activeUntil: rule.activeUntil ?? '' };
}

function toInput(values: RuleFormValues, version: number): AlertRuleInput {
  const recipients = (group: RecipientValues) => ({
    channels: group.channels ?? [],
    roles: group.roles ?? [],
    operatorIds: group.operatorIds ?? [],
    phones: group.phones ?? [],
  });
  return {
    enabled: values.enabled,
    severity: values.severity,
    threshold: values.threshold ?? null,
    weekdays: values.weekdays ?? [],
    activeFrom: values.activeFrom?.trim() || null,
    activeUntil: values.activeUntil?.trim() || null,
    notify: recipients(values.notify) as AlertRuleInput['notify'],
    escalation: {
      ...(recipients(values.escalation) as AlertRuleInput['notify']),
      afterMinutes: values.escalation.afterMinutes ?? null,
    },
    version,
  };
}

/** Who is told and how: channels, roles, operators by name, and mobile numbers for SMS. */
function RecipientFields({
  group,
  operators,
}: {
  group: 'notify' | 'escalation';
  operators: AlertOperator[];
}) {
  const { t } = useTranslation();
  const { direction } = useShell();
  const label = (field: 'channels' | 'roles' | 'operators' | 'phones') =>
    t(group === 'notify' ? `alertRules.fields.${field}` : `alertRules.escalationFields.${field}`);
  return (
    <>
      <Form.Item name={[group, 'channels']} label={label('channels')}>
        <Checkbox.Group
          options={ALERT_RULE_CHANNELS.map((c) => ({ value: c, label: t(`alertRules.channels.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name={[group, 'roles']} label={label('roles')}>
        <Select mode="multiple" options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
      </Form.Item>
      <Form.Item name={[group, 'operatorIds']} label={label('operators')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={operators.map((o) => ({ value: o.id, label: o.name }))}
        />
      </Form.Item>
      <Form.Item name={[group, 'phones']} label={label('phones')} extra={t('alertRules.fields.phonesHint')}>
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} style={ltrInputStyle(direction)} />
      </Form.Item>
    </>
  );
}

/** Edits one kind's rule: on or off, severity, threshold, days and hours, recipients, escalation. */
export function AlertRuleDrawer({
  rule,
  operators,
  onClose,
}: {
  rule: AlertRule;
  operators: AlertOperator[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { toast, locale, direction } = useShell();
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveAlertRule();
  const saveOnce = useOneSaveAtATime(save);
  const onError = useSaveErrorHandler(form);
  const bounds = ALERT_THRESHOLDS[rule.type];
  const title = t(`alertRules.types.${rule.type}`);

  const finish = (values: RuleFormValues) => {
    let input: AlertRuleInput;
    try {
      input = alertRuleInputSchema.parse(toInput(values, rule.version)) as AlertRuleInput;
    } catch (error) {
      onError(error);
      return;
    }
    saveOnce(
      { type: rule.type, input },
      {
        onSuccess: () => {
          toast.add({ severity: 'success', summary: t('alertRules.saved', { kind: title }), life: 4000 });
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Drawer open title={title} onClose={onClose} size="large">
      <Form<RuleFormValues> form={form} layout="vertical" initialValues={toValues(rule)} onFinish={finish}>
        <Form.Item name="enabled" label={t('alertRules.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="severity" label={t('alertRules.fields.severity')}>
          <Select
            options={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`alertRules.severities.${s}`) }))}
          />
        </Form.Item>
        {bounds ? (
          <Form.Item
            name="threshold"
            label={t(`alertRules.thresholds.${rule.type}`, {
              defaultValue: t('alertRules.fields.threshold'),
            })}
            extra={t('alertRules.fields.thresholdHint', { min: bounds.min, max: bounds.max })}
          >
            <NumberInput dir="ltr" min={bounds.min} max={bounds.max} style={{ inlineSize: 200 }} />
          </Form.Item>
        ) : null}
        <Form.Item name="weekdays" label={t('alertRules.fields.weekdays')}>
          <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: weekdayName(d, locale) }))} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('alertRules.fields.hoursHint')}</Typography.Paragraph>
        <Flex gap="middle" wrap>
          <Form.Item name="activeFrom" label={t('alertRules.fields.activeFrom')}>
            <Input placeholder="06:00" style={{ ...ltrInputStyle(direction), inlineSize: 120 }} />
          </Form.Item>
          <Form.Item name="activeUntil" label={t('alertRules.fields.activeUntil')}>
            <Input placeholder="08:00" style={{ ...ltrInputStyle(direction), inlineSize: 120 }} />
          </Form.Item>
        </Flex>
        <Divider titlePlacement="start">{t('alertRules.notify')}</Divider>
        <RecipientFields group="notify" operators={operators} />
        <Divider titlePlacement="start">{t('alertRules.escalation')}</Divider>
        <Form.Item
          name={['escalation', 'afterMinutes']}
          label={t('alertRules.fields.afterMinutes')}
          extra={t('alertRules.fields.afterMinutesHint')}
        >
          <NumberInput dir="ltr" min={1} max={1440} style={{ inlineSize: 200 }} />
        </Form.Item>
        <RecipientFields group="escalation" operators={operators} />
        <Flex gap="small" justify="end">
          <Button onClick={onClose}>{t('alertRules.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('alertRules.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
