import type { TripsByDay } from '@rihla/shared/contracts/overview';
import { formatGregorian } from '@rihla/shared/format/date';
import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import { stackedBarOptions } from '@rihla/shared/ui/stacked-bar-options';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Theme colours of the chart's series, read from the CSS variables so dark mode follows. */
function cssColour(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Trips per day: completed, cancelled and disrupted stacked, the rest (scheduled or running) on
 * top. Right to left in Arabic, like the page. The same figures sit in a table for screen readers.
 */
export default function TripsChart({ days }: { days: TripsByDay['days'] }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  // Day/month on the axis; the full date in the table and the caption.
  const labels = days.map((day) => `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}`);
  const dates = days.map((day) => formatGregorian(day.date));
  const other = days.map((day) => day.total - day.completed - day.cancelled - day.disrupted);
  const series = [
    {
      label: t('overview.chartCompleted'),
      data: days.map((d) => d.completed),
      color: cssColour('--p-success', '#067647'),
    },
    {
      label: t('overview.chartDisrupted'),
      data: days.map((d) => d.disrupted),
      color: cssColour('--p-warn', '#b54708'),
    },
    {
      label: t('overview.chartCancelled'),
      data: days.map((d) => d.cancelled),
      color: cssColour('--p-text-muted', '#5b6775'),
    },
    { label: t('overview.chartOther'), data: other, color: cssColour('--p-accent', '#46bfb8') },
  ];
  const caption = t('overview.chartLabel', { from: dates[0], to: dates.at(-1) });
  return (
    <figure className="trips-chart">
      <div className="trips-chart__canvas">
        <Bar
          aria-label={caption}
          role="img"
          data={{
            labels,
            datasets: series.map((s) => ({
              label: s.label,
              data: s.data,
              backgroundColor: s.color,
              stack: 'trips',
            })),
          }}
          options={stackedBarOptions(locale)}
        />
      </div>
      {/* The box hides the table: a table is never narrower than its content, whatever its width. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chartDate')}</th>
              <th scope="col">{t('overview.chartTotal')}</th>
              {series.slice(0, 3).map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day.date}>
                <th scope="row">{dates[i]}</th>
                <td>{formatNumber(day.total, locale)}</td>
                <td>{formatNumber(day.completed, locale)}</td>
                <td>{formatNumber(day.disrupted, locale)}</td>
                <td>{formatNumber(day.cancelled, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
