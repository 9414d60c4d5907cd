import type { Operator } from '@rihla/shared/contracts/operators';
import { Button, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResetSecondFactor } from '../api/reset-second-factor';

/** An operator who lost their phone and their recovery codes: the administrator takes the factor off (audited). */
export function ResetSecondFactor({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const reset = useResetSecondFactor(operator.id, t('operator.secondFactor.done', { name: operator.name }));
  if (!operator.secondFactor) {
    return <Typography.Paragraph type="secondary">{t('operator.secondFactor.none')}</Typography.Paragraph>;
  }
  return (
    <>
      <Typography.Paragraph type="secondary">{t('operator.secondFactor.lead')}</Typography.Paragraph>
      <Popconfirm
        title={t('operator.secondFactor.confirm', { name: operator.name })}
        okText={t('operator.secondFactor.submit')}
        cancelText={t('operator.cancel')}
        onConfirm={() => reset.mutate()}
      >
        <Button danger loading={reset.isPending}>
          {t('operator.secondFactor.submit')}
        </Button>
      </Popconfirm>
    </>
  );
}
