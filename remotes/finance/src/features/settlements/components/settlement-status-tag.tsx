import type { SettlementStatus } from '@rihla/shared/contracts/settlements';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<SettlementStatus, string | undefined> = {
  draft: undefined,
  approved: 'blue',
  paid: 'green',
};

export function SettlementStatusTag({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation('finance');
  return <Tag color={COLOURS[status]}>{t(`settlement.status.${status}`)}</Tag>;
}
