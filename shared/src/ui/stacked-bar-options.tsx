import type { Locale } from '../routes/route-table';

/**
 * Chart.js options of a stacked bar chart of counts by day, read in the page's direction: the days
 * run right to left and the axis stands on the right in Arabic, whole numbers only, no animation.
 * The overview's trips chart and the KPI page's arrivals chart draw with them.
 */
export function stackedBarOptions(locale: Locale) {
  const rtl = locale === 'ar';
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    locale: rtl ? 'ar-SA-u-nu-latn' : 'en-US',
    plugins: { legend: { position: 'bottom' as const, rtl }, tooltip: { rtl } },
    scales: {
      x: { stacked: true, reverse: rtl },
      y: {
        stacked: true,
        beginAtZero: true,
        ticks: { precision: 0 },
        position: rtl ? ('right' as const) : ('left' as const),
      },
    },
  };
}
