import type { Account } from '@rihla/shared/contracts/account';
import { secondFactorConfirmSchema } from '@rihla/shared/contracts/second-factor';
import { Ltr } from '@rihla/shared/ui/ltr';
import { useSaveErrorHandler } from '@rihla/shared/ui/use-save-error-handler';
import { useZodFormRules } from '@rihla/shared/ui/zod-form-rules';
import { Alert, Button, Card, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorManage } from './second-factor-manage';
import { useConfirmSecondFactor, useStartSecondFactor } from './use-account';

interface CodeValues {
  code: string;
}
const identity = (values: CodeValues) => values;

/**
 * Two-step sign-in: set up an authenticator app from a QR (or the secret typed in), confirmed by a
 * first code; the ten recovery codes are shown once after it. Once on, the operator may take new
 * recovery codes or turn it off (`SecondFactorManage`). Required by the company's setting
 * for some operators (ADR 0061): they are brought here before anything else.
 */
export function SecondFactorCard({ secondFactor }: { secondFactor: Account['secondFactor'] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeValues>();
  const rules = useZodFormRules(secondFactorConfirmSchema, identity);
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const onError = useSaveErrorHandler(form);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  /** The codes shown are a new set for a factor already on (not the first set of a setup). */
  const [renewed, setRenewed] = useState(false);
  const setup = start.data;

  const finish = (values: CodeValues) =>
    confirm.mutate(secondFactorConfirmSchema.parse(values).code, {
      onSuccess: setRecoveryCodes,
      // A wrong, used or expired code is told on the code's own field (the API names it).
      onError,
    });

  return (
    <Card
      title={t('account.secondFactor.title')}
      className="account-card"
      extra={
        secondFactor.enabled ? (
          <Tag color="success">{t('account.secondFactor.on')}</Tag>
        ) : (
          <Tag>{t('account.secondFactor.off')}</Tag>
        )
      }
    >
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          renewed={renewed}
          onDone={() => {
            setRecoveryCodes(null);
            setRenewed(false);
          }}
        />
      ) : secondFactor.enabled ? (
        <SecondFactorManage
          secondFactor={secondFactor}
          onNewCodes={(codes) => {
            setRenewed(true);
            setRecoveryCodes(codes);
          }}
        />
      ) : setup ? (
        <div className="second-factor-setup">
          <ol className="second-factor-setup__steps">
            <li>{t('account.secondFactor.scan')}</li>
            <li>
              {t('account.secondFactor.orType')}{' '}
              <Ltr className="second-factor-setup__secret">{setup.secret}</Ltr>
            </li>
            <li>{t('account.secondFactor.enterCode')}</li>
          </ol>
          <img
            className="second-factor-setup__qr"
            src={setup.qrDataUrl}
            alt={t('account.secondFactor.qrAlt')}
            width={200}
            height={200}
          />
          <Form form={form} layout="vertical" onFinish={finish}>
            <Form.Item name="code" label={t('account.secondFactor.code')} rules={rules('code')}>
              <Input
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                className="second-factor-setup__code"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t('account.secondFactor.confirm')}
            </Button>
          </Form>
        </div>
      ) : (
        <Space direction="vertical">
          {secondFactor.required && (
            <Alert type="warning" showIcon message={t('account.secondFactor.required')} />
          )}
          <p>{t('account.secondFactor.intro')}</p>
          <Button
            type="primary"
            loading={start.isPending}
            onClick={() => start.mutate(undefined, { onError })}
          >
            {t('account.secondFactor.setUp')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
