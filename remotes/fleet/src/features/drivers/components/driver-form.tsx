import type { Driver } from '@rihla/shared/contracts/drivers';
import { driverInputSchema } from '@rihla/shared/contracts/drivers';
import { FormActions } from '@rihla/shared/ui/form-actions';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Form, type FormInstance } from 'antd';
import { DriverDocumentsSection, DriverIdentitySection, DriverWorkSection } from './driver-form-sections';
import { type DriverFormValues, toDriverInput } from './driver-form-values';

interface DriverFormProps {
  form: FormInstance<DriverFormValues>;
  initialValues: DriverFormValues;
  /** The bus assigned when the form opened, so the picker can show its plate. */
  currentBus?: Driver['assignedBus'];
  submitting: boolean;
  onFinish(values: DriverFormValues): void;
  onCancel(): void;
}

/** Add and update share this form; rules come from the shared driver contract. */
export function DriverForm({
  form,
  initialValues,
  currentBus,
  submitting,
  onFinish,
  onCancel,
}: DriverFormProps) {
  const rules = useZodFormRules(driverInputSchema, toDriverInput);
  const role = Form.useWatch('role', form) ?? initialValues.role;
  const licenceRequired = role === 'driver';

  return (
    <Form<DriverFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      requiredMark="optional"
    >
      <DriverIdentitySection rules={rules} />
      <DriverDocumentsSection rules={rules} licenceRequired={licenceRequired} />
      <DriverWorkSection rules={rules} currentBus={currentBus}>
        <FormActions onCancel={onCancel} submitting={submitting} />
      </DriverWorkSection>
    </Form>
  );
}
