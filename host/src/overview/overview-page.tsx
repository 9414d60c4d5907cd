import {
  busesOnRoadSchema,
  openDisruptionsSchema,
  pendingRegistrationsSchema,
} from '@rihla/shared/contracts/overview';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { ExpiringDocumentsCard } from './expiring-documents-card';
import { FinanceMonthCard } from './finance-month-card';
import { GettingStartedCard } from './getting-started-card';
import { OverviewCard } from './overview-card';
import { StatFigure } from './stat-figure';
import { TripsByDayCard } from './trips-by-day-card';
import { TripsTodayCard } from './trips-today-card';
import { useOverviewQuery } from './use-overview-query';

/**
 * /dashboard: today at a glance. Every card is its own query, shown only to roles that may
 * read its area, and links to the screen behind it.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { session, can } = useShell();
  return (
    <div className="overview">
      <h1 className="page-title">{t('overview.greeting', { name: session?.operator.name ?? '' })}</h1>
      <p className="page-lead">{t('overview.lead')}</p>
      {can('operators:manage') && <GettingStartedCard />}
      <div className="stat-grid">
        {can('trips:live') && <TripsTodayCard />}
        {can('trips:live') && <BusesOnRoadCard />}
        {can('trips:read') && <OpenDisruptionsCard />}
        {can('families:read') && <PendingRegistrationsCard />}
        {can('fleet:read') && <ExpiringDocumentsCard />}
        {can('finance:read') && <FinanceMonthCard />}
        {can('trips:live') && <TripsByDayCard />}
      </div>
    </div>
  );
}

function BusesOnRoadCard() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const query = useOverviewQuery('buses-on-road', busesOnRoadSchema);
  return (
    <OverviewCard
      id="buses-on-road"
      title={t('overview.busesOnRoad')}
      to={localePath(pathTo('monitor-overview'))}
      query={query}
    >
      {(data) => (
        <StatFigure value={data.onRoad} caption={t('overview.busesOfFleet', { count: data.fleet })} />
      )}
    </OverviewCard>
  );
}

function OpenDisruptionsCard() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const query = useOverviewQuery('open-disruptions', openDisruptionsSchema);
  return (
    <OverviewCard
      id="open-disruptions"
      title={t('overview.openDisruptions')}
      to={localePath(pathTo('disrupted-trip-list'))}
      query={query}
    >
      {(data) => (
        <StatFigure
          value={data.open}
          caption={t('overview.openDisruptionsCaption')}
          tone={data.open > 0 ? 'danger' : undefined}
        />
      )}
    </OverviewCard>
  );
}

function PendingRegistrationsCard() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const query = useOverviewQuery('pending-registrations', pendingRegistrationsSchema);
  return (
    <OverviewCard
      id="pending-registrations"
      title={t('overview.pendingRegistrations')}
      to={localePath(pathTo('registration-requests'))}
      query={query}
    >
      {(data) => (
        <StatFigure value={data.pending} caption={t('overview.pendingCaption')}>
          <p className="stat-card__note">{t('overview.waitlisted', { number: data.waitlisted })}</p>
        </StatFigure>
      )}
    </OverviewCard>
  );
}
