import type { BusStatus } from '@rihla/shared/contracts/buses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<BusStatus, string> = { active: 'green', maintenance: 'gold', out_of_service: 'red' };

export function BusStatusTag({ status }: { status: BusStatus }) {
  const { t } = useTranslation('fleet');
  return <Tag color={COLORS[status]}>{t(`bus.status.${status}`)}</Tag>;
}
