import { DISRUPTION_REASONS } from '@rihla/shared/contracts/disruptions';
import { RichTextEditor } from '@rihla/shared/ui/rich-text-editor';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BusSelect, DriverSelect } from '../../trips/components/pickers';

/**
 * The fields of a disruption record, shared by reporting it and editing it. `tripDate`: a
 * replacement bus or driver that may not go out that day is disabled in its picker.
 */
export function DisruptionFields({ tripDate }: { tripDate: string }) {
  const { t } = useTranslation('trips');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="reason"
          label={t('disruption.reason')}
          rules={[{ required: true, message: t('disruption.reason') }]}
          required
        >
          <Select options={DISRUPTION_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="place" label={t('disruption.place')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="replacementBusId" label={t('disruption.replacementBus')}>
          <BusSelect allowClear onDate={tripDate} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="replacementDriverId" label={t('disruption.replacementDriver')}>
          <DriverSelect allowClear onDate={tripDate} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="studentsMoved" label={t('disruption.studentsMoved')}>
          <InputNumber min={0} max={100} style={{ inlineSize: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="minutesLost" label={t('disruption.minutesLost')}>
          <InputNumber min={0} max={1440} style={{ inlineSize: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="notes" label={t('disruption.notes')}>
          <RichTextEditor label={t('disruption.notes')} />
        </Form.Item>
      </Col>
    </Row>
  );
}

export interface DisruptionFormValues {
  reason?: string;
  place?: string | null;
  replacementBusId?: string | null;
  replacementDriverId?: string | null;
  studentsMoved?: number | null;
  minutesLost?: number | null;
  notes?: string;
}

export const DISRUPTION_FORM_FIELDS = [
  'reason',
  'place',
  'replacementBusId',
  'replacementDriverId',
  'studentsMoved',
  'minutesLost',
  'notes',
] as const;

/** Form values -> the body the disruption contracts parse. */
export function toDisruptionDetails(v: DisruptionFormValues) {
  return {
    reason: v.reason,
    place: v.place?.trim() ? v.place : null,
    replacementBusId: v.replacementBusId ?? null,
    replacementDriverId: v.replacementDriverId ?? null,
    studentsMoved: v.studentsMoved ?? 0,
    minutesLost: v.minutesLost ?? 0,
    notes: v.notes ?? '',
  };
}
