import type { Account } from '@rihla/shared/contracts/account';
import { secondFactorCodeSchema } from '@rihla/shared/contracts/second-factor';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewRecoveryCodes, useTurnOffSecondFactor } from './use-account';

interface CodeValues {
  code: string;
}
const identity = (values: CodeValues) => values;
type Change = 'codes' | 'off';

/**
 * A second factor that is on: new recovery codes, or turning it off, each after a current code
 * (the app's or a recovery code). Turning off is not offered when the company requires a second
 * factor of this operator; the API refuses it then too.
 */
export function SecondFactorManage({
  secondFactor,
  onNewCodes,
}: {
  secondFactor: Account['secondFactor'];
  onNewCodes(codes: string[]): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeValues>();
  const rules = useZodFormRules(secondFactorCodeSchema, identity);
  const onError = useSaveErrorHandler(form);
  const [change, setChange] = useState<Change | null>(null);
  const newCodes = useNewRecoveryCodes();
  const turnOff = useTurnOffSecondFactor(t('account.secondFactor.turnedOff'));

  const open = (next: Change | null) => {
    form.resetFields();
    setChange(next);
  };
  const submit = (values: CodeValues) => {
    const { code } = secondFactorCodeSchema.parse(values);
    if (change === 'codes')
      newCodes.mutate(code, {
        onSuccess: (codes) => {
          open(null);
          onNewCodes(codes);
        },
        onError,
      });
    else turnOff.mutate(code, { onError });
  };

  return (
    <Space direction="vertical" className="second-factor-manage">
      <p>{t('account.secondFactor.enabled', { count: secondFactor.recoveryCodesLeft })}</p>
      {change ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label={t(
            change === 'codes' ? 'account.secondFactor.newCodes' : 'account.secondFactor.turnOff',
          )}
        >
          <p>
            {t(change === 'codes' ? 'account.secondFactor.newCodesHint' : 'account.secondFactor.turnOffHint')}
          </p>
          <Form.Item name="code" label={t('account.secondFactor.currentCode')} rules={rules('code')}>
            <Input dir="ltr" autoComplete="one-time-code" className="second-factor-setup__code" />
          </Form.Item>
          <Space wrap>
            <Button
              type="primary"
              danger={change === 'off'}
              htmlType="submit"
              loading={newCodes.isPending || turnOff.isPending}
            >
              {t(change === 'codes' ? 'account.secondFactor.newCodes' : 'account.secondFactor.turnOff')}
            </Button>
            <Button onClick={() => open(null)}>{t('account.secondFactor.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <>
          <Space wrap>
            <Button onClick={() => open('codes')}>{t('account.secondFactor.newCodes')}</Button>
            {!secondFactor.required && (
              <Button danger onClick={() => open('off')}>
                {t('account.secondFactor.turnOff')}
              </Button>
            )}
          </Space>
          {secondFactor.required && (
            <Alert type="info" showIcon message={t('account.secondFactor.requiredNoOff')} />
          )}
        </>
      )}
    </Space>
  );
}
