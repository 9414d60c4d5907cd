import { DISRUPTION_REASONS } from '@rihla/shared/contracts/disruptions';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { RichTextEditor } from '@rihla/shared/ui/rich-text-editor';
import { Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BusSelect, DriverSelect } from '../../trips/components/pickers';
import { useBusyCrews } from '../api/get-busy-crews';

/** The bounds the disruption contract sets on its two counts. */
const STUDENTS_MOVED_MAX = 100;
const MINUTES_LOST_MAX = 1440;

const taken = (ids: string[] | undefined, code: string) => new Map((ids ?? []).map((id) => [id, code]));

/**
 * The fields of a disruption record, shared by reporting it and editing it. The replacement
 * pickers leave out the disrupted bus (and driver) and disable a bus or driver that may not go out
 * on `tripDate` or is on another trip at an overlapping time. The counts are checked, not clamped:
 * 99 999 or -3 is refused with the bounds, never silently changed.
 */
export function DisruptionFields({
  trip,
}: {
  trip: { id: string; date: string; busId: string; driverId: string };
}) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const busy = useBusyCrews(trip.id);
  const busyBuses = useMemo(() => taken(busy.data?.busIds, 'trips.busBooked'), [busy.data]);
  const busyDrivers = useMemo(() => taken(busy.data?.driverIds, 'trips.driverBooked'), [busy.data]);
  const count = (max: number) => [
    {
      type: 'integer' as const,
      min: 0,
      max,
      message: t('disruption.countRange', { max: formatNumber(max, locale) }),
    },
  ];
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="reason"
          label={t('disruption.reason')}
          rules={[{ required: true, message: t('disruption.reasonMissing') }]}
          required
        >
          <Select
            placeholder={t('disruption.reasonPlaceholder')}
            options={DISRUPTION_REASONS.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="place" label={t('disruption.place')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="replacementBusId" label={t('disruption.replacementBus')}>
          <BusSelect allowClear onDate={trip.date} excludeId={trip.busId} unavailable={busyBuses} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="replacementDriverId" label={t('disruption.replacementDriver')}>
          <DriverSelect allowClear onDate={trip.date} excludeId={trip.driverId} unavailable={busyDrivers} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="studentsMoved"
          label={t('disruption.studentsMoved')}
          rules={count(STUDENTS_MOVED_MAX)}
        >
          <NumberInput precision={0} style={{ inlineSize: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item name="minutesLost" label={t('disruption.minutesLost')} rules={count(MINUTES_LOST_MAX)}>
          <NumberInput precision={0} style={{ inlineSize: '100%' }} />
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
