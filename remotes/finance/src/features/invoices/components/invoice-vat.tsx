import type { Invoice } from '@rihla/shared/contracts/invoices';
import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Money } from '@rihla/shared/ui/money';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** An invoice's VAT per rate: the VAT, then the rate's category and its amount before VAT. */
export function InvoiceVat({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  return (
    <Flex vertical>
      {invoice.vatBreakdown.map((rate) => (
        <Flex vertical key={`${rate.category}:${rate.ratePercent}:${rate.exemptionReason ?? ''}`}>
          <Money halalas={rate.vatHalalas} />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {t(`vat.category.${rate.category}`)}
            {rate.ratePercent > 0 ? ` ${t('vat.rate', { rate: rate.ratePercent })}` : ''}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('invoice.fields.net')}: {formatMoney(rate.netHalalas, locale)}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
