import { TRIP_DIRECTIONS } from '@rihla/shared/contracts/trips';
import { useShell } from '@rihla/shared/shell/shell-context';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { Card, Col, Form, type FormInstance, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BellWarning } from './bell-warning';
import { StopsEditor } from './stops-editor';
import { TripCrewFields } from './trip-crew-fields';
import { required } from './trip-form-rules';
import type { TripFormValues } from './trip-form-values';
import { TripScheduleFields } from './trip-schedule-fields';

interface TripFormProps {
  form: FormInstance<TripFormValues>;
  initialValues: TripFormValues;
  /** Adding offers a weekly recurrence; updating changes one trip. */
  mode: 'add' | 'update';
  submitting: boolean;
  onFinish(values: TripFormValues): void;
  onCancel(): void;
}

/** Add and update share this form; the API checks capacity, double-booking and the safety rule. */
export function TripForm({ form, initialValues, mode, submitting, onFinish, onCancel }: TripFormProps) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const recurrence = Form.useWatch('recurrence', form) ?? initialValues.recurrence;
  // The first day the bus and driver go out: pickers disable those who may not on it.
  const firstDay = Form.useWatch(recurrence === 'weekly' ? 'termStart' : 'date', form);
  const onDate = firstDay ? firstDay.format('YYYY-MM-DD') : undefined;
  return (
    <Form<TripFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      requiredMark="optional"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('fields.name')} rules={required(locale)} required>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="direction" label={t('fields.direction')} required>
              <Radio.Group
                optionType="button"
                options={TRIP_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
              />
            </Form.Item>
          </Col>
          <TripCrewFields onDate={onDate} />
          <TripScheduleFields mode={mode} recurrence={recurrence} />
          <Col xs={24}>
            <Form.Item label={t('fields.stops')} required>
              <StopsEditor form={form} />
            </Form.Item>
            <BellWarning form={form} />
          </Col>
        </Row>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </Card>
    </Form>
  );
}
