import type { Parent } from '@rihla/shared/contracts/parents';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { BalanceText } from './balance-text';

/** How to reach the parent and what they owe. */
export function ParentProfile({ parent }: { parent: Parent }) {
  const { t } = useTranslation('families');
  const none = t('common.none');
  return (
    <Card title={t('parent.sections.profile')}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('parent.fields.phone')}>
          <Ltr>{parent.phone}</Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('parent.fields.email')}>
          {parent.email ? <Ltr>{parent.email}</Ltr> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('parent.fields.nationalId')}>
          {parent.nationalId ? <Ltr>{parent.nationalId}</Ltr> : none}
        </Descriptions.Item>
        <Descriptions.Item label={t('parent.fields.address')}>{parent.address ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('parent.fields.balance')}>
          <BalanceText halalas={parent.balanceHalalas} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
