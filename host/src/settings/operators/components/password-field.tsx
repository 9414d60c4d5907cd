import { useShell } from '@rihla/shared/shell/shell-context';
import { ltrInputStyle } from '@rihla/shared/ui/ltr';
import { Button, Form, type FormRule, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { temporaryPassword } from './temporary-password';

/**
 * A temporary password the administrator hands over: shown in clear so it can be read out or
 * copied, with a button that draws a random one. The operator must change it at sign-in.
 */
export function PasswordField({
  rules,
  onGenerate,
}: {
  rules: FormRule[];
  onGenerate(password: string): void;
}) {
  const { t } = useTranslation();
  const { direction } = useShell();
  return (
    <Form.Item label={t('operator.fields.password')} extra={t('operator.hints.password')} required>
      <Space.Compact block>
        <Form.Item name="password" rules={rules} noStyle>
          <Input
            dir="ltr"
            style={ltrInputStyle(direction)}
            autoComplete="off"
            aria-label={t('operator.fields.password')}
          />
        </Form.Item>
        <Button onClick={() => onGenerate(temporaryPassword())}>{t('operator.generatePassword')}</Button>
      </Space.Compact>
    </Form.Item>
  );
}
