import { PACKAGE_PERIODS, packageInputSchema, TRIP_TYPES } from '@rihla/shared/contracts/packages';
import { VAT_CATEGORIES, VAT_EXEMPTION_REASONS } from '@rihla/shared/contracts/vat';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { Ltr } from '@rihla/shared/ui/ltr';
import { RiyalInput } from '@rihla/shared/ui/money';
import { NumberInput } from '@rihla/shared/ui/number-input';
import { RichTextEditor } from '@rihla/shared/ui/rich-text-editor';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Card, Col, Form, type FormInstance, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PackageFormValues, toPackageInput } from './package-form-values';

interface PackageFormProps {
  form: FormInstance<PackageFormValues>;
  initialValues: PackageFormValues;
  submitting: boolean;
  onFinish(values: PackageFormValues): void;
  onCancel(): void;
}

/** Create (in place on the list) and update share this form; the rules come from the package contract. */
export function PackageForm({ form, initialValues, submitting, onFinish, onCancel }: PackageFormProps) {
  const { t } = useTranslation('finance');
  const rules = useZodFormRules(packageInputSchema, toPackageInput);
  const free = Form.useWatch('free', form);
  const vatCategory = Form.useWatch('vatCategory', form);
  return (
    <Form<PackageFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      requiredMark="optional"
    >
      <Card>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="nameAr" label={t('package.fields.nameAr')} rules={rules('nameAr')} required>
              <Input dir="rtl" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('package.fields.nameEn')} rules={rules('nameEn')} required>
              <Input dir="ltr" />
            </Form.Item>
          </Col>
          <Col xs={16} md={6}>
            <Form.Item
              name="price"
              label={t('package.fields.price')}
              rules={rules('priceHalalas')}
              dependencies={['free']}
              required={!free}
            >
              <RiyalInput disabled={free} />
            </Form.Item>
          </Col>
          <Col xs={8} md={2}>
            <Form.Item name="free" label={t('package.fields.free')} valuePropName="checked">
              <Switch onChange={(on) => on && form.setFieldValue('price', 0)} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="period" label={t('package.fields.period')} required>
              <Select options={PACKAGE_PERIODS.map((p) => ({ value: p, label: t(`package.period.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="tripType" label={t('package.fields.tripType')} required>
              <Select options={TRIP_TYPES.map((p) => ({ value: p, label: t(`package.tripType.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="siblingDiscountPercent"
              label={t('package.fields.siblingDiscountPercent')}
              rules={rules('siblingDiscountPercent')}
            >
              <NumberInput style={{ inlineSize: '100%' }} suffix="%" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="instalments"
              label={t('package.fields.instalments')}
              rules={rules('instalments')}
            >
              <NumberInput style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="active" label={t('package.fields.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="vatCategory" label={t('invoice.fields.vatCategory')} required>
              <Select
                options={VAT_CATEGORIES.map((c) => ({ value: c, label: t(`vat.category.${c}`) }))}
                onChange={() => form.setFieldValue('vatExemptionReason', null)}
              />
            </Form.Item>
          </Col>
          {vatCategory && vatCategory !== 'standard' && (
            <Col xs={24} md={16}>
              <Form.Item
                name="vatExemptionReason"
                label={t('package.fields.vatExemptionReason')}
                rules={rules('vatExemptionReason')}
                dependencies={['vatCategory']}
                required
              >
                <Select
                  options={VAT_EXEMPTION_REASONS[vatCategory].map((code) => ({
                    value: code,
                    label: (
                      <>
                        {t(`vat.reason.${code}`)} <Ltr>{code}</Ltr>
                      </>
                    ),
                  }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="descriptionAr"
              label={t('package.fields.descriptionAr')}
              rules={rules('descriptionAr')}
            >
              <RichTextEditor label={t('package.fields.descriptionAr')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="descriptionEn"
              label={t('package.fields.descriptionEn')}
              rules={rules('descriptionEn')}
            >
              <RichTextEditor label={t('package.fields.descriptionEn')} />
            </Form.Item>
          </Col>
        </Row>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </Card>
    </Form>
  );
}
