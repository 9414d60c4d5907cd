import { financeMonthSchema } from '@rihla/shared/contracts/overview';
import { formatMoney } from '@rihla/shared/format/number';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { OverviewCard } from './overview-card';
import { StatFigure } from './stat-figure';
import { useOverviewQuery } from './use-overview-query';

/** This month's revenue (invoiced, collected) and what families owe now. */
export function FinanceMonthCard() {
  const { t } = useTranslation();
  const { locale, localePath } = useShell();
  const query = useOverviewQuery('finance-month', financeMonthSchema);
  return (
    <OverviewCard
      id="finance-month"
      title={t('overview.financeMonth')}
      to={localePath(pathTo('financial-management'))}
      query={query}
    >
      {(data) => (
        <StatFigure
          value={data.invoicedHalalas}
          text={formatMoney(data.invoicedHalalas, locale)}
          caption={t('overview.invoicedCaption')}
        >
          <p className="stat-card__note">
            {t('overview.collected', { amount: formatMoney(data.collectedHalalas, locale) })}
          </p>
          {data.vatHalalas !== 0 ? (
            <p className="stat-card__note">
              {t('overview.vat', { amount: formatMoney(data.vatHalalas, locale) })}
            </p>
          ) : null}
          <p className="stat-card__note">
            {t('overview.receivables', { amount: formatMoney(data.receivablesHalalas, locale) })}
          </p>
        </StatFigure>
      )}
    </OverviewCard>
  );
}
