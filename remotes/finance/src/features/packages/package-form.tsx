import {
  PACKAGE_PERIODS,
  type Package,
  type PackageInput,
  packageInputSchema,
  TRIP_TYPES,
} from '@rihla/shared/contracts/packages';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { RichTextEditor } from '@rihla/shared/ui/rich-text-editor';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Card, Col, Form, type FormInstance, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { RiyalInput, toHalalas, toRiyals } from '../money';

export interface PackageFormValues {
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  /** Riyals on the form; halalas in the API. */
  price: number | null;
  period: Package['period'];
  tripType: Package['tripType'];
  siblingDiscountPercent: number | null;
  instalments: number | null;
  active: boolean;
}

export const PACKAGE_FORM_FIELDS = [
  'nameAr',
  'nameEn',
  'descriptionAr',
  'descriptionEn',
  'price',
  'period',
  'tripType',
  'siblingDiscountPercent',
  'instalments',
  'active',
] as const satisfies readonly (keyof PackageFormValues)[];

export const EMPTY_PACKAGE: PackageFormValues = {
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  price: null,
  period: 'month',
  tripType: 'round_trip',
  siblingDiscountPercent: 0,
  instalments: 1,
  active: true,
};

export function toPackageFormValues(p: Package): PackageFormValues {
  return { ...p, price: toRiyals(p.priceHalalas) };
}

export function toPackageInput(v: PackageFormValues): PackageInput {
  return {
    nameAr: v.nameAr,
    nameEn: v.nameEn,
    descriptionAr: v.descriptionAr ?? '',
    descriptionEn: v.descriptionEn ?? '',
    priceHalalas: toHalalas(v.price),
    period: v.period,
    tripType: v.tripType,
    siblingDiscountPercent: v.siblingDiscountPercent ?? 0,
    instalments: v.instalments ?? 1,
    active: v.active,
  };
}

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
              <Input dir="rtl" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('package.fields.nameEn')} rules={rules('nameEn')} required>
              <Input dir="ltr" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="price" label={t('package.fields.price')} rules={rules('priceHalalas')} required>
              <RiyalInput />
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
              <InputNumber style={{ inlineSize: '100%' }} suffix="%" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="instalments"
              label={t('package.fields.instalments')}
              rules={rules('instalments')}
            >
              <InputNumber style={{ inlineSize: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="active" label={t('package.fields.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
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
