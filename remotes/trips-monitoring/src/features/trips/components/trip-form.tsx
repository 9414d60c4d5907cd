import { TRIP_DIRECTIONS, WEEKDAYS } from '@rihla/shared/contracts/trips';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { Card, Checkbox, Col, Form, type FormInstance, Input, Radio, Row, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusSelect, DriverSelect, SchoolSelect } from './pickers';
import { StopsEditor } from './stops-editor';
import type { TripFormValues } from './trip-form-values';

interface TripFormProps {
  form: FormInstance<TripFormValues>;
  initialValues: TripFormValues;
  /** Adding offers a weekly recurrence; updating changes one trip. */
  mode: 'add' | 'update';
  submitting: boolean;
  onFinish(values: TripFormValues): void;
  onCancel(): void;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Add and update share this form; the API checks capacity, double-booking and the safety rule. */
export function TripForm({ form, initialValues, mode, submitting, onFinish, onCancel }: TripFormProps) {
  const { t } = useTranslation('trips');
  const ltr = ltrInputStyle(useShell().direction);
  const recurrence = Form.useWatch('recurrence', form) ?? initialValues.recurrence;
  // The first day the bus and driver go out: pickers disable those who may not on it.
  const firstDay = Form.useWatch(recurrence === 'weekly' ? 'termStart' : 'date', form);
  const onDate = firstDay ? firstDay.format('YYYY-MM-DD') : undefined;
  const required = (label: string) => [{ required: true, message: label }];
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
            <Form.Item name="name" label={t('fields.name')} rules={required(t('fields.name'))} required>
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
          <Col xs={24} md={8}>
            <Form.Item
              name="schoolId"
              label={t('fields.school')}
              rules={required(t('fields.school'))}
              required
            >
              <SchoolSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="busId" label={t('fields.bus')} rules={required(t('fields.bus'))} required>
              <BusSelect onDate={onDate} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="driverId"
              label={t('fields.driver')}
              rules={required(t('fields.driver'))}
              required
            >
              <DriverSelect onDate={onDate} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="attendantName" label={t('fields.attendantName')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="attendantPhone" label={t('fields.attendantPhone')}>
              <Input dir="ltr" style={ltr} placeholder="05XXXXXXXX" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="departureTime"
              label={t('fields.departureTime')}
              rules={[{ required: true, pattern: TIME_PATTERN, message: t('fields.departureTime') }]}
              required
            >
              <Input dir="ltr" style={ltr} placeholder="06:15" />
            </Form.Item>
          </Col>
          {mode === 'add' ? (
            <Col xs={24}>
              <Form.Item name="recurrence" label={t('fields.recurrence')}>
                <Segmented
                  options={[
                    { value: 'once', label: t('add.once') },
                    { value: 'weekly', label: t('add.weekly') },
                  ]}
                />
              </Form.Item>
            </Col>
          ) : null}
          {recurrence === 'weekly' ? (
            <>
              <Col xs={24}>
                <Form.Item
                  name="weekdays"
                  label={t('fields.weekdays')}
                  rules={required(t('fields.weekdays'))}
                  required
                >
                  <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="termStart"
                  label={t('fields.termStart')}
                  rules={required(t('fields.termStart'))}
                  required
                >
                  <DateInput />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="termEnd"
                  label={t('fields.termEnd')}
                  rules={required(t('fields.termEnd'))}
                  required
                >
                  <DateInput />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col xs={24} md={12}>
              <Form.Item name="date" label={t('fields.date')} rules={required(t('fields.date'))} required>
                <DateInput />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item label={t('fields.stops')} required>
              <StopsEditor form={form} />
            </Form.Item>
          </Col>
        </Row>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </Card>
    </Form>
  );
}
