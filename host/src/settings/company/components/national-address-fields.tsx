import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { Col, Form, Input, Row, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** The address's text parts, each up to 120 characters. */
const TEXT_FIELDS = [
  { name: 'street', md: 18 },
  { name: 'district', md: 9 },
  { name: 'city', md: 9 },
] as const;

type RulesOf = (field: 'buildingNumber' | 'street' | 'district' | 'city' | 'postalCode') => Rule[];

/** The national address a VAT invoice names the seller by (building number, street, district, city, postal code). */
export function NationalAddressFields({ rules }: { rules: RulesOf }) {
  const { t } = useTranslation();
  const { direction } = useShell();
  const ltr = ltrInputStyle(direction);
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('company.nationalAddress')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item
            name="buildingNumber"
            label={t('company.fields.buildingNumber')}
            rules={rules('buildingNumber')}
          >
            <Input dir="ltr" style={ltr} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
        {TEXT_FIELDS.map(({ name, md }) => (
          <Col xs={24} md={md} key={name}>
            <Form.Item name={name} label={t(`company.fields.${name}`)} rules={rules(name)}>
              <Input count={{ show: true, max: 120 }} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Form.Item name="postalCode" label={t('company.fields.postalCode')} rules={rules('postalCode')}>
            <Input dir="ltr" style={ltr} inputMode="numeric" autoComplete="postal-code" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
