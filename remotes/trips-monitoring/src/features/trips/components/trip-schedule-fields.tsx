import { WEEKDAYS } from '@rihla/shared/contracts/trips';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateInput } from '@rihla/shared/ui/date-input';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { Checkbox, Col, Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { required, timeOfDay } from './trip-form-rules';
import type { TripFormValues } from './trip-form-values';

/** When the trip runs: its departure, and one date or (when adding) a weekly recurrence over a term. */
export function TripScheduleFields({
  mode,
  recurrence,
}: {
  mode: 'add' | 'update';
  recurrence: TripFormValues['recurrence'];
}) {
  const { t } = useTranslation('trips');
  const { direction, locale } = useShell();
  const ltr = ltrInputStyle(direction);
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="departureTime" label={t('fields.departureTime')} rules={timeOfDay(locale)} required>
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
            <Form.Item name="weekdays" label={t('fields.weekdays')} rules={required(locale)} required>
              <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="termStart" label={t('fields.termStart')} rules={required(locale)} required>
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="termEnd" label={t('fields.termEnd')} rules={required(locale)} required>
              <DateInput />
            </Form.Item>
          </Col>
        </>
      ) : (
        <Col xs={24} md={12}>
          <Form.Item name="date" label={t('fields.date')} rules={required(locale)} required>
            <DateInput />
          </Form.Item>
        </Col>
      )}
    </>
  );
}
