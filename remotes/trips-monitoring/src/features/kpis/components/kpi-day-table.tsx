import type { KpiDay } from '@rihla/shared/contracts/kpis';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { DateText } from '@rihla/shared/ui/date-text';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './scroll-region';

/** The chart's figures day by day, for whoever would rather read them (and for screen readers). */
export function KpiDayTable({ days }: { days: KpiDay[] }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <details>
      <summary style={{ cursor: 'pointer', marginBlock: 8 }}>{t('kpis.chart.byDay')}</summary>
      <ScrollRegion label={t('kpis.chart.byDay')}>
        <Table<KpiDay>
          size="small"
          rowKey="date"
          pagination={false}
          dataSource={days}
          columns={[
            {
              key: 'date',
              title: t('fields.date'),
              render: (_, d) => <DateText value={d.date} hijri={false} />,
            },
            { key: 'trips', title: t('kpis.figure.trips'), render: (_, d) => n(d.trips) },
            { key: 'onTime', title: t('kpis.arrival.on_time'), render: (_, d) => n(d.schoolOnTime) },
            { key: 'late', title: t('kpis.arrival.late'), render: (_, d) => n(d.schoolLate) },
            { key: 'riders', title: t('kpis.riders'), render: (_, d) => n(d.riders) },
          ]}
        />
      </ScrollRegion>
    </details>
  );
}
