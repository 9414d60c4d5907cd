import { REMEMBER_DEVICE_MAX_DAYS, SECOND_FACTOR_REQUIREMENTS } from '@rihla/shared/contracts/second-factor';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { Col, Form, Row, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

type RulesOf = (field: 'secondFactorRequired' | 'rememberDeviceDays') => Rule[];

/** Two-step sign-in for the company's operators (ADR 0061): who must use it, and remembered devices. */
export function SecondFactorFields({ rules }: { rules: RulesOf }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('company.secondFactor.title')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="secondFactorRequired"
            label={t('company.fields.secondFactorRequired')}
            rules={rules('secondFactorRequired')}
            extra={t('company.hints.secondFactorRequired')}
            required
          >
            <Select
              options={SECOND_FACTOR_REQUIREMENTS.map((value) => ({
                value,
                label: t(`company.secondFactor.requirement.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="rememberDeviceDays"
            label={t('company.fields.rememberDeviceDays')}
            rules={rules('rememberDeviceDays')}
            extra={t('company.hints.rememberDeviceDays')}
            required
          >
            <NumberInput
              dir="ltr"
              min={0}
              max={REMEMBER_DEVICE_MAX_DAYS}
              precision={0}
              style={{ inlineSize: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
