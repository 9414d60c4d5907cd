import { type Operator, operatorUpdateSchema } from '@rihla/shared/contracts/operators';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useVersionedSave } from '@rihla/shared/ui/use-versioned-save';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateOperator } from '../api/update-operator';
import { PasswordField } from './password-field';
import { temporaryPassword } from './temporary-password';

interface ResetValues {
  password: string;
}

const FIELDS = ['password'] as const;

/** The account as it stands, with a new temporary password (which signs the operator out everywhere). */
const toInput = (operator: Operator, values: ResetValues, version: number) => ({
  name: operator.name,
  role: operator.role,
  active: operator.active,
  password: values.password,
  mustChangePassword: true,
  version,
});

/** Gives a locked-out operator a temporary password; they choose their own at the next sign-in. */
export function ResetPasswordForm({
  operator,
  refetch,
  onSaved,
}: {
  operator: Operator;
  refetch(): Promise<{ data?: Operator }>;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const { toast } = useShell();
  const [form] = Form.useForm<ResetValues>();
  const rules = useZodFormRules(operatorUpdateSchema, (values: ResetValues) =>
    toInput(operator, values, operator.version),
  );
  const { finish, submitting, conflictAlert } = useVersionedSave({
    form,
    record: operator,
    refetch,
    fields: FIELDS,
    toFormValues: () => ({ password: form.getFieldValue('password') }),
    toInput: (values, version) => operatorUpdateSchema.parse(toInput(operator, values, version)),
    mutation: useUpdateOperator(operator.id),
    onSaved: (saved) => {
      toast.add({
        severity: 'success',
        summary: t('operator.passwordReset', { name: saved.name }),
        detail: t('operator.handOverPassword'),
        life: 8000,
      });
      onSaved();
    },
  });
  return (
    <>
      {conflictAlert}
      <Typography.Paragraph type="secondary">{t('operator.resetPassword.lead')}</Typography.Paragraph>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        initialValues={{ password: temporaryPassword() }}
        onFinish={finish}
      >
        <PasswordField
          rules={rules('password')}
          onGenerate={(password) => form.setFieldValue('password', password)}
        />
        <Button htmlType="submit" loading={submitting}>
          {t('operator.resetPassword.submit')}
        </Button>
      </Form>
    </>
  );
}
