import { LoadedRecord } from '@rihla/shared/ui/loaded-record';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Divider, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../api/get-operator';
import { OperatorEditForm } from './operator-edit-form';
import { OperatorHistory } from './operator-history';
import { ResetPasswordForm } from './reset-password-form';
import { ResetSecondFactor } from './reset-second-factor';

/** One account: its name, role and state; a temporary password; its second factor; its history. */
export function OperatorEditDrawer({ operatorId, onClose }: { operatorId: string; onClose(): void }) {
  const { t } = useTranslation();
  const operator = useOperator(operatorId);
  return (
    <Drawer open title={operator.data?.name ?? t('operator.edit.title')} onClose={onClose} size="large">
      <LoadedRecord query={operator}>
        {(data) => (
          <>
            <Typography.Paragraph>
              <Ltr>{data.email}</Ltr>
            </Typography.Paragraph>
            <OperatorEditForm operator={data} refetch={operator.refetch} onSaved={onClose} />
            <Divider titlePlacement="start">{t('operator.resetPassword.title')}</Divider>
            <ResetPasswordForm operator={data} refetch={operator.refetch} onSaved={onClose} />
            <Divider titlePlacement="start">{t('operator.secondFactor.title')}</Divider>
            <ResetSecondFactor operator={data} />
            <Divider />
            <OperatorHistory operatorId={data.id} />
          </>
        )}
      </LoadedRecord>
    </Drawer>
  );
}
