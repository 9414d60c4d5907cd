import { DateInput } from '@rihla/shared/ui/date-input';
import { RiyalInput } from '@rihla/shared/ui/money';
import { Alert, Button, Card, Col, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDriverOptions } from '../api/get-driver-options';
import { type ComposeValues, NEW_COMPOSE_VALUES } from './settlement-compose-values';

interface SettlementComposeFormProps {
  form: FormInstance<ComposeValues>;
  creating: boolean;
  /** A draft can be stored once a preview shows trips to pay. */
  canCreate: boolean;
  onPreview(): void;
  onChange(): void;
  onFinish(values: ComposeValues): void;
}

/** A driver, a period and deductions; preview what is owed, then store the draft. */
export function SettlementComposeForm({
  form,
  creating,
  canCreate,
  onPreview,
  onChange,
  onFinish,
}: SettlementComposeFormProps) {
  const { t } = useTranslation('finance');
  const drivers = useDriverOptions();
  return (
    <Form<ComposeValues>
      form={form}
      layout="vertical"
      initialValues={NEW_COMPOSE_VALUES}
      onValuesChange={onChange}
      onFinish={onFinish}
      requiredMark="optional"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="driverId"
              label={t('settlement.fields.driver')}
              rules={[{ required: true, message: t('settlement.compose.pickDriver') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={drivers.isLoading}
                options={(drivers.data ?? []).map((d) => ({ value: d.id, label: d.fullName }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="periodStart"
              label={t('settlement.fields.periodStart')}
              rules={[{ required: true, message: t('settlement.compose.pickDate') }]}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="periodEnd"
              label={t('settlement.fields.periodEnd')}
              rules={[{ required: true, message: t('settlement.compose.pickDate') }]}
            >
              <DateInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="deductions" label={t('settlement.fields.deductions')}>
              <RiyalInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="deductionNote" label={t('settlement.fields.deductionNote')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Alert type="info" showIcon message={t('settlement.compose.rule')} style={{ marginBlockEnd: 16 }} />
        <Space>
          <Button onClick={onPreview}>{t('settlement.compose.preview')}</Button>
          <Button type="primary" htmlType="submit" loading={creating} disabled={!canCreate}>
            {t('settlement.compose.create')}
          </Button>
        </Space>
      </Card>
    </Form>
  );
}
