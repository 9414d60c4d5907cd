import type { DriverRole, DriverStatus } from '@rihla/shared/contracts/drivers';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DriverStatus, string> = {
  active: 'green',
  on_leave: 'gold',
  suspended: 'red',
  inactive: 'default',
};

export function DriverStatusTag({ status }: { status: DriverStatus }) {
  const { t } = useTranslation('fleet');
  return <Tag color={STATUS_COLORS[status]}>{t(`driver.status.${status}`)}</Tag>;
}

export function DriverRoleTag({ role }: { role: DriverRole }) {
  const { t } = useTranslation('fleet');
  return <Tag color={role === 'driver' ? 'blue' : 'purple'}>{t(`driver.role.${role}`)}</Tag>;
}
