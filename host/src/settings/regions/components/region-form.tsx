import { type RegionInput, regionInputSchema } from '@rihla/shared/contracts/regions';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Card, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchoolOptions } from '../../schools/api/get-school-options';

export type RegionFormValues = RegionInput;

export const NEW_REGION_VALUES: RegionFormValues = { nameAr: '', nameEn: '', schoolIds: [] };
export const REGION_FORM_FIELDS = ['nameAr', 'nameEn', 'schoolIds'] as const;

const asInput = (values: RegionFormValues) => values;

interface RegionFormProps {
  form: FormInstance<RegionFormValues>;
  initialValues: RegionFormValues;
  submitting: boolean;
  onFinish(values: RegionFormValues): void;
  onCancel(): void;
}

/** Add and edit share this form: the names in both languages and the schools it groups. */
export function RegionForm({ form, initialValues, submitting, onFinish, onCancel }: RegionFormProps) {
  const { t } = useTranslation();
  const { locale, direction } = useShell();
  const rules = useZodFormRules(regionInputSchema, asInput);
  const schools = useSchoolOptions();
  return (
    <Form<RegionFormValues>
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
            <Form.Item name="nameAr" label={t('regions.fields.nameAr')} rules={rules('nameAr')} required>
              <Input lang="ar" dir="rtl" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('regions.fields.nameEn')} rules={rules('nameEn')} required>
              <Input lang="en" dir="ltr" style={ltrInputStyle(direction)} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="schoolIds"
              label={t('regions.fields.schools')}
              rules={rules('schoolIds')}
              required
              extra={t('regions.hints.schools')}
            >
              <Select
                mode="multiple"
                allowClear
                loading={schools.isLoading}
                optionFilterProp="label"
                placeholder={t('regions.chooseSchools')}
                options={schools.data?.map((school) => ({ value: school.id, label: nameIn(locale, school) }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <FormActions submitting={submitting} onCancel={onCancel} />
    </Form>
  );
}
