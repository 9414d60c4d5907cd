import type { ZATCA_STATUSES } from '@rihla/shared/contracts/zatca';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type ZatcaStatus = (typeof ZATCA_STATUSES)[number];

const COLOURS: Record<ZatcaStatus, string | undefined> = {
  not_reported: undefined,
  reported: 'green',
  reported_with_warnings: 'gold',
  rejected: 'red',
};

/** Where a tax document stands with ZATCA. */
export function ZatcaStatusTag({ status }: { status: ZatcaStatus }) {
  const { t } = useTranslation('finance');
  return <Tag color={COLOURS[status]}>{t(`invoice.zatca.status.${status}`)}</Tag>;
}
