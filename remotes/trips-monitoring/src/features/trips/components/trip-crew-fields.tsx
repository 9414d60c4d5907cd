import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttendantSelect, BusSelect, DriverSelect, SchoolSelect } from './pickers';
import { optionalMobile, required } from './trip-form-rules';

/** Who runs the trip: the school, and the bus, driver and attendant (pickers disable those unfit on `onDate`). */
export function TripCrewFields({ onDate }: { onDate: string | undefined }) {
  const { t } = useTranslation('trips');
  const { direction, locale } = useShell();
  const ltr = ltrInputStyle(direction);
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="schoolId" label={t('fields.school')} rules={required(locale)} required>
          <SchoolSelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="busId" label={t('fields.bus')} rules={required(locale)} required>
          <BusSelect onDate={onDate} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="driverId" label={t('fields.driver')} rules={required(locale)} required>
          <DriverSelect onDate={onDate} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="attendantId" label={t('fields.attendantName')}>
          <AttendantSelect onDate={onDate} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="attendantPhone" label={t('fields.attendantPhone')} rules={optionalMobile(locale)}>
          <Input dir="ltr" style={ltr} type="tel" placeholder="05XXXXXXXX" />
        </Form.Item>
      </Col>
    </>
  );
}
