import { tripsTodaySchema } from '@rihla/shared/contracts/overview';
import { TRIP_STATUSES } from '@rihla/shared/contracts/trips';
import { formatNumber } from '@rihla/shared/format/number';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { OverviewCard } from './overview-card';
import { StatFigure } from './stat-figure';
import { useOverviewQuery } from './use-overview-query';

/** Today's trips (the operators' clock) and how many are in each status. */
export function TripsTodayCard() {
  const { t } = useTranslation();
  const { locale, localePath } = useShell();
  const query = useOverviewQuery('trips-today', tripsTodaySchema);
  return (
    <OverviewCard
      id="trips-today"
      title={t('overview.tripsToday')}
      to={localePath(pathTo('trip-list'))}
      query={query}
    >
      {(data) => (
        <StatFigure value={data.total} caption={t('overview.tripsTodayCaption')}>
          <ul className="status-counts">
            {TRIP_STATUSES.map((status) => (
              <li
                key={status}
                className={`status-counts__item status-counts__item--${status}`}
                data-status={status}
              >
                <span>{t(`overview.status.${status}`)}</span>
                <strong>{formatNumber(data.byStatus[status], locale)}</strong>
              </li>
            ))}
          </ul>
        </StatFigure>
      )}
    </OverviewCard>
  );
}
