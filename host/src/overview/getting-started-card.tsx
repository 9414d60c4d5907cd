import {
  GETTING_STARTED_STEPS,
  type GettingStartedStep,
  gettingStartedSchema,
} from '@rihla/shared/contracts/overview';
import { type AppPath, pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOverviewQuery } from './use-overview-query';

/** The screen where each step is done. */
const STEP_PAGES: Record<GettingStartedStep, AppPath> = {
  company: pathTo('settings-company'),
  operators: pathTo('settings-operators'),
  schools: pathTo('settings-schools'),
  stops: pathTo('settings-stops'),
  buses: pathTo('bus-add'),
  drivers: pathTo('driver-add'),
  packages: pathTo('package-list'),
  trips: pathTo('trip-add'),
};

/**
 * The setup checklist of a new install, for its administrator: each step links to its screen and
 * ticks itself once done; the card goes away once the first trip is planned. An install already in
 * use (or a failed check) shows nothing: the checklist is a guide, not a figure.
 */
export function GettingStartedCard() {
  const { t } = useTranslation();
  const { localePath } = useShell();
  const query = useOverviewQuery('getting-started', gettingStartedSchema);
  if (!query.data || query.data.done.trips) return null;
  const { done } = query.data;
  const count = GETTING_STARTED_STEPS.filter((step) => done[step]).length;
  return (
    <section
      className="stat-card getting-started"
      aria-labelledby="getting-started-title"
      data-testid="getting-started"
    >
      <h2 id="getting-started-title" className="stat-card__title">
        {t('gettingStarted.title')}
      </h2>
      <p className="stat-card__note">
        {t('gettingStarted.progress', { count, total: GETTING_STARTED_STEPS.length })}
      </p>
      <ol className="getting-started__steps">
        {GETTING_STARTED_STEPS.map((step) => (
          <li key={step} className="getting-started__step" data-done={done[step]}>
            <span className="getting-started__mark" aria-hidden="true">
              {done[step] ? '✓' : ''}
            </span>
            <Link to={localePath(STEP_PAGES[step])}>{t(`gettingStarted.steps.${step}`)}</Link>
            <span className="getting-started__state">
              {t(done[step] ? 'gettingStarted.done' : 'gettingStarted.todo')}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
