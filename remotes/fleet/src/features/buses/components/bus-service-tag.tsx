import type { ServiceState } from '@rihla/shared/contracts/road-safety';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = { ok: 'green', dueSoon: 'gold', overdue: 'red' } as const;

/** Where a bus stands against its service interval; nothing when nothing recorded tells. */
export function BusServiceTag({ state }: { state: ServiceState }) {
  const { t } = useTranslation('fleet');
  if (!state) return <>{t('common.none')}</>;
  return <Tag color={COLORS[state]}>{t(`bus.service.${state}`)}</Tag>;
}
