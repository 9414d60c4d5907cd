import { type Company, CURRENCIES, companyUpdateSchema } from '@rihla/shared/contracts/company';
import { timeZoneName } from '@rihla/shared/format/time-zone-name';
import type { Locale } from '@rihla/shared/routes/route-table';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr, ltrInputStyle } from '@rihla/shared/ui/ltr';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCompany } from '../api/update-company';
import {
  COMPANY_FORM_FIELDS,
  type CompanyFormValues,
  toCompanyFormValues,
  toCompanyInput,
} from './company-form-values';
import { LogoFormItem } from './logo-field';
import { NationalAddressFields } from './national-address-fields';
import { SecondFactorFields } from './second-factor-fields';
import { VatTermsFields } from './vat-terms-fields';

/** Every IANA zone the browser knows, named in the reader's language; the API checks the same list. */
function useTimeZoneOptions(locale: Locale) {
  return useMemo(
    () =>
      Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: timeZoneName(zone, locale) })),
    [locale],
  );
}

/** The company's details as printed on invoices, receipts and notices, saved at the version read. */
export function CompanyForm({
  company,
  refetch,
}: {
  company: Company;
  refetch(): Promise<{ data?: Company }>;
}) {
  const { t } = useTranslation();
  const { toast, direction, locale } = useShell();
  const ltr = ltrInputStyle(direction);
  const [form] = Form.useForm<CompanyFormValues>();
  const rules = useZodFormRules(companyUpdateSchema, (values: CompanyFormValues) => toCompanyInput(values));
  const timeZones = useTimeZoneOptions(locale);
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: company,
    refetch,
    fields: COMPANY_FORM_FIELDS,
    toFormValues: toCompanyFormValues,
    toInput: (values, version) => companyUpdateSchema.parse(toCompanyInput(values, version)),
    mutation: useUpdateCompany(),
    onSaved: () => toast.add({ severity: 'success', summary: t('company.saved'), life: 4000 }),
  });
  return (
    <>
      {conflictAlert}
      <Form<CompanyFormValues>
        form={form}
        layout="vertical"
        initialValues={toCompanyFormValues(company)}
        onFinish={finish}
        scrollToFirstError
        requiredMark="optional"
      >
        <Card>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="legalNameAr"
                label={t('company.fields.legalNameAr')}
                rules={rules('legalNameAr')}
                required
              >
                <Input dir="rtl" count={{ show: true, max: 200 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="legalNameEn"
                label={t('company.fields.legalNameEn')}
                rules={rules('legalNameEn')}
                required
              >
                <Input dir="ltr" style={ltr} count={{ show: true, max: 200 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="crNumber"
                label={t('company.fields.crNumber')}
                rules={rules('crNumber')}
                extra={
                  <>
                    {t('company.hints.crNumber')} <Ltr>1010123456</Ltr>
                  </>
                }
              >
                <Input dir="ltr" style={ltr} inputMode="numeric" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="vatNumber"
                label={t('company.fields.vatNumber')}
                rules={rules('vatNumber')}
                extra={
                  <>
                    {t('company.hints.vatNumber')} <Ltr>300012345600003</Ltr>
                  </>
                }
              >
                <Input dir="ltr" style={ltr} inputMode="numeric" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t('company.fields.phone')} rules={rules('phone')}>
                <Input dir="ltr" style={ltr} inputMode="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={t('company.fields.address')} rules={rules('address')}>
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} count={{ show: true, max: 300 }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="currency"
                label={t('company.fields.currency')}
                rules={rules('currency')}
                required
              >
                <Select
                  options={CURRENCIES.map((currency) => ({
                    value: currency,
                    label: t(`company.currencies.${currency}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="timeZone"
                label={t('company.fields.timeZone')}
                rules={rules('timeZone')}
                required
              >
                <Select showSearch optionFilterProp="label" options={timeZones} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="onTimeToleranceMinutes"
                label={t('company.fields.onTimeToleranceMinutes')}
                rules={rules('onTimeToleranceMinutes')}
                extra={t('company.hints.onTimeToleranceMinutes')}
                required
              >
                <NumberInput dir="ltr" min={0} max={60} precision={0} style={{ inlineSize: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <LogoFormItem rules={rules('logo')} />
            </Col>
          </Row>
          <NationalAddressFields rules={rules} />
          <VatTermsFields company={company} />
          <SecondFactorFields rules={rules} />
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('company.save')}
          </Button>
        </Card>
      </Form>
    </>
  );
}
