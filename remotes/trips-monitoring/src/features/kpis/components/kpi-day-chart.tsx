import type { KpiDay } from '@rihla/shared/contracts/kpis';
import { useShell } from '@rihla/shared/shell/shell-context';
import { stackedBarOptions } from '@rihla/shared/ui/stacked-bar-options';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/**
 * Arrivals at school per day, on time stacked under late: where a bad week shows at a glance.
 * Right to left in Arabic. Loaded lazily (the library is big); the same figures are in the table
 * beside it for screen readers.
 */
export default function KpiDayChart({ days }: { days: KpiDay[] }) {
  const { t } = useTranslation('trips');
  const { locale } = useShell();
  return (
    <div style={{ blockSize: 260 }}>
      <Bar
        role="img"
        aria-label={t('kpis.chart.label')}
        data={{
          labels: days.map((day) => day.date.slice(5)),
          datasets: [
            {
              label: t('kpis.arrival.on_time'),
              data: days.map((day) => day.schoolOnTime),
              backgroundColor: '#067647',
              stack: 'arrivals',
            },
            {
              label: t('kpis.arrival.late'),
              data: days.map((day) => day.schoolLate),
              backgroundColor: '#b54708',
              stack: 'arrivals',
            },
          ],
        }}
        options={stackedBarOptions(locale)}
      />
    </div>
  );
}
