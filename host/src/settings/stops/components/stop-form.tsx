import { stopInputSchema } from '@rihla/shared/contracts/stops';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Card, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CoordinateFields } from '../../places/coordinate-fields';
import { useSchoolOptions } from '../../schools/api/get-school-options';
import { type StopFormValues, toStopInput } from './stop-form-values';

interface StopFormProps {
  form: FormInstance<StopFormValues>;
  initialValues: StopFormValues;
  submitting: boolean;
  onFinish(values: StopFormValues): void;
  onCancel(): void;
}

/** Add and edit share this form; its rules are the shared stop contract's. */
export function StopForm({ form, initialValues, submitting, onFinish, onCancel }: StopFormProps) {
  const { t } = useTranslation();
  const { locale, direction } = useShell();
  const rules = useZodFormRules(stopInputSchema, toStopInput);
  const schools = useSchoolOptions();
  return (
    <Form<StopFormValues>
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
            <Form.Item name="nameAr" label={t('stops.fields.nameAr')} rules={rules('nameAr')} required>
              <Input lang="ar" dir="rtl" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('stops.fields.nameEn')} rules={rules('nameEn')} required>
              <Input lang="en" dir="ltr" style={ltrInputStyle(direction)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="district" label={t('stops.fields.district')} rules={rules('district')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="schoolIds"
              label={t('stops.fields.schools')}
              rules={rules('schoolIds')}
              extra={t('stops.hints.schools')}
            >
              <Select
                mode="multiple"
                allowClear
                loading={schools.isLoading}
                optionFilterProp="label"
                options={schools.data?.map((school) => ({ value: school.id, label: nameIn(locale, school) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <CoordinateFields form={form} rules={rules} mapLabel={t('stops.fields.location')} />
          </Col>
          <Col xs={24}>
            <Form.Item name="notes" label={t('stops.fields.notes')} rules={rules('notes')}>
              <Input.TextArea rows={2} count={{ show: true, max: 500 }} />
            </Form.Item>
          </Col>
        </Row>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </Card>
    </Form>
  );
}
