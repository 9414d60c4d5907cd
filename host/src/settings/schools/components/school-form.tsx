import { GRADES, SCHOOL_GENDERS, schoolInputSchema } from '@rihla/shared/contracts/schools';
import { useShell } from '@rihla/shared/shell/shell-context';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Card, Col, Form, type FormInstance, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CoordinateFields } from '../../places/coordinate-fields';
import { type SchoolFormValues, toSchoolInput } from './school-form-values';

interface SchoolFormProps {
  form: FormInstance<SchoolFormValues>;
  initialValues: SchoolFormValues;
  submitting: boolean;
  onFinish(values: SchoolFormValues): void;
  onCancel(): void;
}

/** Add and edit share this form; its rules are the shared school contract's. */
export function SchoolForm({ form, initialValues, submitting, onFinish, onCancel }: SchoolFormProps) {
  const { t } = useTranslation();
  const rules = useZodFormRules(schoolInputSchema, toSchoolInput);
  const ltr = ltrInputStyle(useShell().direction);
  return (
    <Form<SchoolFormValues>
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
            <Form.Item name="nameAr" label={t('schools.fields.nameAr')} rules={rules('nameAr')} required>
              <Input lang="ar" dir="rtl" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nameEn" label={t('schools.fields.nameEn')} rules={rules('nameEn')} required>
              <Input lang="en" dir="ltr" style={ltr} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="gender" label={t('schools.fields.gender')} rules={rules('gender')} required>
              <Select options={SCHOOL_GENDERS.map((g) => ({ value: g, label: t(`schools.gender.${g}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="grades" label={t('schools.fields.grades')} rules={rules('grades')}>
              <Select
                mode="multiple"
                allowClear
                placeholder={t('schools.hints.grades')}
                options={GRADES.map((grade) => ({ value: grade, label: t(`schools.grade.${grade}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="startTime"
              label={t('schools.fields.startTime')}
              rules={rules('startTime')}
              extra={t('schools.hints.startTime')}
              required
            >
              <Input type="time" dir="ltr" style={ltr} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="endTime"
              label={t('schools.fields.endTime')}
              rules={rules('endTime')}
              dependencies={['startTime']}
              extra={t('schools.hints.endTime')}
              required
            >
              <Input type="time" dir="ltr" style={ltr} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="phone" label={t('schools.fields.phone')} rules={rules('phone')}>
              <Input type="tel" dir="ltr" style={ltr} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="active" label={t('schools.fields.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="address" label={t('schools.fields.address')} rules={rules('address')}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <CoordinateFields form={form} rules={rules} mapLabel={t('schools.fields.location')} />
          </Col>
        </Row>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </Card>
    </Form>
  );
}
