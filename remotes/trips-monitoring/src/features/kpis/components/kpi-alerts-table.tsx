import type { KpiAlert } from '@rihla/shared/contracts/kpis';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Ltr } from '@rihla/shared/ui/ltr';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './scroll-region';

/** `m:ss` of a number of seconds (hours run on as minutes: an alert left for long shows as such). */
function minutesAndSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The range's alerts by kind: how many, how many were acknowledged, and the median time it took. */
export function KpiAlertsTable({ alerts }: { alerts: KpiAlert[] }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  return (
    <ScrollRegion label={t('kpis.alertsTable.title')}>
      <Table<KpiAlert>
        size="small"
        rowKey="type"
        pagination={false}
        dataSource={alerts}
        locale={{ emptyText: t('kpis.alertsTable.none') }}
        columns={[
          { key: 'type', title: t('kpis.alertsTable.type'), render: (_, a) => t(`alertType.${a.type}`) },
          {
            key: 'count',
            title: t('kpis.alertsTable.count'),
            render: (_, a) => formatNumber(a.count, locale),
          },
          {
            key: 'acknowledged',
            title: t('kpis.alertsTable.acknowledged'),
            render: (_, a) => formatNumber(a.acknowledged, locale),
          },
          {
            key: 'median',
            title: t('kpis.alertsTable.median'),
            render: (_, a) =>
              a.medianAckSeconds === null ? '—' : <Ltr>{minutesAndSeconds(a.medianAckSeconds)}</Ltr>,
          },
        ]}
      />
    </ScrollRegion>
  );
}
