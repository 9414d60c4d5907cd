import type { TripStatus } from '@rihla/shared/contracts/trips';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TripStatus, string> = {
  scheduled: 'blue',
  in_progress: 'processing',
  disrupted: 'error',
  completed: 'success',
  cancelled: 'default',
};

export function TripStatusTag({ status }: { status: TripStatus }) {
  const { t } = useTranslation('trips');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
