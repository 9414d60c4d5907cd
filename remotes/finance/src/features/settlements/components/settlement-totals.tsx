import { Money } from '@rihla/shared/ui/money';
import { useTranslation } from 'react-i18next';

interface Figures {
  tripCount: number;
  grossHalalas: number;
  latePenaltyHalalas: number;
  lateTripCount: number;
  deductionsHalalas: number;
  deductionNote: string;
  netHalalas: number;
}

/** Gross, penalties, deductions and net, as the statement prints them. */
export function SettlementTotals({ figures }: { figures: Figures }) {
  const { t } = useTranslation('finance');
  return (
    <dl className="finance-totals">
      <dt>{t('settlement.fields.gross', { number: figures.tripCount })}</dt>
      <dd>
        <Money halalas={figures.grossHalalas} />
      </dd>
      <dt>{t('settlement.fields.latePenalties', { count: figures.lateTripCount })}</dt>
      <dd>{figures.latePenaltyHalalas > 0 ? <Money halalas={-figures.latePenaltyHalalas} /> : '—'}</dd>
      <dt>
        {t('settlement.fields.deductions')}
        {figures.deductionNote ? ` (${figures.deductionNote})` : ''}
      </dt>
      <dd>{figures.deductionsHalalas > 0 ? <Money halalas={-figures.deductionsHalalas} /> : '—'}</dd>
      <dt>
        <strong>{t('settlement.fields.net')}</strong>
      </dt>
      <dd>
        <strong>
          <Money halalas={figures.netHalalas} />
        </strong>
      </dd>
    </dl>
  );
}
