import { plannerRulesSchema } from '@rihla/shared/contracts/planner';
import { WEEKDAYS } from '@rihla/shared/contracts/trips';
import { DateInput } from '@rihla/shared/ui/date-input';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { Button, Card, Checkbox, Col, Form, type FormInstance, Row, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SchoolSelect } from '../../trips/components/pickers';

export interface PlannerFormValues {
  schoolIds: string[];
  termStart?: Dayjs;
  termEnd?: Dayjs;
  weekdays: number[];
  maxWalkMeters: number;
  maxRideMinutes: number;
  minDistanceMeters: number;
  separateGenders: boolean;
  doorToDoorSpecialNeeds: boolean;
  detourFactor: number;
  speedKmh: number;
  dwellMinutes: number;
  timeLimitSeconds: number;
}

/** The rules' defaults, the contract's: the ministry's 90 minutes on board, boys and girls apart, 250 m from school. */
export const PLANNER_DEFAULTS: PlannerFormValues = {
  ...plannerRulesSchema.parse({}),
  schoolIds: [],
  weekdays: [0, 1, 2, 3, 4],
  timeLimitSeconds: 20,
};

const NUMBERS = [
  ['maxWalkMeters', 0, 2000, 50],
  ['maxRideMinutes', 10, 180, 5],
  ['minDistanceMeters', 0, 5000, 50],
  ['detourFactor', 1, 3, 0.1],
  ['speedKmh', 5, 100, 5],
  ['dwellMinutes', 0, 30, 1],
  ['timeLimitSeconds', 1, 600, 5],
] as const;

const SWITCHES = ['separateGenders', 'doorToDoorSpecialNeeds'] as const;

interface PlannerFormProps {
  form: FormInstance<PlannerFormValues>;
  running: boolean;
  onFinish(values: PlannerFormValues): void;
}

/** What to plan (schools, term, school days) and under which rules. */
export function PlannerForm({ form, running, onFinish }: PlannerFormProps) {
  const { t } = useTranslation('trips');
  const required = (label: string) => [{ required: true, message: t('planner.required', { field: label }) }];
  return (
    <Card title={t('planner.setup')}>
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={PLANNER_DEFAULTS}
        onFinish={onFinish}
        disabled={running}
      >
        <Form.Item name="schoolIds" label={t('planner.schools')} rules={required(t('planner.schools'))}>
          <SchoolSelect mode="multiple" allowClear />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="termStart" label={t('fields.termStart')} rules={required(t('fields.termStart'))}>
              <DateInput style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="termEnd" label={t('fields.termEnd')} rules={required(t('fields.termEnd'))}>
              <DateInput style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {/* No `required` rule: antd would put aria-required on the group, which its role does not allow; the
                contract refuses no day at all (trips.noWeekdays), shown on the field. */}
            <Form.Item name="weekdays" label={t('fields.weekdays')}>
              <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekday.${d}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {NUMBERS.map(([name, min, max, step]) => (
            <Col xs={12} md={6} key={name}>
              <Form.Item
                name={name}
                label={t(`planner.rule.${name}`)}
                rules={required(t(`planner.rule.${name}`))}
              >
                <NumberInput min={min} max={max} step={step} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={16}>
          {SWITCHES.map((name) => (
            <Col xs={24} sm={12} key={name}>
              <Form.Item name={name} label={t(`planner.rule.${name}`)} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={running}>
          {t('planner.run')}
        </Button>
      </Form>
    </Card>
  );
}
