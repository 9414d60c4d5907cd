import { driverNameOf } from '@rihla/shared/contracts/drivers';
import type { SettlementDetails } from '@rihla/shared/contracts/settlements';
import { formatDateTime, formatGregorian } from '@rihla/shared/format/date';
import { useShell } from '@rihla/shared/shell/shell-context';
import { CompanyLetterhead } from '@rihla/shared/ui/company-letterhead';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettlementLines } from './settlement-lines';
import { SettlementStatusTag } from './settlement-status-tag';
import { SettlementTotals } from './settlement-totals';
import './settlement-print.css';

/**
 * The driver's statement: who, which period, each trip, the totals; the only thing printed, under
 * the company's letterhead (issue #17 item 5).
 */
export function SettlementStatement({ settlement }: { settlement: SettlementDetails }) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  return (
    <Card className="finance-statement">
      <CompanyLetterhead className="finance-print-only" />
      <h2 className="finance-print-only">{t('settlement.statementTitle', { number: settlement.number })}</h2>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('settlement.fields.driver')}>
          {driverNameOf(locale, settlement)}
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.fields.status')}>
          <SettlementStatusTag status={settlement.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.fields.period')}>
          <Ltr>
            {formatGregorian(settlement.periodStart)} – {formatGregorian(settlement.periodEnd)}
          </Ltr>
        </Descriptions.Item>
        <Descriptions.Item label={t('settlement.fields.rate')}>
          <Money halalas={settlement.rateHalalas} />
        </Descriptions.Item>
        {settlement.approvedAt && (
          <Descriptions.Item label={t('settlement.fields.approvedAt')}>
            <Ltr>{formatDateTime(settlement.approvedAt)}</Ltr>
          </Descriptions.Item>
        )}
        {settlement.paidAt && (
          <Descriptions.Item label={t('settlement.fields.paidAt')}>
            <Ltr>{formatDateTime(settlement.paidAt)}</Ltr>
          </Descriptions.Item>
        )}
        {settlement.paymentReference && (
          <Descriptions.Item label={t('settlement.fields.paymentReference')}>
            <Ltr>{settlement.paymentReference}</Ltr>
          </Descriptions.Item>
        )}
      </Descriptions>
      <SettlementLines lines={settlement.lines} />
      <SettlementTotals figures={settlement} />
    </Card>
  );
}
