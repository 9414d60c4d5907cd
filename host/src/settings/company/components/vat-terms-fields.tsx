import { type Company, missingVatFields } from '@rihla/shared/contracts/company';
import { validationMessage } from '@rihla/shared/i18n/validation-messages';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Alert, Col, Form, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * VAT registration and how prices are stated. A registered company whose saved details lack
 * anything a VAT invoice needs is told which, as the invoice run will refuse it.
 */
export function VatTermsFields({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const missing = company.vatRegistered ? missingVatFields(company) : [];
  return (
    <>
      <Row gutter={16}>
        {(['vatRegistered', 'pricesIncludeVat'] as const).map((name) => (
          <Col xs={24} md={12} key={name}>
            <Form.Item
              name={name}
              label={t(`company.fields.${name}`)}
              valuePropName="checked"
              extra={t(`company.hints.${name}`)}
            >
              <Switch />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 16 }}
          message={validationMessage('finance.vatDetailsMissing', locale)}
          description={
            <ul>
              {missing.map((field) => (
                <li key={field}>{validationMessage(`company.missing.${field}`, locale)}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </>
  );
}
