import { useShell } from '@rihla/shared/shell/shell-context';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableAreas } from '../layouts/nav-areas';
import { NavIcon } from '../layouts/nav-icons';

/** /dashboard: a greeting and a card per area the role can read (a hub; figures come later). */
export function OverviewPage() {
  const { t } = useTranslation();
  const { session, can, localePath } = useShell();
  const areas = readableAreas(can).filter(({ area }) => area !== 'overview');
  return (
    <div className="overview">
      <h1 className="page-title">{t('overview.greeting', { name: session?.operator.name ?? '' })}</h1>
      <p className="page-lead">{t('overview.lead')}</p>
      <ul className="area-grid">
        {areas.map(({ area, path }) => (
          <li key={area}>
            <Link className="area-card" to={localePath(path)}>
              <span className="area-card__icon">
                <NavIcon area={area} />
              </span>
              <span className="area-card__title">{t(`areas.${area}.title`)}</span>
              <span className="area-card__text">{t(`areas.${area}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
