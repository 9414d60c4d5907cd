import type { InvoiceStatus } from '@rihla/shared/contracts/invoices';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<InvoiceStatus, string | undefined> = {
  open: undefined,
  partial: 'gold',
  paid: 'green',
};

export function InvoiceStatusTag({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('finance');
  return <Tag color={COLOURS[status]}>{t(`invoice.status.${status}`)}</Tag>;
}
