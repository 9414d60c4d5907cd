import type { RegistrationStatus } from '@rihla/shared/contracts/registration-requests';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RegistrationStatus, string> = {
  pending: 'blue',
  approved: 'green',
  waitlisted: 'gold',
  rejected: 'red',
};

export function RequestStatusTag({
  status,
  position,
}: {
  status: RegistrationStatus;
  position?: number | null;
}) {
  const { t } = useTranslation('families');
  return (
    <Tag color={COLORS[status]}>
      {t(`request.status.${status}`)}
      {status === 'waitlisted' && position ? ` · ${t('request.position', { position })}` : ''}
    </Tag>
  );
}
