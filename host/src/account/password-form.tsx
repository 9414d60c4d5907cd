import { passwordChangeSchema } from '@rihla/shared/contracts/auth';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from './use-account';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

const identity = (values: PasswordValues) => values;

/**
 * Changing one's password proves the current one (the API limits wrong guesses); the other
 * sessions are signed out. `mustChange`: the current password is a temporary one.
 */
export function PasswordForm({ mustChange = false }: { mustChange?: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const rules = useZodFormRules(passwordChangeSchema, identity);
  const change = useChangePassword(t('account.passwordChanged'));
  const onError = useSaveErrorHandler(form);
  const finish = (values: PasswordValues) =>
    change.mutate(passwordChangeSchema.parse(values), { onSuccess: () => form.resetFields(), onError });
  return (
    <Card title={t('account.password')} className="account-card">
      {mustChange && (
        <Alert type="warning" showIcon message={t('account.mustChange')} className="account-alert" />
      )}
      <Form form={form} layout="vertical" onFinish={finish}>
        <Form.Item
          name="currentPassword"
          label={t('account.currentPassword')}
          rules={rules('currentPassword')}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('account.newPassword')} rules={rules('newPassword')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('account.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
