import { tripsByDaySchema } from '@rihla/shared/contracts/overview';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewCard } from './overview-card';
import { useOverviewQuery } from './use-overview-query';

// Chart.js loads with the card, not with the shell.
const TripsChart = lazy(() => import('./trips-chart'));

/** The last 14 days of trips as a bar chart (a data table for screen readers). */
export function TripsByDayCard() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const query = useOverviewQuery('trips-by-day', tripsByDaySchema);
  return (
    <OverviewCard
      id="trips-by-day"
      title={t('overview.tripsChart')}
      to={localePath(pathTo('trip-list'))}
      query={query}
      wide
    >
      {(data) => (
        <Suspense fallback={<Skeleton active />}>
          <TripsChart days={data.days} />
        </Suspense>
      )}
    </OverviewCard>
  );
}
