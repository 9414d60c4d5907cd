import type { SettlementLine } from '@rihla/shared/contracts/settlements';
import { formatGregorian } from '@rihla/shared/format/date';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from './money';

/** The trips a settlement pays, each with its lateness and penalty. */
export function SettlementLines({ lines }: { lines: SettlementLine[] }) {
  const { t } = useTranslation('finance');
  const columns: TableColumnsType<SettlementLine> = [
    {
      key: 'date',
      title: t('settlement.fields.date'),
      render: (_, l) => <Ltr>{formatGregorian(l.date)}</Ltr>,
    },
    { key: 'trip', title: t('settlement.fields.trip'), render: (_, l) => l.tripName },
    {
      key: 'departure',
      title: t('settlement.fields.departure'),
      render: (_, l) => <Ltr>{l.departureTime}</Ltr>,
    },
    {
      key: 'late',
      title: t('settlement.fields.lateMinutes'),
      render: (_, l) => (l.lateMinutes > 0 ? t('settlement.minutes', { count: l.lateMinutes }) : '—'),
    },
    { key: 'rate', title: t('settlement.fields.rate'), render: (_, l) => <Money halalas={l.rateHalalas} /> },
    {
      key: 'penalty',
      title: t('settlement.fields.penalty'),
      render: (_, l) => (l.penaltyHalalas > 0 ? <Money halalas={-l.penaltyHalalas} /> : '—'),
    },
  ];
  return (
    <Table<SettlementLine>
      rowKey="tripId"
      columns={columns}
      dataSource={lines}
      pagination={false}
      size="small"
    />
  );
}

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
      <dt>{t('settlement.fields.gross', { count: figures.tripCount })}</dt>
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
