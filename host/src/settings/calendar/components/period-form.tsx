import {
  CALENDAR_PERIOD_KINDS,
  type CalendarPeriod,
  type CalendarPeriodInput,
  calendarPeriodInputSchema,
} from '@rihla/shared/contracts/school-calendar';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { useOneSaveAtATime } from '@rihla/shared/ui/use-one-save-at-a-time';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Card, Col, Flex, Form, Input, Radio, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePeriod } from '../api/school-calendar';

interface PeriodFormValues {
  kind: CalendarPeriod['kind'];
  nameAr: string;
  nameEn: string;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
}

const EMPTY: PeriodFormValues = { kind: 'holiday', nameAr: '', nameEn: '', startDate: null, endDate: null };

function toInput(values: PeriodFormValues): CalendarPeriodInput {
  return {
    kind: values.kind,
    nameAr: values.nameAr ?? '',
    nameEn: values.nameEn ?? '',
    startDate: values.startDate?.format('YYYY-MM-DD') ?? '',
    endDate: values.endDate?.format('YYYY-MM-DD') ?? '',
  };
}

function toValues(period: CalendarPeriod): PeriodFormValues {
  return { ...period, startDate: dayjs(period.startDate), endDate: dayjs(period.endDate) };
}

/**
 * Adds a term or a holiday, or changes the one being edited. The calendar's own rules (terms do not
 * overlap, a holiday lies in a term) are the API's; its refusal lands on the field it names.
 */
export function PeriodForm({ editing, onDone }: { editing: CalendarPeriod | null; onDone(): void }) {
  const { t } = useTranslation();
  const { toast, locale, direction } = useShell();
  const [form] = Form.useForm<PeriodFormValues>();
  const rules = useZodFormRules(calendarPeriodInputSchema, toInput);
  const save = useSavePeriod();
  const saveOnce = useOneSaveAtATime(save);
  const onError = useSaveErrorHandler(form, { onStale: () => form.validateFields() });
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(editing ? toValues(editing) : EMPTY);
  }, [editing, form]);

  const finish = (values: PeriodFormValues) => {
    let input: CalendarPeriodInput;
    try {
      input = calendarPeriodInputSchema.parse(toInput(values));
    } catch (error) {
      onError(error);
      return;
    }
    saveOnce(
      { input, editing },
      {
        onSuccess: ({ period, cancelledTrips }) => {
          const name = nameIn(locale, period);
          toast.add({
            severity: 'success',
            summary:
              period.kind === 'holiday'
                ? t('schoolCalendar.cancelled', { name, count: cancelledTrips })
                : t('schoolCalendar.saved', { name }),
            life: 6000,
          });
          form.resetFields();
          form.setFieldsValue(EMPTY);
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 18, marginBlockStart: 0 }}>
        {editing ? t('schoolCalendar.editNamed', { name: nameIn(locale, editing) }) : t('schoolCalendar.add')}
      </Typography.Title>
      <Form<PeriodFormValues>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={finish}
        requiredMark="optional"
        aria-label={
          editing ? t('schoolCalendar.editNamed', { name: nameIn(locale, editing) }) : t('schoolCalendar.add')
        }
      >
        <Form.Item name="kind" label={t('schoolCalendar.fields.kind')} required>
          <Radio.Group
            optionType="button"
            options={CALENDAR_PERIOD_KINDS.map((value) => ({
              value,
              label: t(`schoolCalendar.kind.${value}`),
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="nameAr"
              label={t('schoolCalendar.fields.nameAr')}
              rules={rules('nameAr')}
              required
            >
              <Input lang="ar" dir="rtl" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="nameEn"
              label={t('schoolCalendar.fields.nameEn')}
              rules={rules('nameEn')}
              required
            >
              <Input lang="en" dir="ltr" style={ltrInputStyle(direction)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="startDate"
              label={t('schoolCalendar.fields.startDate')}
              rules={rules('startDate')}
              required
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="endDate"
              label={t('schoolCalendar.fields.endDate')}
              rules={rules('endDate')}
              dependencies={['startDate']}
              required
            >
              <DateInput />
            </Form.Item>
          </Col>
        </Row>
        {kind === 'holiday' && (
          <Typography.Paragraph type="secondary">{t('schoolCalendar.holidayHint')}</Typography.Paragraph>
        )}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('schoolCalendar.save')}
          </Button>
          {editing && <Button onClick={onDone}>{t('schoolCalendar.cancelEdit')}</Button>}
        </Flex>
      </Form>
    </Card>
  );
}
