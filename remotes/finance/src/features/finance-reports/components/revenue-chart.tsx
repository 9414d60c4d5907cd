import type { MonthlyRow } from '@rihla/shared/contracts/finance-reports';
import { formatMoney } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Collected revenue against driver payouts per month; right to left in Arabic. Loaded lazily. */
export default function RevenueChart({ months }: { months: MonthlyRow[] }) {
  const { t } = useTranslation('finance');
  const { locale } = useShell();
  const rtl = locale === 'ar';
  return (
    <div style={{ blockSize: 280 }}>
      <Bar
        role="img"
        aria-label={t('monthly.chartLabel')}
        data={{
          labels: months.map((m) => m.month),
          datasets: [
            {
              label: t('monthly.invoiced'),
              data: months.map((m) => m.invoicedHalalas / 100),
              backgroundColor: '#94a3b8',
            },
            {
              label: t('monthly.collected'),
              data: months.map((m) => m.collectedHalalas / 100),
              backgroundColor: '#067647',
            },
            {
              label: t('monthly.payouts'),
              data: months.map((m) => m.payoutsHalalas / 100),
              backgroundColor: '#b54708',
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          locale: rtl ? 'ar-SA-u-nu-latn' : 'en-US',
          plugins: {
            legend: { position: 'bottom', rtl },
            tooltip: {
              rtl,
              callbacks: {
                label: (item) =>
                  `${item.dataset.label}: ${formatMoney(Math.round(Number(item.raw) * 100), locale)}`,
              },
            },
          },
          scales: { x: { reverse: rtl }, y: { beginAtZero: true, position: rtl ? 'right' : 'left' } },
        }}
      />
    </div>
  );
}
