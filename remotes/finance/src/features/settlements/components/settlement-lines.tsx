import type { SettlementLine } from '@rihla/shared/contracts/settlements';
import { formatGregorian } from '@rihla/shared/format/date';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Money } from '@rihla/shared/ui/money';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The trips a settlement pays, each with its lateness and penalty; the part of the trip the driver
 * drove when a replacement took one over (a column only then).
 */
export function SettlementLines({ lines }: { lines: SettlementLine[] }) {
  const { t } = useTranslation('finance');
  const shared = lines.some((l) => l.sharePercent < 100);
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
    ...(shared
      ? [
          {
            key: 'share',
            title: t('settlement.fields.share'),
            render: (_: unknown, l: SettlementLine) =>
              t('settlement.fields.sharePercent', { percent: l.sharePercent }),
          },
        ]
      : []),
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
