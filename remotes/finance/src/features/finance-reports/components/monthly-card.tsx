import { csvExportUrl } from '@rihla/shared/http/csv-export-url';
import { CsvExportLink } from '@rihla/shared/ui/csv-export-link';
import { Card, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonthly } from '../api/get-monthly';

// The chart library is big and only this tab draws a chart.
const RevenueChart = lazy(() => import('./revenue-chart'));

/** The last twelve months: invoiced, collected and paid out to drivers. */
export function MonthlyCard() {
  const { t } = useTranslation('finance');
  const to = dayjs().format('YYYY-MM');
  const from = dayjs().subtract(11, 'month').format('YYYY-MM');
  const monthly = useMonthly(from, to);
  return (
    <Card
      title={t('monthly.title')}
      extra={<CsvExportLink href={csvExportUrl('finance/monthly', new URLSearchParams({ from, to }))} />}
    >
      <Suspense fallback={<Skeleton active />}>
        {monthly.data ? <RevenueChart months={monthly.data.months} /> : <Skeleton active />}
      </Suspense>
    </Card>
  );
}
