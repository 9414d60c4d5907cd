import {
  LAST_DAY_OF_MONTH,
  NEW_SCHEDULED_REPORT,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_KINDS,
  type ScheduledReport,
  type ScheduledReportInput,
  scheduledReportInputSchema,
  WEEKDAY_NUMBERS,
} from '@rihla/shared/contracts/scheduled-reports';
import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useToastedMutation } from '@rihla/shared/ui/use-toasted-mutation';
import { Button, Drawer, Flex, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SchoolSelect } from '../../trips/components/pickers';
import { saveScheduledReport, scheduledReportKeys } from '../api/scheduled-reports-api';

type Values = Omit<ScheduledReportInput, 'schoolId'> & { schoolId?: string | null };

const EMPTY: Values = { ...NEW_SCHEDULED_REPORT, recipients: [] };

interface Props {
  /** The report being edited; null for a new one. */
  report: ScheduledReport | null;
  open: boolean;
  onClose(): void;
}

/** The form of a scheduled report, in a drawer: what, for which school, when, in which format, to whom. */
export function ScheduledReportForm({ report, open, onClose }: Props) {
  const { t } = useTranslation('trips');
  const { api, locale, direction } = useShell();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const frequency = Form.useWatch('frequency', form);
  const onError = useSaveErrorHandler(form, {
    labels: { recipients: t('scheduledReports.fields.recipients'), schoolId: t('fields.school') },
  });
  const save = useToastedMutation({
    mutationFn: (input: ScheduledReportInput) => saveScheduledReport(api, report?.id ?? null, input),
    invalidate: scheduledReportKeys.all,
    success: () => t('scheduledReports.saved'),
    quiet: true,
  });
  const saveOnce = useOneSaveAtATime(save);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(report ? { ...report } : { ...EMPTY, language: locale });
  }, [open, report, form, locale]);

  const submit = (values: Values) => {
    const parsed = scheduledReportInputSchema.safeParse({
      ...EMPTY,
      ...values,
      schoolId: values.schoolId ?? null,
    });
    if (!parsed.success) {
      onError(parsed.error);
      return;
    }
    saveOnce(parsed.data, { onSuccess: onClose, onError });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={report ? t('scheduledReports.edit') : t('scheduledReports.add')}
      size="large"
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="kind" label={t('scheduledReports.fields.kind')}>
          <Select
            options={REPORT_KINDS.map((value) => ({ value, label: t(`scheduledReports.kind.${value}`) }))}
            onChange={(value) => value === 'ageing' && form.setFieldValue('schoolId', null)}
          />
        </Form.Item>
        {kind === 'ridership' ? (
          <Form.Item name="schoolId" label={t('fields.school')} extra={t('scheduledReports.schoolHint')}>
            <SchoolSelect allowClear placeholder={t('scheduledReports.allSchools')} />
          </Form.Item>
        ) : null}
        <Form.Item name="frequency" label={t('scheduledReports.fields.frequency')}>
          <Radio.Group
            optionType="button"
            options={REPORT_FREQUENCIES.map((value) => ({
              value,
              label: t(`scheduledReports.frequency.${value}`),
            }))}
          />
        </Form.Item>
        {frequency === 'weekly' ? (
          <Form.Item name="weekday" label={t('scheduledReports.fields.weekday')}>
            <Select options={WEEKDAY_NUMBERS.map((value) => ({ value, label: t(`weekday.${value}`) }))} />
          </Form.Item>
        ) : null}
        {frequency === 'monthly' ? (
          <Form.Item
            name="dayOfMonth"
            label={t('scheduledReports.fields.dayOfMonth')}
            extra={t('scheduledReports.dayOfMonthHint', { last: LAST_DAY_OF_MONTH })}
          >
            <NumberInput min={1} max={LAST_DAY_OF_MONTH} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="time"
          label={t('scheduledReports.fields.time')}
          extra={t('scheduledReports.timeHint')}
        >
          <Input dir="ltr" placeholder="07:00" style={{ ...ltrInputStyle(direction), inlineSize: 120 }} />
        </Form.Item>
        <Form.Item name="format" label={t('scheduledReports.fields.format')}>
          <Radio.Group
            optionType="button"
            options={REPORT_FORMATS.map((value) => ({ value, label: t(`scheduledReports.format.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="recipients"
          label={t('scheduledReports.fields.recipients')}
          extra={t('scheduledReports.recipientsHint')}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ' ', ';']}
            suffixIcon={null}
            aria-label={t('scheduledReports.fields.recipients')}
          />
        </Form.Item>
        <Form.Item name="language" label={t('scheduledReports.fields.language')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'ar', label: 'العربية' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
